import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from './connection';
import type { Database } from './schema';

/**
 * Runs `work` in one write transaction. On SQLite it is BEGIN IMMEDIATE: the write lock is taken
 * up front, so a second process waits (busy_timeout) instead of failing on a lock upgrade.
 */
export async function writeTransaction<T>(db: Kysely<Database>, kind: DatabaseKind, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (kind === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

/** PostgreSQL's deadlock_detected: it aborted this transaction so that another could go on. */
const DEADLOCK = '40P01';
const DEADLOCK_TRIES = 3;

/**
 * Runs a whole write transaction again when PostgreSQL picked it as a deadlock's victim. A reversal
 * posts its mirror transfers one by one over wallets, the project's income and the bank, and the
 * crash run met it deadlocking with other money moving on the same accounts; the aborted attempt
 * wrote nothing, so trying again is safe. `run` must do its work in the transaction it opens.
 */
export async function retryOnDeadlock<T>(kind: DatabaseKind, run: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await run();
    } catch (error) {
      if (kind !== 'postgres' || tries >= DEADLOCK_TRIES || (error as { code?: string } | null)?.code !== DEADLOCK) throw error;
    }
  }
}
