import type { Kysely } from 'kysely';
import { dialectOf } from './db/dialect';
import type { Database } from './db/schema';

/**
 * Lets the event loop serve what is waiting (other requests, their queries) before long work goes
 * on: a step of a few hundred milliseconds otherwise holds every request behind it.
 */
export const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** How long long work on SQLite stands aside between its steps. */
const SQLITE_PAUSE_MS = 25;

/**
 * Between the database steps of long work (a page of holdings, a chunk of lines). On SQLite, a
 * pause: requests queued on its one connection then finish, where after a mere yield each of their
 * next queries would wait behind the next step again. On PostgreSQL they run on their own
 * connections meanwhile, so yielding is enough.
 */
export const giveWay = (db: Kysely<Database>): Promise<void> => (dialectOf(db) === 'sqlite' ? new Promise((resolve) => setTimeout(resolve, SQLITE_PAUSE_MS)) : yieldToOthers());
