import { projectSharePercent } from '../../../shared/project-share';
import type { Kysely } from 'kysely';
import type { HoldingDto } from '../../../shared/money-types';
import { poishaToBdt } from '../../../shared/money';
import type { Database } from '../../db/schema';

/**
 * The investor's holdings with capital in them, newest first: one row per holding account, read
 * from its stored balance and the project's stored raised amount (never a sum over transfers), so
 * an investor with 10,000 transfers answers as fast as one with 10.
 */
export async function holdingsOf(db: Kysely<Database>, userId: string): Promise<HoldingDto[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select(['a.project_id', 'p.title', 'p.title_bn', 'p.raised_amount', 'a.credits_posted', 'a.debits_posted', 'a.profit_posted', 'a.loss_posted', 'a.created_at', 'a.id'])
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'holding')
    .where((eb) => eb(eb('a.credits_posted', '-', eb.ref('a.debits_posted')), '>', 0))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((row) => {
    const principal = Number(row.credits_posted) - Number(row.debits_posted);
    const capital = Number(row.raised_amount);
    return {
      projectId: row.project_id as string,
      title: row.title,
      titleBn: row.title_bn,
      principal: poishaToBdt(principal),
      profit: poishaToBdt(Number(row.profit_posted)),
      loss: poishaToBdt(Number(row.loss_posted)),
      sharePercent: projectSharePercent(principal, capital),
      since: row.created_at,
    };
  });
}
