import type { Insertable, Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect';
import { countUserPendingDeposits, findDepositByIdempotencyKey, insertDeposit, type DepositWithUser } from '../../db/repositories/deposits';
import type { Database, DepositsTable } from '../../db/schema';
import { HttpError } from '../../http-error';
import { notify } from '../../notifications/notify';
import { paymentReferenceKey } from '../../services/payment-reference-key';
import { oncePerKey } from '../idempotency';

/**
 * How many deposits one investor may have waiting for review: enough for any honest use (each is a
 * separate transfer), few enough that one account cannot bury the admins' queue in unchecked claims.
 */
export const PENDING_DEPOSITS_MAX = 10;

export const tooManyPendingDeposits = () =>
  new HttpError(
    409,
    `You already have ${PENDING_DEPOSITS_MAX} deposits waiting for review. Please wait until some are approved or rejected before adding another.`,
    'TOO_MANY_PENDING_DEPOSITS',
  );

const keyReused = () => new HttpError(409, 'This Idempotency-Key was already used for a different deposit.', 'IDEMPOTENCY_KEY_REUSED');

/** What the investor claims, as the request says it. */
export interface DepositClaim {
  userId: string;
  /** poisha */
  amount: number;
  screenshotKey: string | null;
  /** The Idempotency-Key header; without one, every submission is a new deposit. */
  idempotencyKey: string | null;
}

export type NewDeposit = Insertable<DepositsTable> & { id: string; reference: string | null };

/** The first deposit made with the key, or the id of the one written now. */
export type Submitted = { replayed: DepositWithUser } | { written: string };

/**
 * Submits a deposit claim once per key (MONEY.md): a retry answers the first deposit, and a key
 * sent again with another amount or screenshot is refused. `prepare` runs only for a key not used
 * yet, and makes the row (payment account, reference, screenshot checks); when it refuses, a first
 * deposit committed meanwhile with the same key answers instead (oncePerKey), so a retry never meets
 * its own reference as a duplicate. The pending count and the insert share one write transaction, with
 * the investor's row locked on PostgreSQL, so parallel claims never pass the limit together.
 */
export async function submitDeposit(db: Kysely<Database>, claim: DepositClaim, prepare: () => Promise<NewDeposit>): Promise<Submitted> {
  const { idempotencyKey: key, userId } = claim;
  const earlier = (handle: Kysely<Database>) => (key ? findDepositByIdempotencyKey(handle, userId, key) : Promise.resolve(undefined));
  const replay = (first: DepositWithUser): Submitted => {
    if (Number(first.amount) !== claim.amount || first.screenshot_key !== claim.screenshotKey) throw keyReused();
    return { replayed: first };
  };
  return oncePerKey<DepositWithUser, void, Submitted, NewDeposit>(db, {
    earlier,
    replay,
    prepare,
    lock: async (trx) => {
      // SQLite's BEGIN IMMEDIATE already runs such transactions one at a time.
      if (dialectOf(trx) === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },
    work: async (trx, _locked, row) => {
      if ((await countUserPendingDeposits(trx, userId)) >= PENDING_DEPOSITS_MAX) throw tooManyPendingDeposits();
      await insertDeposit(trx, { ...row, user_id: userId, idempotency_key: key, reference_key: paymentReferenceKey(row.reference) });
      const figures = { depositId: row.id, amount: claim.amount };
      await notify(trx, { userId, kind: 'deposit_received', figures, dedupeKey: `deposit-received:${row.id}`, link: '/profile', mail: false });
      return { written: row.id };
    },
  });
}
