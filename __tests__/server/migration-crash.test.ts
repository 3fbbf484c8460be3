import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest, sqliteFile } from '../../src/server/db/connection';
import { migrations } from '../../src/server/db/migrations';

// SECURITY.md 12 at start-up: a process killed while migrating must not leave a half-applied
// migration that every later start repeats and fails on ("table already exists").
describe('start-up migrations on SQLite', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-migration-crash-'))));
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('a kill -9 in the middle leaves nothing half-applied: the next start migrates to the latest schema', async () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'helpers', 'migrate-then-die.ts'), dataDir], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect({ signal: child.signal, stderr: child.stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });

    const { db } = createDatabase({ databaseUrl: null, dataDir });
    try {
      await migrateToLatest(db);
      const applied = await db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(applied.map((row) => (row as { name: string }).name).sort()).toEqual(Object.keys(migrations).sort());
      // The last migration's column is there once, and the schema is usable.
      const columns = (await sql<{ name: string }>`pragma table_info(users)`.execute(db)).rows.map((row) => row.name);
      expect(columns.filter((name) => name === 'search_text')).toHaveLength(1);
      expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows).toEqual([{ integrity_check: 'ok' }]);
    } finally {
      await db.destroy();
    }
  }, 90_000);

  test('with nothing to migrate, a start does not wait for another process holding the write lock', async () => {
    const first = createDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(first.db);
    await first.db.destroy();
    // Another process in a long write transaction (a bulk import, an upgrade's migration).
    const other = new SqliteDatabase(sqliteFile(dataDir));
    other.exec('begin immediate');
    const { db } = createDatabase({ databaseUrl: null, dataDir });
    try {
      // Short, so a start that did wait would fail fast with SQLITE_BUSY instead of after 5 s.
      await sql`pragma busy_timeout = 100`.execute(db);
      await expect(migrateToLatest(db)).resolves.toBeUndefined();
    } finally {
      other.exec('rollback');
      other.close();
      await db.destroy();
    }
  });
});
