import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The admin tab's badge: withdrawals still waiting for an administrator (the status index answers it). */
export async function countPendingWithdrawals(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
  return Number(row.count);
}
