import type { Kysely } from 'kysely';
import { nowIso } from '../ids';
import { newestFirst, pageOf, type KeysetCursor } from '../keyset-cursor';
import type { Database } from '../schema';

/** A person's inbox, newest first, a keyset page at a time. */
export async function listInbox(db: Kysely<Database>, userId: string, position: { limit: number; after: KeysetCursor | null }) {
  const query = db.selectFrom('inbox').select(['id', 'kind', 'figures', 'link', 'created_at', 'read_at']).where('user_id', '=', userId);
  return pageOf(await newestFirst(query, position).execute(), position.limit);
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
