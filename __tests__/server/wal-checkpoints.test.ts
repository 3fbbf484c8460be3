import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest, sqliteFile, type DatabaseHandle } from '../../src/server/db/connection';
import { WalCheckpoints, walCheckpointsOf } from '../../src/server/db/wal-checkpoints';
import { giveWay } from '../../src/server/yield-to-others';

/** Writes about 6 MB (1,500 pages, past SQLite's own checkpoint mark of 1,000) in one commit. */
const writeMegabytes = (handle: DatabaseHandle) =>
  sql`insert into filler (bytes) select randomblob(4000) from (with recursive n(i) as (select 1 union all select i + 1 from n where i < 1500) select i from n)`.execute(handle.db);

const autocheckpoint = async (handle: DatabaseHandle) => (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db)).rows[0]?.wal_autocheckpoint;

describe('the WAL checkpoint thread (SQLite)', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let checkpoints: WalCheckpoints | null = null;
  // In WAL mode committed pages reach the database file only when a checkpoint copies them there.
  const fileSize = () => fs.statSync(sqliteFile(dataDir)).size;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-wal-'));
    handle = createDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(handle.db);
    await sql`create table filler (bytes blob)`.execute(handle.db);
  });

  afterEach(async () => {
    await checkpoints?.close();
    checkpoints = null;
    await handle.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('commits no longer checkpoint; asking the thread moves what is committed into the database file', async () => {
    checkpoints = await WalCheckpoints.start(handle.db, sqliteFile(dataDir), console);
    expect(await autocheckpoint(handle)).toBe(0);
    const before = fileSize();
    await writeMegabytes(handle);
    expect(fileSize()).toBe(before);
    await checkpoints.checkpoint();
    expect(fileSize()).toBeGreaterThan(before + 5_000_000);
  });

  it('without the thread, the commit itself checkpoints (the cost the thread takes off the event loop)', async () => {
    const before = fileSize();
    await writeMegabytes(handle);
    expect(fileSize()).toBeGreaterThan(before + 5_000_000);
  });

  it('long work giving way between its steps waits for the checkpoint', async () => {
    checkpoints = await WalCheckpoints.start(handle.db, sqliteFile(dataDir), console);
    const before = fileSize();
    await writeMegabytes(handle);
    await giveWay(handle.db);
    expect(fileSize()).toBeGreaterThan(before + 5_000_000);
  });

  it('when the thread fails, commits checkpoint again and asking answers at once', async () => {
    checkpoints = await WalCheckpoints.start(handle.db, sqliteFile(dataDir), console);
    expect(walCheckpointsOf(handle.db)).toBe(checkpoints);
    await checkpoints['worker'].terminate();
    // The thread's exit is heard on a later turn of the event loop.
    for (let turns = 0; turns < 100 && (await autocheckpoint(handle)) !== 1000; turns += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(autocheckpoint(handle)).resolves.toBe(1000);
    expect(walCheckpointsOf(handle.db)).toBeUndefined();
    await expect(checkpoints.checkpoint()).resolves.toBeUndefined();
    const before = fileSize();
    await writeMegabytes(handle);
    expect(fileSize()).toBeGreaterThan(before + 5_000_000);
  });
});
