import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type DatabaseConnection } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';
import { writeTransaction } from './transaction';

import { dialectOf, type DatabaseKind } from './dialect';

export type { DatabaseKind };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
}

const INT8_OID = 20;

/** The SQLite database's file in the data directory. */
export const sqliteFile = (dataDir: string): string => path.join(dataDir, 'halal-invest.sqlite');

export function createDatabase({ databaseUrl, dataDir }: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    // Kysely asks for the pool on first use: the pg driver is loaded only for PostgreSQL (PERFORMANCE.md 6).
    const pool = async () => {
      const { default: pg } = await import('pg');
      // Poisha sums stay far below 2^53, so bigint columns can be read as plain numbers.
      const types = {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (value: string) => Number(value) : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof pg.types.getTypeParser,
      };
      return new pg.Pool({ connectionString: databaseUrl, types, max: 10 });
    };
    // No JIT: it compiles a query for a few hundred milliseconds whenever the planner's estimate is
    // large (a distribution's page of 2,500 holdings looked up one by one), and never pays back on
    // queries that run in milliseconds.
    const onCreateConnection = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('set jit = off'));
    };
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool, onCreateConnection }) }), kind: 'postgres' };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(sqliteFile(dataDir));
  // WAL for concurrent readers, FULL sync so an acknowledged write survives a crash, and a
  // busy timeout so a second process waits for the write lock instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // A 32 MiB page cache (the default is 2 MiB): the largest write, a posting's 100,000 frozen lines
  // (20 MB), fits without spilling pages mid-transaction, and lookups of the accounts mostly hit.
  // Larger bought nothing measurable (a chunk of 1,000 lines took as long) and only held memory the
  // operating system's file cache holds anyway. Pages are allocated as used, so a small database stays small.
  sqlite.pragma('cache_size = -32768');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), kind: 'sqlite' };
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Kysely runs SQLite migrations statement by statement outside any transaction (its SQLite adapter
  // claims no transactional DDL), so a process killed mid-migration left tables the next start tried
  // to create again and failed on, at every start. SQLite does have transactional DDL: all pending
  // migrations run in one immediate transaction, all or nothing, and a second process starting at
  // the same moment waits for the write lock (busy_timeout), then finds nothing left to do. With
  // nothing pending (every restart) no lock is taken, so a start never waits on another's writes.
  if (dialectOf(db) === 'sqlite') {
    const pending = (await migratorFor(db, undefined).getMigrations()).some((migration) => !migration.executedAt);
    return pending ? writeTransaction(db, (trx) => runMigrations(trx, undefined)) : undefined;
  }
  // Unless told the schema, Kysely looks for its migration tables in every schema of the database;
  // with several schemas (parallel test runs, a shared server) it finds another schema's tables,
  // skips creating its own and fails. So on PostgreSQL it is pinned to the connection's schema.
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
  return runMigrations(db, schema);
}

function migratorFor(db: Kysely<Database>, migrationTableSchema: string | undefined): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

/**
 * Kysely's migrator first lists the tables of every schema in the database (its PostgreSQL
 * introspector resolves each schema and table by name), and PostgreSQL fails that listing when
 * another schema is dropped meanwhile: "schema … does not exist" (3F000), "relation ….deposits does
 * not exist" (42P01). Parallel test files, the crash run's workers and a shared database all met it.
 * A failure before any migration ran has changed nothing, so it is tried again.
 */
const MIGRATION_TRIES = 3;

async function runMigrations(db: Kysely<Database>, migrationTableSchema: string | undefined): Promise<void> {
  let outcome = await migratorFor(db, migrationTableSchema).migrateToLatest();
  for (let tries = 1; tries < MIGRATION_TRIES && outcome.error && !outcome.results?.length; tries += 1) {
    outcome = await migratorFor(db, migrationTableSchema).migrateToLatest();
  }
  const { error, results } = outcome;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a non-Error failure is shown as it is; some text beats none
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
