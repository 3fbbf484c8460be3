import type { Kysely } from 'kysely';
import { giveWay } from '../../yield-to-others';
import type { Database } from '../../db/schema';
import { postNextChunk } from './post-next-chunk';

/**
 * Posts a posting's chunks one transaction at a time until none is left. Answers true when this
 * call posted the last chunk (the caller runs the event's effects once), false when another
 * process finished it, nothing was left or keepGoing said stop (a closing app). A failing chunk is recorded on the posting and thrown;
 * nothing of it was written, and the next sweep tries it again.
 */
export async function drivePosting(
  db: Kysely<Database>,
  postingId: string,
  keepGoing: () => boolean = () => true,
  /** Awaited between chunks, so other requests run meanwhile. */
  betweenChunks: () => Promise<void> = () => giveWay(db),
): Promise<boolean> {
  while (keepGoing()) {
    let outcome;
    try {
      outcome = await postNextChunk(db, postingId);
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      // Recording why is a courtesy to the admin: when the database refuses that too, the first error is what counts.
      await db
        .updateTable('postings')
        .set({ failure })
        .where('id', '=', postingId)
        .where('status', '=', 'posting')
        .execute()
        .catch(() => undefined);
      throw error;
    }
    if (outcome === 'finished') return true;
    if (outcome === 'idle') return false;
    await betweenChunks();
  }
  return false;
}

/** The postings a crash or a restart left unfinished, oldest first. */
export async function unfinishedPostings(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('postings').select('id').where('status', '=', 'posting').orderBy('created_at').execute();
  return rows.map((row) => row.id);
}
