import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/repositories/users';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/transaction';

export interface OncePerKey<First, Locked, Result, Prepared = undefined> {
  /** What the key already did, read through the handle given (the app's or the transaction's); undefined when nothing. */
  earlier: (db: Kysely<Database>) => Promise<First | undefined>;
  /** The answer for what the key already did; it refuses a key sent again with another request. */
  replay: (first: First, db: Kysely<Database>) => Result | Promise<Result>;
  /**
   * Work done once the key is found unused, before the transaction (checks against other services, a
   * plan too costly to make while holding the lock); its value goes to `work`. When it refuses, what
   * the key did meanwhile answers instead, so a retry never meets its own first request as a conflict.
   */
  prepare?: () => Promise<Prepared>;
  /** Takes the event's lock inside the transaction, before the key is looked up again; its value goes to `work`. */
  lock: (trx: Kysely<Database>) => Promise<Locked>;
  /** The event itself, in the same transaction; it stores the key with what it writes, under a unique index. */
  work: (trx: Kysely<Database>, locked: Locked, prepared: Prepared) => Promise<Result>;
}

/**
 * Runs a money event once per idempotency key (MONEY.md): a retry answers what the first request did,
 * whether that committed before the retry came, while the retry waited for the lock (the key is read
 * again once the lock is held), or in the instant before the retry's own insert (the unique index
 * refuses the second, which then answers the first), from any API process.
 */
export async function oncePerKey<First, Locked, Result, Prepared = undefined>(db: Kysely<Database>, event: OncePerKey<First, Locked, Result, Prepared>): Promise<Result> {
  const before = await event.earlier(db);
  if (before !== undefined) return event.replay(before, db);
  let prepared: Prepared;
  try {
    prepared = (event.prepare ? await event.prepare() : undefined) as Prepared;
  } catch (error) {
    const first = await event.earlier(db);
    if (first !== undefined) return event.replay(first, db);
    throw error;
  }
  try {
    return await writeTransaction(db, async (trx) => {
      const locked = await event.lock(trx);
      const first = await event.earlier(trx);
      if (first !== undefined) return event.replay(first, trx);
      return event.work(trx, locked, prepared);
    });
  } catch (error) {
    const first = isUniqueViolation(error) ? await event.earlier(db) : undefined;
    if (first !== undefined) return event.replay(first, db);
    throw error;
  }
}
