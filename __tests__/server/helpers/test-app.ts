import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { createDatabase, migrateToLatest, type DatabaseHandle, type DatabaseKind } from '../../../src/server/db/connection';
import { migrations } from '../../../src/server/db/migrations';
import { checkResponsesOfEveryApp, takeMismatches } from './response-check';
import { registerTestConfig } from './two-factor';

checkResponsesOfEveryApp();

const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** Names the skipped PostgreSQL run in the test report instead of dropping it silently. */
export function notePostgresSkip(): void {
  if (!POSTGRES_URL) test.skip('PostgreSQL run skipped: set TEST_DATABASE_URL=postgres://... to run this suite on PostgreSQL too', () => {});
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
}

/** Each PostgreSQL test app gets a schema of its own, so parallel test files never meet. */
export async function createSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`create schema ${schema}`);
  const url = new URL(POSTGRES_URL as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => adminQuery(`drop schema ${schema} cascade`) };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
};

let template: Promise<string> | null = null;

/**
 * A database with every migration applied, made once for the whole run and named by the migrations'
 * list (a new migration makes a new one): copying it takes a fifth of the time that migrating a fresh
 * schema does, and a PostgreSQL test app is made for almost every test.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `halal_test_template_${createHash('sha256').update(Object.keys(migrations).join(',')).digest('hex').slice(0, 12)}`;
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      // One jest worker makes it; the others wait for it here.
      await client.query('select pg_advisory_lock(7300432)');
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = `${name}_building_${process.pid}`;
        await client.query(`create database ${building}`);
        const database = createDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl(building), DATA_DIR: os.tmpdir() }));
        await migrateToLatest(database.db);
        await database.db.destroy();
        // Renamed only once complete, so a run killed halfway never leaves a half-migrated template.
        await client.query(`alter database ${building} rename to ${name}`);
      }
      await client.query('select pg_advisory_unlock(7300432)');
    } finally {
      await client.end();
    }
    return name;
  })();
  return template;
}

/** Each PostgreSQL test app gets a database of its own, copied from the migrated template. */
async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = await migratedTemplate();
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`create database ${name} template ${source}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`drop database ${name} with (force)`) };
}

export async function createTestContext(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-invest-test-'));
  const schema = kind === 'postgres' ? await createTestDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    ...env,
  });
  const database = createDatabase(config);
  registerTestConfig(database.db, config);
  await migrateToLatest(database.db);
  const app = await buildApp(config, database);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.db.destroy();
      await schema?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const mismatches = takeMismatches();
      if (mismatches.length > 0) throw new Error(`Answers that do not match their declared response schemas (issue 19):\n${mismatches.join('\n')}`);
    },
  };
}
