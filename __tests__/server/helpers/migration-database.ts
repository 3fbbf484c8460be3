import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle, type DatabaseKind } from '../../../src/server/db/connection';
import { migrations } from '../../../src/server/db/migrations';
import { createSchema } from './test-app';

/**
 * A fresh, unmigrated database per test for the migration tests: a schema of its own on PostgreSQL,
 * a temporary directory on SQLite. Call inside a describe; read the handle inside tests.
 */
export function useMigrationDatabase(kind: DatabaseKind, prefix: string): () => DatabaseHandle {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    if (kind === 'postgres') {
      const schema = await createSchema();
      handle = createDatabase({ databaseUrl: schema.url, dataDir: '' });
      cleanup = schema.drop;
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `halal-${prefix}-`));
      handle = createDatabase({ databaseUrl: null, dataDir });
      cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
  afterEach(async () => {
    await handle.db.destroy();
    await cleanup();
  });
  return () => handle;
}

/**
 * A migrator to step to a named migration. Pinned to this schema on PostgreSQL, as migrateToLatest
 * does: unpinned, Kysely finds another schema's lock table (a test file running beside this one),
 * skips creating its own and fails. Like migrateToLatest it tries again when the step failed before
 * any migration ran: Kysely's table listing fails when a parallel test drops its schema meanwhile
 * ("schema … does not exist", met in CI).
 */
export async function stepMigrator(db: Kysely<any>, kind: DatabaseKind): Promise<Pick<Migrator, 'migrateTo'>> {
  const schema = kind === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  return {
    migrateTo: async (target) => {
      let outcome = await migrator.migrateTo(target);
      for (let tries = 1; tries < 3 && outcome.error && !outcome.results?.length; tries += 1) outcome = await migrator.migrateTo(target);
      return outcome;
    },
  };
}
