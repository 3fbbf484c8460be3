import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database, TransferKind, TransferRow } from '../../db/schema';
import { BALANCE_LIMITED, type AccountSpec } from './account-keys';
import { accountIdFor, balanceOf } from './accounts';

export interface TransferInput {
  debit: AccountSpec;
  credit: AccountSpec;
  /** poisha, > 0 */
  amount: number;
  kind: TransferKind;
  /** null for the demo seed, which no person performed */
  actorId: string | null;
  /** The investor concerned: the transfer appears in their transactions list. */
  userId?: string | null;
  projectId?: string | null;
  depositId?: string | null;
  expenseId?: string | null;
  /** The distribution (or its reversal) the transfer carries money of (issue 16). */
  distributionId?: string | null;
  /** The withdrawal whose amount the transfer holds, pays or returns (issue 17). */
  withdrawalId?: string | null;
  /** Set on a 'distribution_reversal': the transfer it mirrors. */
  reversesTransferId?: string | null;
  idempotencyKey?: string | null;
  /** The caller's answer when a balance-limited debit account holds less than the amount (available in poisha). */
  insufficient?: (available: number) => Error;
}

export class InsufficientBalanceError extends Error {
  constructor(readonly available: number) {
    super('Insufficient balance.');
  }
}

/**
 * Posts one transfer inside the caller's transaction: the immutable row and both accounts' posted
 * columns move together. A balance-limited account is debited with a conditional update, so no
 * concurrent transfer can take it below zero: 0 rows updated means the money is not there, and the
 * caller's error (409) rolls the whole transaction back.
 */
export async function postTransfer(trx: Kysely<Database>, input: TransferInput): Promise<TransferRow> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError('A transfer moves a positive whole number of poisha.');
  const debitId = await accountIdFor(trx, input.debit);
  const creditId = await accountIdFor(trx, input.credit);
  const now = nowIso();
  const limited = BALANCE_LIMITED.has(input.debit.kind);
  const debited = await trx
    .updateTable('accounts')
    .set((eb) => ({ debits_posted: eb('debits_posted', '+', input.amount), updated_at: now }))
    .where('id', '=', debitId)
    .$if(limited, (q) => q.where((eb) => eb(eb('credits_posted', '-', eb.ref('debits_posted')), '>=', input.amount)))
    .executeTakeFirst();
  if (Number(debited.numUpdatedRows) !== 1) {
    const available = await balanceOf(trx, input.debit);
    throw input.insufficient ? input.insufficient(available) : new InsufficientBalanceError(available);
  }
  await trx
    .updateTable('accounts')
    .set((eb) => ({ credits_posted: eb('credits_posted', '+', input.amount), updated_at: now }))
    .where('id', '=', creditId)
    .execute();
  const row: TransferRow = {
    id: newId(),
    debit_account_id: debitId,
    credit_account_id: creditId,
    amount: input.amount,
    kind: input.kind,
    user_id: input.userId ?? null,
    project_id: input.projectId ?? null,
    deposit_id: input.depositId ?? null,
    expense_id: input.expenseId ?? null,
    distribution_id: input.distributionId ?? null,
    withdrawal_id: input.withdrawalId ?? null,
    reverses_transfer_id: input.reversesTransferId ?? null,
    actor_id: input.actorId,
    idempotency_key: input.idempotencyKey ?? null,
    created_at: now,
  };
  await trx.insertInto('transfers').values(row).execute();
  return row;
}
