import { projectSharePercent } from '../../../shared/project-share';
import type { Kysely } from 'kysely';
import type { HoldingDto } from '../../../shared/money-types';
import { poishaToBdt } from '../../../shared/money';
import type { Database } from '../../db/schema';

/**
 * The investor's holdings, newest first: those with capital in them, and those of completed projects
 * (kept, so a finished investment and its certificate never disappear). Read from each holding's
 * stored figures and the project's stored raised amount; only the capital returned is summed, from
 * the few completion transfers, so an investor with 10,000 transfers answers as fast as one with 10.
 */
export async function holdingsOf(db: Kysely<Database>, userId: string): Promise<HoldingDto[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select([
      'a.project_id',
      'p.title',
      'p.title_bn',
      'p.raised_amount',
      'p.completed_at',
      'a.credits_posted',
      'a.debits_posted',
      'a.profit_posted',
      'a.loss_posted',
      'a.created_at',
      'a.id',
    ])
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'holding')
    .where((eb) => eb.or([eb(eb('a.credits_posted', '-', eb.ref('a.debits_posted')), '>', 0), eb.and([eb('p.completed_at', 'is not', null), eb('a.credits_posted', '>', 0)])]))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const returned = await returnedCapital(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const principal = Number(row.credits_posted) - Number(row.debits_posted);
    const capital = Number(row.raised_amount);
    const loss = Number(row.loss_posted);
    const profit = Number(row.profit_posted);
    const back = returned.get(row.id) ?? 0;
    const invested = principal + loss + back;
    const completed = row.completed_at !== null;
    return {
      projectId: row.project_id as string,
      title: row.title,
      titleBn: row.title_bn,
      principal: poishaToBdt(principal),
      profit: poishaToBdt(profit),
      loss: poishaToBdt(loss),
      sharePercent: completed ? 0 : projectSharePercent(principal, capital),
      since: row.created_at,
      status: completed ? 'completed' : 'active',
      invested: poishaToBdt(invested),
      returned: poishaToBdt(back),
      realisedReturnPercent: invested > 0 ? Math.round(((profit - loss) / invested) * 10_000) / 100 : 0,
      completedAt: row.completed_at,
    };
  });
}

/** poisha of capital returned out of each holding (the completion's transfers), by holding account id. */
async function returnedCapital(db: Kysely<Database>, holdingIds: string[]): Promise<Map<string, number>> {
  if (holdingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('transfers')
    .select((eb) => ['debit_account_id', eb.fn.sum<number | string>('amount').as('total')])
    .where('debit_account_id', 'in', holdingIds)
    .where('kind', '=', 'capital_returned')
    .groupBy('debit_account_id')
    .execute();
  return new Map(rows.map((row) => [row.debit_account_id, Number(row.total)]));
}
