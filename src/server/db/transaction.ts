import { type Kysely, sql } from 'kysely';
import { dialectOf } from './dialect';
import type { Database } from './schema';

/** PostgreSQL's deadlock_detected: it aborted this transaction so that another could go on. */
const DEADLOCK = '40P01';
const DEADLOCK_TRIES = 4;

/** What runs once each open write transaction commits, by the handle its work was given. */
const commitEffects = new WeakMap<Kysely<Database>, Array<() => void>>();

/**
 * Runs `effect` once the transaction that `trx` belongs to has committed, or at once when `trx` is
 * not a writeTransaction's; never when it rolls back. For waking whoever acts on what it wrote.
 */
export function afterCommit(trx: Kysely<Database>, effect: () => void): void {
  const effects = commitEffects.get(trx);
  if (effects) effects.push(effect);
  else effect();
}

function runEffects(effects: Array<() => void>): void {
  for (const effect of effects) effect();
}

/**
 * A pause before the next try, growing and random: tried again at once, the victim jumps ahead of
 * the transaction still waiting for it and deadlocks with it again (the test met that on every try).
 */
const deadlockPause = (tries: number) => new Promise((resolve) => setTimeout(resolve, 20 * tries + Math.random() * 40 * tries));

/**
 * Runs `work` in one write transaction. On SQLite it is BEGIN IMMEDIATE: the write lock is taken
 * up front, so a second process waits (busy_timeout) instead of failing on a lock upgrade.
 *
 * On PostgreSQL the whole transaction runs again (up to 4 tries) when it was picked as a deadlock's
 * victim. Transfers lock two accounts each, in whatever order their money moves, so any two money
 * events over the same wallets, project accounts and the bank can deadlock: the crash runs met it in
 * a distribution reversal and then in a deposit approval. The aborted attempt wrote nothing, so
 * trying again is safe; `work` must therefore do everything in `trx`: mail goes into the outbox in
 * `trx` too, and anything outside the database waits for the commit (afterCommit).
 */
export async function writeTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') {
    for (let tries = 1; ; tries += 1) {
      try {
        const effects: Array<() => void> = [];
        const result = await db.transaction().execute((trx) => {
          commitEffects.set(trx, effects);
          return work(trx);
        });
        runEffects(effects);
        return result;
      } catch (error) {
        if (tries >= DEADLOCK_TRIES || (error as { code?: string } | null)?.code !== DEADLOCK) throw error;
        await deadlockPause(tries);
      }
    }
  }
  const effects: Array<() => void> = [];
  const result = await db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    commitEffects.set(conn, effects);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
  runEffects(effects);
  return result;
}
