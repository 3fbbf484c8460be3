import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database, PostingRow } from '../../db/schema';
import { accountIds } from '../ledger/accounts';
import { assertPoishaAmounts, postTransfers } from '../ledger/post-transfers';
import { encodeChunk, type PostingLine, type PostingScope } from './chunk-codec';
import { postingInProgress } from './posting-refusals';

/** Lines per chunk: each chunk is one short transaction, so other requests run between chunks. */
export const POSTING_CHUNK_LINES = 1000;

export interface PostingEvent extends PostingScope {
  event: PostingRow['event'];
  eventId: string;
}

/** Refuses a new money event on a project while another one of it is still posting: it would read half-moved figures. */
export async function refuseWhilePosting(trx: Kysely<Database>, projectId: string): Promise<void> {
  const busy = await trx.selectFrom('postings').select('id').where('project_id', '=', projectId).where('status', '=', 'posting').executeTakeFirst();
  if (busy) throw postingInProgress();
}

const clearingNet = (lines: readonly PostingLine[]) =>
  lines.reduce((net, { transfer: t }) => net + (t.credit.kind === 'project_income' ? t.amount : 0) - (t.debit.kind === 'project_income' ? t.amount : 0), 0);

/**
 * Posts a money event's lines inside the caller's transaction when they fit one chunk; otherwise
 * freezes them into chunks behind a posting row (MONEY.md "Posting at scale") and answers it, for
 * drivePosting to post chunk by chunk. Either way the lines post through postTransfers, in order.
 */
export async function postInChunks(
  trx: Kysely<Database>,
  event: PostingEvent,
  lines: readonly PostingLine[],
  chunkLines: number = POSTING_CHUNK_LINES,
): Promise<PostingRow | null> {
  assertPoishaAmounts(lines.map((line) => line.transfer));
  if (lines.length <= chunkLines) {
    await postTransfers(
      trx,
      lines.map((line) => line.transfer),
      lines.flatMap((line) => (line.figure ? [line.figure] : [])),
    );
    return null;
  }
  // Ids now, so a chunk posts by id later, and an account a line needs exists before any chunk runs.
  const idOf = await accountIds(
    trx,
    lines.flatMap(({ transfer, figure }) => [transfer.debit, transfer.credit, ...(figure ? [figure.holding] : [])]),
  );
  const posting: PostingRow = {
    id: newId(),
    event: event.event,
    event_id: event.eventId,
    project_id: event.projectId,
    actor_id: event.actorId,
    status: 'posting',
    lines_total: lines.length,
    lines_posted: 0,
    chunks_total: Math.ceil(lines.length / chunkLines),
    chunks_posted: 0,
    failure: null,
    created_at: nowIso(),
    posted_at: null,
  };
  await trx.insertInto('postings').values(posting).execute();
  const chunks = [];
  for (let seq = 0; seq < posting.chunks_total; seq += 1) {
    const part = lines.slice(seq * chunkLines, (seq + 1) * chunkLines);
    const amount = part.reduce((sum, line) => sum + line.transfer.amount, 0);
    chunks.push({ posting_id: posting.id, seq, lines: part.length, amount, clearing_net: clearingNet(part), ...encodeChunk(event, part, idOf), posted_at: null });
  }
  // A few chunks per statement: each is a large text value.
  for (let at = 0; at < chunks.length; at += 10)
    await trx
      .insertInto('posting_chunks')
      .values(chunks.slice(at, at + 10))
      .execute();
  return posting;
}
