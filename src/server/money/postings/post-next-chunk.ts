import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { postTransfers } from '../ledger/post-transfers';
import { decodeChunk } from './chunk-codec';

/** 'posted': a chunk posted (or another process took it) and more may follow; 'finished': this call posted the last one; 'idle': nothing is left. */
export type ChunkOutcome = 'posted' | 'finished' | 'idle';

/**
 * Posts the posting's next chunk in one transaction. The chunk is claimed first by a conditional
 * update of its posted_at, so of several processes only one posts it: on PostgreSQL the others wait
 * for that row and then find it taken, on SQLite the write lock already orders them. The progress
 * moves in the same transaction, so a kill leaves either the whole chunk or none of it.
 */
export async function postNextChunk(db: Kysely<Database>, postingId: string): Promise<ChunkOutcome> {
  return writeTransaction(db, async (trx) => {
    const posting = await trx.selectFrom('postings').selectAll().where('id', '=', postingId).executeTakeFirst();
    if (!posting || posting.status !== 'posting') return 'idle';
    const chunk = await trx.selectFrom('posting_chunks').selectAll().where('posting_id', '=', postingId).where('posted_at', 'is', null).orderBy('seq').limit(1).executeTakeFirst();
    if (!chunk) return 'idle';
    const now = nowIso();
    const claimed = await trx
      .updateTable('posting_chunks')
      .set({ posted_at: now })
      .where('posting_id', '=', postingId)
      .where('seq', '=', chunk.seq)
      .where('posted_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'posted';
    const { transfers, figures } = decodeChunk(posting, chunk);
    await postTransfers(trx, transfers, figures);
    await trx
      .updateTable('postings')
      .set((eb) => ({ lines_posted: eb('lines_posted', '+', chunk.lines), chunks_posted: eb('chunks_posted', '+', 1), failure: null }))
      .where('id', '=', postingId)
      .execute();
    const finished = await trx
      .updateTable('postings')
      .set({ status: 'posted', posted_at: now })
      .where('id', '=', postingId)
      .where((eb) => eb('chunks_posted', '=', eb.ref('chunks_total')))
      .executeTakeFirst();
    return Number(finished.numUpdatedRows) === 1 ? 'finished' : 'posted';
  });
}
