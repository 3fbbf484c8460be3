import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

const PROBE = sql`select ${1}`;

/**
 * Which database a handle talks to: the app's, a transaction's or a connection's, so functions take
 * one handle and no `kind` beside it. Read from the SQL its dialect writes: PostgreSQL numbers its
 * parameters ($1), SQLite does not (?).
 */
export function dialectOf(db: Kysely<Database>): DatabaseKind {
  return PROBE.compile(db).sql.includes('$1') ? 'postgres' : 'sqlite';
}
