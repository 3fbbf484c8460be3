import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { accountKey, type AccountSpec } from './account-keys';

/**
 * The account's id, creating it on first use. Insert-or-nothing on the unique key, then read: two
 * transactions creating one account at once both end with the same row (the second insert waits
 * for the first on PostgreSQL, then does nothing; SQLite's writers are serialised anyway).
 */
export async function accountIdFor(trx: Kysely<Database>, spec: AccountSpec): Promise<string> {
  const key = accountKey(spec);
  const now = nowIso();
  await trx
    .insertInto('accounts')
    .values({ id: newId(), kind: spec.kind, user_id: spec.userId ?? null, project_id: spec.projectId ?? null, account_key: key, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('account_key').doNothing())
    .execute();
  const row = await trx.selectFrom('accounts').select('id').where('account_key', '=', key).executeTakeFirstOrThrow();
  return row.id;
}

/** An account's balance (credits − debits, poisha); 0 when it does not exist yet. Never a sum over transfers. */
export async function balanceOf(db: Kysely<Database>, spec: AccountSpec): Promise<number> {
  const row = await db.selectFrom('accounts').select(['credits_posted', 'debits_posted']).where('account_key', '=', accountKey(spec)).executeTakeFirst();
  return row ? Number(row.credits_posted) - Number(row.debits_posted) : 0;
}
