import SqliteDatabase from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

/** How often the thread checkpoints unasked, so ordinary writes never grow the WAL for long. */
const EVERY_MS = 1000;

/**
 * The WAL checkpoint thread (wal-checkpoints.ts): its own connection to the database file copies
 * committed pages from the WAL into the database, when asked and every second. PASSIVE never waits
 * on readers or the writer, so it never holds up a request.
 */
const { file } = workerData as { file: string };
const database = new SqliteDatabase(file);
database.pragma('synchronous = FULL');

const checkpoint = () => database.pragma('wal_checkpoint(PASSIVE)');

setInterval(checkpoint, EVERY_MS);
parentPort!.on('message', (id: number) => {
  checkpoint();
  parentPort!.postMessage(id);
});
