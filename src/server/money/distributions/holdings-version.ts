import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A mark of the project's holdings that changes whenever money moves into or out of any of them:
 * their number and the sums of their posted credits and debits, which only ever grow. Read before
 * a plan is weighed and again inside the transaction that posts it, an unchanged mark proves the
 * plan was weighed on the holdings as they are.
 */
export async function holdingsVersion(db: Kysely<Database>, projectId: string): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => [eb.fn.countAll<number>().as('holdings'), eb.fn.sum<number>('credits_posted').as('credits'), eb.fn.sum<number>('debits_posted').as('debits')])
    .where('project_id', '=', projectId)
    // A literal, not a parameter: SQLite picks its partial index on the holdings' totals only for a condition it can read.
    .where(sql<boolean>`kind = 'holding'`)
    .executeTakeFirstOrThrow();
  return `${Number(row.holdings)}:${Number(row.credits ?? 0)}:${Number(row.debits ?? 0)}`;
}
