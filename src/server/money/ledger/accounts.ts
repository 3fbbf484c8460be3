import { sql, type Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import { rowsTable } from '../../db/rows-table';
import type { Database } from '../../db/schema';
import { accountKey, type AccountSpec } from './account-keys';

/** An account by kind and owner, with its id when the caller has already read it in this transaction. */
export interface AccountRef extends AccountSpec {
  id?: string | null;
}

/**
 * The ids of the accounts a batch names, as a lookup, creating those missing: a reference that
 * carries its id answers it, the others take one read by key, and only when some
 * are missing an insert-or-nothing on the unique key and a second read. Two transactions creating one
 * account at once both end with the same row (the second insert waits for the first on PostgreSQL,
 * then does nothing; SQLite's writers are serialised anyway).
 */
export async function accountIds(trx: Kysely<Database>, refs: readonly AccountRef[]): Promise<(ref: AccountRef) => string> {
  const ids = new Map<string, string>();
  const wanted = new Map<string, AccountRef>();
  for (const ref of refs) if (!ref.id) wanted.set(accountKey(ref), ref);
  const read = async (keys: string[]) => {
    if (keys.length === 0) return;
    const k = rowsTable(
      trx,
      'k',
      { account_key: 'text' },
      keys.map((key) => ({ account_key: key })),
    );
    const found = await sql<{ id: string; account_key: string }>`select a.id, a.account_key from ${k} join accounts a on a.account_key = k.account_key`.execute(trx);
    for (const row of found.rows) ids.set(row.account_key, row.id);
  };
  await read([...wanted.keys()]);
  const missing = [...wanted].filter(([key]) => !ids.has(key));
  if (missing.length > 0) {
    const now = nowIso();
    const rows = missing.map(([key, ref]) => ({ id: newId(), kind: ref.kind, user_id: ref.userId ?? null, project_id: ref.projectId ?? null, account_key: key }));
    const n = rowsTable(trx, 'n', { id: 'text', kind: 'text', user_id: 'text', project_id: 'text', account_key: 'text' }, rows);
    // `where true` lets SQLite tell the upsert clause from a join's ON.
    await sql`insert into accounts (id, kind, user_id, project_id, account_key, created_at, updated_at)
      select n.id, n.kind, n.user_id, n.project_id, n.account_key, ${now}, ${now} from ${n} where true
      on conflict (account_key) do nothing`.execute(trx);
    await read(missing.map(([key]) => key));
    const absent = missing.find(([key]) => !ids.has(key));
    if (absent) throw new Error(`The account ${absent[0]} could not be opened.`);
  }
  return (ref) => {
    if (ref.id) return ref.id;
    const id = ids.get(accountKey(ref));
    if (id === undefined) throw new Error(`The account ${accountKey(ref)} was not named in this batch.`);
    return id;
  };
}

/** The account's id, creating it on first use. */
export async function accountIdFor(trx: Kysely<Database>, spec: AccountSpec): Promise<string> {
  const idOf = await accountIds(trx, [spec]);
  return idOf(spec);
}

/** An account's balance (credits − debits, poisha); 0 when it does not exist yet. Never a sum over transfers. */
export async function balanceOf(db: Kysely<Database>, spec: AccountSpec): Promise<number> {
  const row = await db.selectFrom('accounts').select(['credits_posted', 'debits_posted']).where('account_key', '=', accountKey(spec)).executeTakeFirst();
  return row ? Number(row.credits_posted) - Number(row.debits_posted) : 0;
}
