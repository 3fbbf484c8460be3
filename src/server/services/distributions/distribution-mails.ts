import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, DistributionRow } from '../../db/schema';
import type { BackgroundMail } from '../mail/background';
import { distributionMail } from '../mail/distribution-mail';
import { moneyFiguresOf, NO_MONEY } from '../money/figures';
import type { PlannedLine } from './plan';

const BATCH = 500;

/**
 * One mail per investor line, after the commit: read and sent in batches (a project may have
 * 100,000 holders), each with the investor's figures as they are after this distribution.
 */
export async function mailDistribution(
  db: Kysely<Database>,
  mail: BackgroundMail,
  row: DistributionRow,
  projectTitle: string,
  lines: readonly PlannedLine[],
  log: FastifyBaseLogger,
): Promise<void> {
  const investorLines = lines.filter((line): line is PlannedLine & { userId: string } => line.userId !== null && line.amount > 0);
  for (let at = 0; at < investorLines.length; at += BATCH) {
    const batch = investorLines.slice(at, at + BATCH);
    const ids = batch.map((line) => line.userId);
    const users = await db.selectFrom('users').select(['id', 'email', 'fullname', 'language']).where('id', 'in', ids).execute();
    const figures = await moneyFiguresOf(db, ids);
    const byId = new Map(users.map((user) => [user.id, user]));
    const messages = batch.flatMap((line) => {
      const user = byId.get(line.userId);
      if (!user) return [];
      const money = figures.get(line.userId) ?? NO_MONEY;
      return [
        distributionMail(user, {
          kind: row.kind,
          projectTitle,
          periodStart: row.period_start,
          periodEnd: row.period_end,
          amount: line.amount,
          totalProfit: money.totalProfit,
          totalLoss: money.totalLoss,
          availableBalance: money.availableBalance,
        }),
      ];
    });
    // The next batch waits for this one: 100,000 mails never pile up in flight at once.
    await mail.sendBatch(messages, log);
  }
}
