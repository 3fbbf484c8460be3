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
