import type { Kysely } from 'kysely';
import type { MessageStatus, OutboxMessageDto } from '../../shared/outbox-types';
import { nowIso } from '../db/ids';
import { newestFirst, pageOf, type KeysetCursor } from '../db/keyset-cursor';
import type { Database, OutboxRow } from '../db/schema';
import { outboxWritten } from './outbox';
import { afterCommit } from '../db/transaction';

/** A secret message keeps '{}' once given up (outbox-claims.ts): nothing is left to send again. */
const wiped = (row: Pick<OutboxRow, 'secret' | 'payload'>) => row.secret === 1 && row.payload === '{}';

export function toMessageDto(row: OutboxRow): OutboxMessageDto {
  return {
    _id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    retryable: row.status === 'failed' && !wiped(row),
  };
}

/** Messages of one status, newest first, a keyset page at a time (index outbox_status_created). */
export async function listMessages(db: Kysely<Database>, { status, ...position }: { status: MessageStatus; limit: number; after: KeysetCursor | null }) {
  const query = db.selectFrom('outbox').selectAll().where('status', '=', status);
  return pageOf(await newestFirst(query, position).execute(), position.limit);
}

export type RetryOutcome = { status: 'retried'; row: OutboxRow } | { status: 'missing' } | { status: 'not-failed' } | { status: 'wiped' };

/**
 * Puts a given-up message back in the queue with a fresh count of tries, in the caller's
 * transaction; the worker sends it after the commit. Only a failed message that still has its text.
 */
export async function retryMessage(trx: Kysely<Database>, id: string): Promise<RetryOutcome> {
  const row = await trx.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return { status: 'missing' };
  if (row.status !== 'failed') return { status: 'not-failed' };
  if (wiped(row)) return { status: 'wiped' };
  const retried = await trx
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: nowIso(), locked_by: null, locked_until: null })
    .where('id', '=', id)
    // Two admins pressing retry at once put it back once.
    .where('status', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
  if (!retried) return { status: 'not-failed' };
  afterCommit(trx, () => outboxWritten.emit('written'));
  return { status: 'retried', row: retried };
}
