import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import { investmentReference } from '../../../shared/references';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { languageOf } from '../pdf/pdf-format';
import { certificateNumberOf } from './certificate-numbers';

/** How many investments the certificate lists by name; older ones are counted ("and N more") so it stays one page. */
export const LISTED_INVESTMENTS = 5;

export interface CertificateInvestment {
  reference: string;
  createdAt: string;
  /** poisha */
  amount: number;
}

/** Everything one holding's certificate prints, read once from the accounts and transfers. */
export interface CertificateData {
  reference: string;
  language: Language;
  fullname: string;
  customerId: string | null;
  project: { title: string; location: string | null; investorSharePercent: number; contractType: string | null; completedAt: string | null };
  /** The project's key facts as listed (null = not given): months, 'YYYY-MM-DD', percent a year. */
  terms: { termMonths: number | null; maturityDate: string | null; expectedReturnPercent: number | null };
  /** poisha: the sum of the investor's investments into the project */
  invested: number;
  /** poisha: capital still in the project (invested, less losses and returned capital) */
  principal: number;
  firstInvestedAt: string;
  investmentCount: number;
  /** The latest LISTED_INVESTMENTS, newest first. */
  latest: CertificateInvestment[];
}

export const holdingNotFound = () => new HttpError(404, 'You have no holding in this project.', 'HOLDING_NOT_FOUND');

/**
 * The signed-in investor's holding in a project, as the certificate states it. Only their own
 * holding is looked up (by their id), so another investor's project id is simply "not found".
 */
export async function certificateData(db: Kysely<Database>, userId: string, projectId: string): Promise<CertificateData> {
  const holding = await db
    .selectFrom('accounts as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select(['a.id', 'a.credits_posted', 'a.debits_posted', 'p.title', 'p.location', 'p.investor_share_percent', 'p.contract_type', 'p.completed_at'])
    .select(['p.term_months', 'p.maturity_date', 'p.roi'])
    .where('a.kind', '=', 'holding')
    .where('a.user_id', '=', userId)
    .where('a.project_id', '=', projectId)
    .executeTakeFirst();
  if (!holding) throw holdingNotFound();
  const investments = db.selectFrom('transfers').where('credit_account_id', '=', holding.id).where('kind', '=', 'investment');
  const totals = await investments
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('amount').as('sum'), eb.fn.min('created_at').as('first')])
    .executeTakeFirstOrThrow();
  // A holding is opened by an investment; without one there is nothing to certify.
  if (Number(totals.count) === 0 || !totals.first) throw holdingNotFound();
  const latest = await investments.select(['id', 'amount', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LISTED_INVESTMENTS).execute();
  const user = await db.selectFrom('users').select(['fullname', 'unique_id', 'language']).where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    reference: await certificateNumberOf(db, holding.id),
    language: languageOf(user.language),
    fullname: user.fullname,
    customerId: user.unique_id,
    project: {
      title: holding.title,
      location: holding.location,
      investorSharePercent: Number(holding.investor_share_percent),
      contractType: holding.contract_type,
      completedAt: holding.completed_at,
    },
    terms: {
      termMonths: holding.term_months === null ? null : Number(holding.term_months),
      maturityDate: holding.maturity_date,
      expectedReturnPercent: Number(holding.roi),
    },
    invested: Number(totals.sum),
    principal: Number(holding.credits_posted) - Number(holding.debits_posted),
    firstInvestedAt: totals.first,
    investmentCount: Number(totals.count),
    latest: latest.map((row) => ({ reference: investmentReference(row.id), createdAt: row.created_at, amount: Number(row.amount) })),
  };
}
