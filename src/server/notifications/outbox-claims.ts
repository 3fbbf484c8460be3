import { sql, type Kysely } from 'kysely';
import { nowIso } from '../db/ids';
import { dialectOf } from '../db/dialect';
import type { Database, OutboxRow } from '../db/schema';

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Takes up to `limit` due messages for `worker` until `leaseMs` from now. On PostgreSQL the rows are
 * locked and others' locked rows skipped, so two processes claiming at once take different
 * messages; on SQLite the write lock orders claims. A claim whose worker died lapses with its lease.
 */
export async function claimDue(db: Kysely<Database>, worker: string, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const now = nowIso();
  const due = db
    .selectFrom('outbox')
    .select('id')
    // A literal, so SQLite uses the partial index of pending rows.
    .where(sql<boolean>`status = 'pending'`)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .limit(limit);
  // A read first: an idle poll takes no write lock, which on SQLite other processes would wait for.
  if (!(await due.executeTakeFirst())) return [];
  return db
    .updateTable('outbox')
    .set((eb) => ({ locked_by: worker, locked_until: later(leaseMs), attempts: eb('attempts', '+', 1) }))
    .where(
      'id',
      'in',
      due.$if(dialectOf(db) === 'postgres', (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
}

/** What a finished message keeps: a secret one (a code) keeps no body. */
const keptPayload = (row: OutboxRow) => (row.secret === 1 ? '{}' : row.payload);

/** Marks a claimed message sent; false when its claim had lapsed and another worker holds it. */
export async function markSent(db: Kysely<Database>, row: OutboxRow, worker: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: nowIso(), locked_by: null, locked_until: null, last_error: null, payload: keptPayload(row) })
    .where('id', '=', row.id)
    .where('locked_by', '=', worker)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The pause before try n + 1: doubling from the first retry's, at most an hour. */
export function retryDelayMs(attempts: number, firstRetryMs: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Schedules a failed message's next try, or gives it up after `maxAttempts` (admins see it and may retry). */
export async function markFailedTry(
  db: Kysely<Database>,
  row: OutboxRow,
  worker: string,
  error: string,
  retry: { firstRetryMs: number; maxAttempts: number },
): Promise<'retry' | 'failed'> {
  const givenUp = row.attempts >= retry.maxAttempts;
  await db
    .updateTable('outbox')
    .set({
      status: givenUp ? 'failed' : 'pending',
      next_attempt_at: later(retryDelayMs(row.attempts, retry.firstRetryMs)),
      locked_by: null,
      locked_until: null,
      last_error: error.slice(0, 500),
      payload: givenUp ? keptPayload(row) : row.payload,
    })
    .where('id', '=', row.id)
    .where('locked_by', '=', worker)
    .execute();
  return givenUp ? 'failed' : 'retry';
}
