import { sql, type Kysely } from 'kysely';
import { isPostgres } from './append-only';

/**
 * Every transfer rewrites two account rows. On PostgreSQL, free room on each page of `accounts`
 * lets the new row version stay on its page without a new entry in each of the table's four
 * indexes (a HOT update), which makes a distribution's wallet and holding writes about half as dear.
 * It applies to pages written from now on; SQLite rewrites rows in place and has no such setting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`alter table accounts set (fillfactor = 70)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`alter table accounts reset (fillfactor)`.execute(db);
}
