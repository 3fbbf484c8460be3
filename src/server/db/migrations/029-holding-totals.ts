import { sql, type Kysely } from 'kysely';
import { isPostgres } from './append-only';

/**
 * A distribution reads the sums of its project's holdings before it is weighed and again in the
 * transaction that posts it (holdingsVersion): 100,000 table rows, 130 ms on SQLite's one
 * connection, while every other request waits. This index holds those sums' columns, so SQLite
 * reads them from the index alone (7 ms). Not on PostgreSQL: there the query runs on its own
 * connection, and an index on the posted columns would cost every wallet update its HOT update.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`create index accounts_holding_totals on accounts (project_id, credits_posted, debits_posted) where kind = 'holding'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`drop index accounts_holding_totals`.execute(db);
}
