import type { Insertable, Kysely } from 'kysely';
import type { Database, DepositsTable } from '../../../src/server/db/schema';
import { newId, nowIso } from '../../../src/server/db/ids';

/**
 * A pending deposit of `poisha` by `userId`, as the deposit form leaves it for the admin's review;
 * `overrides` wins. Returns its id.
 */
export async function insertPendingDeposit(db: Kysely<Database>, userId: string, poisha: number, overrides: Partial<Insertable<DepositsTable>> = {}): Promise<string> {
  const id = overrides.id ?? newId();
  const now = nowIso();
  await db
    .insertInto('deposits')
    .values({
      id,
      user_id: userId,
      amount: poisha,
      status: 'pending',
      screenshot_key: `private/${userId}/${id}.png`,
      admin_remarks: null,
      reviewed_by: null,
      reviewed_at: null,
      idempotency_key: null,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .execute();
  return id;
}
