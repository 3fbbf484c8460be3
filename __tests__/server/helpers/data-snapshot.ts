import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../../src/server/db/connection';
import type { Database } from '../../../src/server/db/schema';

export type DatabaseSnapshot = Record<string, { rows: number; hash: string }>;

/** Row count and a content hash of every application table (this test schema's only, on PostgreSQL). */
export async function snapshotDatabase(db: Kysely<Database>, kind: DatabaseKind): Promise<DatabaseSnapshot> {
  const current = kind === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  const tables = (await db.introspection.getTables())
    // timing_decoy holds no data: wrong-code answers rewrite it on purpose (issue 14, migration 005a).
    .filter((table) => !table.name.startsWith('kysely_') && table.name !== 'timing_decoy' && (current === undefined || table.schema === current))
    .map((table) => table.name)
    .sort();
  const snapshot: DatabaseSnapshot = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    // A session's last use moves with every minute of use (issue 14); it is bookkeeping, not data a request changes.
    const kept = table === 'sessions' ? rows.map(({ last_used_at: _lastUse, ...row }) => row) : rows;
    const lines = kept.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).sort();
    snapshot[table] = { rows: rows.length, hash: createHash('sha256').update(lines.join('\n')).digest('hex') };
  }
  return snapshot;
}

/** Every file under `dir`, relative to it (none when it does not exist). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
