import type { Insertable, Kysely } from 'kysely';
import { dialectOf } from '../db/dialect';
import { countUserPendingDeposits, insertDeposit } from '../db/repositories/deposits';
import type { Database, DepositsTable } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { paymentReferenceKey } from './payment-reference-key';

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

/**
 * Writes a new pending deposit, with its reference's key, unless the investor already has the
 * maximum waiting. The count and the insert share one write transaction: SQLite's BEGIN IMMEDIATE
 * runs such transactions one at a time, and on PostgreSQL the investor's row is locked first, so
 * parallel requests of one investor count one after another and never pass the limit together.
 */
export async function insertPendingDeposit(db: Kysely<Database>, row: Insertable<DepositsTable> & { user_id: string }): Promise<void> {
  await writeTransaction(db, async (trx) => {
    if (dialectOf(trx) === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', row.user_id).forUpdate().execute();
    if ((await countUserPendingDeposits(trx, row.user_id)) >= PENDING_DEPOSITS_MAX) throw tooManyPendingDeposits();
    await insertDeposit(trx, { ...row, reference_key: paymentReferenceKey(row.reference) });
  });
}
