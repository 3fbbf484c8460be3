import type { Kysely } from 'kysely';
import { dialectOf } from './db/dialect';
import type { Database } from './db/schema';
import { walCheckpointsOf } from './db/wal-checkpoints';

/**
 * Long work on the event loop (weighing and freezing 100,000 lines) stands aside this long between
 * its steps: a request in flight runs a few queries one after another, and after a mere yield each
 * of them would wait behind the next step again.
 */
const PAUSE_MS = 25;
/** Work done in a loop of small steps before the loop stands aside. */
const STEPS_BUDGET_MS = 20;

export const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

/**
 * Between the database steps of long work (a page of holdings, a chunk of lines). On SQLite every
 * query of every request goes through one connection, so the work pauses, and for as long as the
 * checkpoint thread takes to move the step's writes out of the WAL, which the next step's commit
 * would otherwise do on the event loop. On PostgreSQL requests run on their own connections
 * meanwhile, and yielding is enough.
 */
export async function giveWay(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres') return yieldToOthers();
  await Promise.all([pause(), walCheckpointsOf(db)?.checkpoint()]);
}

/** For a loop of small CPU steps: each call pauses once the steps since the last pause have taken STEPS_BUDGET_MS. */
export function pacer(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < STEPS_BUDGET_MS) return;
    await pause();
    since = performance.now();
  };
}
