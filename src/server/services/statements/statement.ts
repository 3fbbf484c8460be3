import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import { poishaToBdt } from '../../../shared/money';
import type { StatementDto, StatementHoldingDto, StatementLineDto } from '../../../shared/statement-types';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { bangladeshToday } from '../../money/distributions/bangladesh-days';
import { heldAt, holdingsAt, lossInPeriod, periodInstants, statementLines, StatementTotals, walletAccountId, walletBalanceAt, withBalance } from './statement-data';
import { languageOf } from '../pdf/pdf-format';
import { findProject } from '../../db/repositories/projects';
import { shareValues } from '../certificates/certificate-text';
import { contractFacts } from '../official-facts';

/** Who and which period a statement is for, resolved once for the JSON, CSV and PDF writers. */
export interface StatementScope {
  userId: string;
  fullname: string;
  customerId: string | null;
  language: Language;
  walletId: string | null;
  from: string;
  to: string;
  start: string;
  end: string;
  /** poisha */
  opening: number;
}

export async function statementScope(db: Kysely<Database>, userId: string, from: string, to: string, lng?: Language): Promise<StatementScope> {
  if (to > bangladeshToday()) throw new HttpError(400, 'A statement can end today at the latest.', 'PERIOD_IN_FUTURE');
  const user = await db.selectFrom('users').select(['fullname', 'unique_id', 'language']).where('id', '=', userId).executeTakeFirstOrThrow();
  const walletId = await walletAccountId(db, userId);
  const { start, end } = periodInstants(from, to);
  return {
    userId,
    fullname: user.fullname,
    customerId: user.unique_id,
    language: lng ?? languageOf(user.language),
    walletId,
    from,
    to,
    start,
    end,
    opening: await walletBalanceAt(db, walletId, start),
  };
}

/** The statement's lines with the wallet balance after each, page by page; totals are added as they pass. */
export async function* statementPages(
  db: Kysely<Database>,
  scope: StatementScope,
  totals: StatementTotals,
  running: { balance: number },
  pageSize?: number,
): AsyncGenerator<StatementLineDto[]> {
  for await (const page of statementLines(db, scope, pageSize)) {
    for (const line of page) totals.add(line);
    yield withBalance(page, running);
  }
  totals.loss = await lossInPeriod(db, scope.userId, scope.start, scope.end);
}

/**
 * What the file writers read: the lines page by page, then (once every page has been read) the
 * closing balance, the totals and the holdings at the end. A test can hand a writer its own pages.
 */
export interface StatementSource {
  scope: StatementScope;
  pages: AsyncIterable<StatementLineDto[]>;
  /** poisha; final once `pages` is done */
  running: { balance: number };
  /** Final once `pages` is done. */
  totals: Pick<StatementTotals, 'toDto'>;
  holdings: () => Promise<StatementHoldingDto[]>;
  /** poisha held for unpaid withdrawals at the end (the PDF's legend); absent reads as 0 */
  held?: () => Promise<number>;
  /** How a held project's own contract shares profit and loss (Settings), in the statement's language; null without one. */
  contract?: (projectId: string, company: string) => Promise<string | null>;
}

/** The sharing text of the project's contract, filled with the company and the project's ratio. */
async function holdingContract(db: Kysely<Database>, projectId: string, language: Language, company: string): Promise<string | null> {
  const project = await findProject(db, projectId);
  if (!project) return null;
  const contract = await contractFacts(db, project.contract_type, language, { company, ...shareValues(language, project.investor_share_percent) });
  return contract?.sharing ?? null;
}

export function statementSource(db: Kysely<Database>, scope: StatementScope): StatementSource {
  const totals = new StatementTotals();
  const running = { balance: scope.opening };
  return {
    scope,
    pages: statementPages(db, scope, totals, running),
    running,
    totals,
    holdings: () => holdingsAt(db, scope.userId, scope.end),
    held: () => heldAt(db, scope.userId, scope.end),
    contract: (projectId, company) => holdingContract(db, projectId, scope.language, company),
  };
}

/** The JSON statement: the whole period in one answer (the files stream instead). */
export async function statementJson(db: Kysely<Database>, scope: StatementScope): Promise<StatementDto> {
  const source = statementSource(db, scope);
  const lines: StatementLineDto[] = [];
  for await (const page of source.pages) lines.push(...page);
  return {
    from: scope.from,
    to: scope.to,
    openingBalance: poishaToBdt(scope.opening),
    closingBalance: poishaToBdt(source.running.balance),
    lines,
    holdings: await source.holdings(),
    totals: source.totals.toDto(),
  };
}
