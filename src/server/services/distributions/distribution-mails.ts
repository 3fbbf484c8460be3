import type { InboxEntry } from '../../notifications/inbox';
import { noticeMail } from '../../notifications/notice-kinds';
import { messageKey, type QueuedMail } from '../../notifications/outbox';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Language } from '../../../shared/constants';
import type { Database, DistributionRow, ProjectRow } from '../../db/schema';
import { shareValues } from '../certificates/certificate-text';
import { companyFacts, contractFacts } from '../official-facts';
import type { BackgroundMail } from '../mail/background';
import { languageOf } from '../mail/templates';
import { moneyFiguresOf, NO_MONEY } from '../../money/reads/figures';

const BATCH = 500;

/** An investor's line of a distribution (poisha). */
export interface InvestorLine {
  userId: string;
  amount: number;
}

/** How the project's own contract shares profit and loss, as Settings state it, in each language; null without a contract type. */
async function contractSharing(db: Kysely<Database>, config: Pick<Config, 'company'>, project: ProjectRow): Promise<Record<Language, string | null>> {
  const inLanguage = async (language: Language) => {
    const company = await companyFacts(db, config, language);
    const contract = await contractFacts(db, project.contract_type, language, { company: company.name, ...shareValues(language, project.investor_share_percent) });
    return contract?.sharing ?? null;
  };
  return { en: await inLanguage('en'), bn: await inLanguage('bn') };
}

/**
 * One mail and one inbox message per investor line, written to the outbox after the commit (an effect run again writes nothing new): read and sent in batches (a project may have
 * 100,000 holders), each with the investor's figures as they are after this distribution and the
 * project's contract as its other papers state it.
 */
export async function mailDistribution(
  db: Kysely<Database>,
  config: Pick<Config, 'company'>,
  mail: BackgroundMail,
  row: DistributionRow,
  project: ProjectRow,
  lines: readonly InvestorLine[],
  log: FastifyBaseLogger,
): Promise<void> {
  const sharing = await contractSharing(db, config, project);
  const investorLines = lines.filter((line) => line.amount > 0);
  for (let at = 0; at < investorLines.length; at += BATCH) {
    const batch = investorLines.slice(at, at + BATCH);
    const ids = batch.map((line) => line.userId);
    const users = await db.selectFrom('users').select(['id', 'email', 'fullname', 'language']).where('id', 'in', ids).execute();
    const figures = await moneyFiguresOf(db, ids);
    const byId = new Map(users.map((user) => [user.id, user]));
    const messages: QueuedMail[] = [];
    const inbox: InboxEntry[] = [];
    for (const line of batch) {
      const user = byId.get(line.userId);
      if (!user) continue;
      const money = figures.get(line.userId) ?? NO_MONEY;
      const news = {
        kind: row.kind,
        projectTitle: project.title,
        periodStart: row.period_start,
        periodEnd: row.period_end,
        amount: line.amount,
        totalProfit: money.totalProfit,
        totalLoss: money.totalLoss,
        availableBalance: money.availableBalance,
      };
      const dedupeKey = messageKey('distribution', `${row.id}:${user.id}`);
      messages.push({ message: noticeMail(user, 'distribution', { ...news, contractSharing: sharing[languageOf(user)] }), dedupeKey, userId: user.id });
      inbox.push({ userId: user.id, kind: 'distribution', figures: news, dedupeKey, link: '/portfolio' });
    }
    // The next batch waits for this one: 100,000 mails never pile up in flight at once.
    await mail.sendBatch(messages, log, inbox);
  }
}
