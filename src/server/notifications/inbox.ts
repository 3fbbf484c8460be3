import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids';
import type { Database } from '../db/schema';
import type { NoticeFigures, NoticeKind } from './notice-kinds';

export interface InboxEntry<K extends NoticeKind = NoticeKind> {
  userId: string;
  kind: K;
  figures: NoticeFigures<K>;
  /** Names the event and the person: the same key twice is one message. */
  dedupeKey: string;
  /** The app path the message opens. */
  link: string | null;
}

/** Writes messages to people's inboxes in the caller's transaction: they appear if and only if the event commits. */
export async function addToInbox(trx: Kysely<Database>, entries: readonly InboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const now = nowIso();
  await trx
    .insertInto('inbox')
    .values(
      entries.map((entry) => ({
        id: newId(),
        user_id: entry.userId,
        dedupe_key: entry.dedupeKey,
        kind: entry.kind,
        figures: JSON.stringify(entry.figures),
        link: entry.link,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}
