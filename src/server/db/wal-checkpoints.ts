import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

// The build runs compiled JavaScript; tsx and jest run the TypeScript sources, whose worker loads through tsx.
const WORKER = path.join(__dirname, __filename.endsWith('.ts') ? 'wal-checkpoint-worker-from-source.cjs' : 'wal-checkpoint-worker.js');
/** SQLite's own default: checkpoint inside the commit that takes the WAL past this many pages. */
const COMMIT_CHECKPOINT_PAGES = 1000;

interface Logger {
  error(details: object, message: string): void;
}

/**
 * SQLite checkpoints the WAL inside the commit that fills it, on the event loop: every chunk of a
 * large posting paid ~45 ms for it, and every request waited. With this thread running, commits
 * never checkpoint: the thread does it on a connection of its own, every second and whenever long
 * work asks between its steps (checkpoint), while requests run. Should the thread fail, commits
 * checkpoint again as SQLite does by default.
 */
export class WalCheckpoints {
  private readonly waiting = new Map<number, () => void>();
  private asked = 0;
  private closed = false;

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly worker: Worker,
  ) {}

  static async start(db: Kysely<Database>, file: string, log: Logger): Promise<WalCheckpoints> {
    const worker = new Worker(WORKER, { workerData: { file } });
    // The thread alone never keeps a process alive; the server ends it before closing the database.
    worker.unref();
    const checkpoints = new WalCheckpoints(db, worker);
    worker.on('message', (id: number) => checkpoints.settle(id));
    worker.on('error', (error) => log.error({ err: error }, 'the WAL checkpoint thread failed; commits checkpoint again'));
    worker.on('exit', () => void checkpoints.stopped());
    await sql.raw('pragma wal_autocheckpoint = 0').execute(db);
    running.set(db, checkpoints);
    return checkpoints;
  }

  /** Resolves once the thread has checkpointed what is committed now (at once when it is gone). */
  checkpoint(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const id = (this.asked += 1);
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage(id);
    });
  }

  private settle(id: number): void {
    this.waiting.get(id)?.();
    this.waiting.delete(id);
  }

  private async stopped(): Promise<void> {
    const unexpected = !this.closed;
    this.closed = true;
    running.delete(this.db);
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
    if (unexpected)
      await sql
        .raw(`pragma wal_autocheckpoint = ${COMMIT_CHECKPOINT_PAGES}`)
        .execute(this.db)
        .catch(() => undefined);
  }

  /** Ends the thread before the database closes (closing then checkpoints what is left). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.worker.terminate();
  }
}

const running = new WeakMap<Kysely<Database>, WalCheckpoints>();

/** The checkpoint thread of this database handle, when one runs (SQLite under the server). */
export const walCheckpointsOf = (db: Kysely<Database>): WalCheckpoints | undefined => running.get(db);
