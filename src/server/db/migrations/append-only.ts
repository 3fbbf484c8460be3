import { sql, type Kysely } from 'kysely';

/** True when the migration runs on PostgreSQL (the adapter is the dialect's own). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * Makes `table` append-only in the database itself: UPDATE and DELETE fail whatever code runs them
 * (SECURITY.md: audit trail; MONEY.md: transfers). Corrections are new rows.
 */
export async function makeAppendOnly(db: Kysely<any>, table: string): Promise<void> {
  const message = `${table} is append-only`;
  if (isPostgres(db)) {
    await sql.raw(`create or replace function ${table}_append_only() returns trigger language plpgsql as $$ begin raise exception '${message}'; end $$`).execute(db);
    await sql.raw(`create trigger ${table}_no_change before update or delete on ${table} for each row execute function ${table}_append_only()`).execute(db);
    return;
  }
  for (const event of ['update', 'delete']) {
    await sql.raw(`create trigger ${table}_no_${event} before ${event} on ${table} begin select raise(abort, '${message}'); end`).execute(db);
  }
}

export async function dropAppendOnly(db: Kysely<any>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`drop trigger if exists ${table}_no_change on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${table}_append_only()`).execute(db);
    return;
  }
  for (const event of ['update', 'delete']) await sql.raw(`drop trigger if exists ${table}_no_${event}`).execute(db);
}
