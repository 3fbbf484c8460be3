import fs from 'node:fs';
import { sqliteFile } from '../../src/server/db/connection';
import { createDataDir, removeDataDir } from './fixture';
import { createCrashSchema } from './postgres';
import { sleep } from './http';
import { shuffled } from './random';
import { WorkerPool } from './worker-pool';

/** Migrating an empty database takes about 100-200 ms after its file appears; kills land in there. */
const MIGRATION_WINDOW_MS = 150;
const FILE_TIMEOUT_MS = 60_000;

export interface FirstStarts {
  /** The pool of the last round, serving, on `dataDir`: the main phase goes on with it. */
  pool: WorkerPool;
  dataDir: string;
  /** The last round's PostgreSQL schema URL (--postgres), or null on SQLite. */
  databaseUrl: string | null;
  /** Drops the last round's schema (PostgreSQL); nothing on SQLite. */
  dropDatabase: () => Promise<void>;
  rounds: number;
  /** SIGKILLs that reached a worker still starting: opening or migrating the new database. */
  kills: number;
}

/**
 * Each round starts every worker at once on an empty DATA_DIR, so they all migrate it at the same
 * moment, and SIGKILLs a random few of them at random moments just after the database file
 * appears; all must then come up. A half-applied migration would fail every later start.
 * `onPool` learns each pool and directory, so an interrupted run can still clean up.
 */
export async function firstStartRounds(
  rounds: number,
  workers: number,
  entry: string,
  onPool: (pool: WorkerPool, dataDir: string) => void,
  postgres: string | null = null,
): Promise<FirstStarts> {
  let kills = 0;
  for (let round = 1; ; round += 1) {
    const dataDir = createDataDir();
    // On PostgreSQL each round gets an empty schema, which all workers migrate at once.
    const schema = postgres ? await createCrashSchema(postgres) : null;
    const pool = await WorkerPool.launch(workers, dataDir, entry, schema?.url ?? '');
    onPool(pool, dataDir);
    if (schema) {
      await sleep(300); // the workers load and connect; the kills below land while they migrate
    } else {
      const file = sqliteFile(dataDir);
      const waitingSince = performance.now();
      while (!fs.existsSync(file)) {
        if (performance.now() - waitingSince > FILE_TIMEOUT_MS) throw new Error(`no worker created ${file} within ${FILE_TIMEOUT_MS / 1000} s`);
        await sleep(2);
      }
    }
    const victims = shuffled(pool.slots).slice(0, 1 + Math.floor(Math.random() * workers));
    await Promise.all(
      victims.map(async (slot) => {
        await sleep(Math.random() * MIGRATION_WINDOW_MS);
        if (slot.state === 'starting' && pool.kill(slot)) kills += 1;
      }),
    );
    await pool.allReady();
    if (round === rounds) return { pool, dataDir, rounds, kills, databaseUrl: schema?.url ?? null, dropDatabase: schema?.drop ?? (async () => {}) };
    await pool.stop();
    await schema?.drop();
    removeDataDir(dataDir);
  }
}
