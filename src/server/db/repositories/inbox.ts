import { sql, type Kysely } from 'kysely';
import { nowIso } from '../ids';
import { pageOf, type KeysetCursor } from '../keyset-cursor';
import type { Database } from '../schema';

/** A person's inbox, newest first, a keyset page at a time. */
export async function listInbox(db: Kysely<Database>, userId: string, { limit, after }: { limit: number; after: KeysetCursor | null }) {
  let query = db.selectFrom('inbox').select(['id', 'kind', 'figures', 'link', 'created_at', 'read_at']).where('user_id', '=', userId);
  if (after) query = query.where(sql<boolean>`(created_at, id) < (${after.createdAt}, ${after.id})`);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit);
}

export async function countUnread(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('inbox')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the person's own listed messages read (ids of anyone else's change nothing), or all of them. */
export async function markRead(db: Kysely<Database>, userId: string, which: { ids: readonly string[] } | 'all'): Promise<void> {
  let query = db.updateTable('inbox').set({ read_at: nowIso() }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (which !== 'all') query = query.where('id', 'in', [...which.ids]);
  await query.execute();
}
