import { sql, type Kysely } from 'kysely';
import { isPostgres } from './append-only';

/**
 * A chunk's frozen lines are written once, with the event, and read once, when the chunk posts. On
 * PostgreSQL their 200 KB values were compressed on the way in (pglz): 380 ms of the transaction
 * that answers a distribution to 100,000 holders, 140 ms stored as they are. SQLite never compresses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`alter table posting_chunks alter column transfers set storage external, alter column figures set storage external`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`alter table posting_chunks alter column transfers set storage extended, alter column figures set storage extended`.execute(db);
}
