import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database, PostingChunkRow, PostingRow } from '../../db/schema';
import { pacer } from '../../yield-to-others';
import { accountIds, type AccountRef } from '../ledger/accounts';
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

/** An event's lines ready to post: as they are when they fit one chunk, else encoded into chunks behind a posting row. */
export type FrozenLines = { inline: readonly PostingLine[] } | { posting: PostingRow; chunks: PostingChunkRow[] };

/**
 * A money event's lines as their number and a maker of any run of them: each chunk's lines are made
 * as it is frozen, so 100,000 of them never sit in memory at once.
 */
export interface PostingLines {
  count: number;
  slice(from: number, to: number): PostingLine[];
}

export const allLines = (lines: readonly PostingLine[]): PostingLines => ({ count: lines.length, slice: (from, to) => lines.slice(from, to) });

/** The accounts a run of lines names, with ids, so a chunk posts by id later and every account it needs exists before any chunk runs. */
async function idsOf(db: Kysely<Database>, lines: readonly PostingLine[]): Promise<(ref: AccountRef) => string> {
  const refs: AccountRef[] = [];
  for (const { transfer, figure } of lines) {
    refs.push(transfer.debit, transfer.credit);
    if (figure) refs.push(figure.holding);
  }
  return accountIds(db, refs);
}

/**
 * Freezes a money event's lines into chunks when they do not fit one (MONEY.md "Posting at scale").
 * Encoding 100,000 lines takes a few hundred milliseconds, so other requests run between chunks.
 * It may run before the event's transaction, so the costly part is done while others go on: it
 * only opens accounts the lines name that do not exist yet, and an account with nothing posted moves no money.
 */
export async function freezeLines(
  db: Kysely<Database>,
  event: PostingEvent,
  lines: PostingLines,
  chunkLines: number = POSTING_CHUNK_LINES,
  /** Called between chunks; by default it stands aside for other requests (pacer). */
  betweenChunks: () => Promise<void> = pacer(),
): Promise<FrozenLines> {
  if (lines.count <= chunkLines) {
    const inline = lines.slice(0, lines.count);
    assertPoishaAmounts(inline.map((line) => line.transfer));
    return { inline };
  }
  const posting: PostingRow = {
    id: newId(),
    event: event.event,
    event_id: event.eventId,
    project_id: event.projectId,
    actor_id: event.actorId,
    status: 'posting',
    lines_total: lines.count,
    lines_posted: 0,
    chunks_total: Math.ceil(lines.count / chunkLines),
    chunks_posted: 0,
    failure: null,
    created_at: nowIso(),
    posted_at: null,
  };
  const chunks: PostingChunkRow[] = [];
  for (let seq = 0; seq < posting.chunks_total; seq += 1) {
    await betweenChunks();
    const part = lines.slice(seq * chunkLines, Math.min(lines.count, (seq + 1) * chunkLines));
    assertPoishaAmounts(part.map((line) => line.transfer));
    const idOf = await idsOf(db, part);
    const amount = part.reduce((sum, line) => sum + line.transfer.amount, 0);
    chunks.push({ posting_id: posting.id, seq, lines: part.length, amount, clearing_net: clearingNet(part), ...encodeChunk(event, part, idOf), posted_at: null });
  }
  return { posting, chunks };
}

/** Posts frozen lines inside the event's transaction: inline ones through postTransfers, chunked ones as their posting row and chunks, for drivePosting. */
export async function postFrozen(trx: Kysely<Database>, frozen: FrozenLines): Promise<PostingRow | null> {
  if ('inline' in frozen) {
    await postTransfers(
      trx,
      frozen.inline.map((line) => line.transfer),
      frozen.inline.flatMap((line) => (line.figure ? [line.figure] : [])),
    );
    return null;
  }
  const posting = { ...frozen.posting, created_at: nowIso() };
  await trx.insertInto('postings').values(posting).execute();
  // A few chunks per statement: each is a large text value.
  for (let at = 0; at < frozen.chunks.length; at += 10)
    await trx
      .insertInto('posting_chunks')
      .values(frozen.chunks.slice(at, at + 10))
      .execute();
  return posting;
}

/** Freezes and posts a money event's lines inside the caller's transaction: either way they post through postTransfers, in order. */
export async function postInChunks(
  trx: Kysely<Database>,
  event: PostingEvent,
  lines: readonly PostingLine[],
  chunkLines: number = POSTING_CHUNK_LINES,
): Promise<PostingRow | null> {
  // Inside a transaction, standing aside would only hold its lock longer.
  return postFrozen(trx, await freezeLines(trx, event, allLines(lines), chunkLines, async () => {}));
}
