import type { Kysely } from 'kysely';
import { bdtToPoisha } from '../../../shared/money';
import type { CreateWithdrawalBody } from '../../../shared/schemas/withdrawals';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { oncePerKey } from '../idempotency';
import { companyAccount, wallet } from '../ledger/account-keys';
import { noticeWithdrawalStep } from './withdrawal-notice';
import { insufficientBalance } from '../invest/invest-refusals';
import { postTransfer } from '../ledger/post-transfers';
import { payoutKey } from './payout-key';
import { idempotencyKeyReused } from './refusals';
import { findWithdrawalByKey, type WithdrawalWithUser } from '../../db/repositories/withdrawals';
import { holdColumns, safetyHold } from './safety-hold';

export interface WithdrawalRequest {
  userId: string;
  amount: number;
  method: CreateWithdrawalBody['method'];
  account: CreateWithdrawalBody['account'];
  idempotencyKey: string;
}

/** Keys are the user's own: another user's key never finds (or blocks) this user's withdrawal. */
const scopedKey = (userId: string, key: string) => `withdrawal:${userId}:${key}`;

/** Whether the user already made a withdrawal with this key: a retry, which moves no money again. */
export async function withdrawalKeyUsed(db: Kysely<Database>, userId: string, idempotencyKey: string): Promise<boolean> {
  return (await findWithdrawalByKey(db, scopedKey(userId, idempotencyKey))) !== undefined;
}

/** Only the fields of the chosen method, in a fixed order: what is stored and what a retry is compared with. */
export function accountText(method: WithdrawalRequest['method'], account: WithdrawalRequest['account']): string {
  if (method !== 'bank') return JSON.stringify({ number: account.number });
  const { bankName, branch, accountName, accountNumber, routingNumber } = account;
  return JSON.stringify({ bankName, branch, accountName, accountNumber, routingNumber });
}

/** The first withdrawal made with the key; a key reused for another amount or account is refused. */
function replay(first: WithdrawalWithUser, amount: number, method: string, account: string): WithdrawalWithUser {
  if (Number(first.amount) !== amount || first.method !== method || first.account !== account) throw idempotencyKeyReused();
  return first;
}

/**
 * Holds the amount at once (MONEY.md: investor_wallet → withdrawal_hold) in the transaction that
 * writes the withdrawal row. The wallet is debited by postTransfer's conditional update, so of many
 * concurrent requests only those the balance covers commit; the rest answer 409 and write nothing.
 * A retried key answers the first withdrawal, also when the retry raced it from another process.
 * The safety hold is decided and stored in the same transaction, so no request escapes it.
 */
export async function requestWithdrawal(db: Kysely<Database>, request: WithdrawalRequest): Promise<{ withdrawal: WithdrawalWithUser; created: boolean }> {
  const key = scopedKey(request.userId, request.idempotencyKey);
  const amount = bdtToPoisha(request.amount);
  const account = accountText(request.method, request.account);
  return oncePerKey<WithdrawalWithUser, undefined, { withdrawal: WithdrawalWithUser; created: boolean }>(db, {
    earlier: (handle) => findWithdrawalByKey(handle, key),
    replay: (first) => ({ withdrawal: replay(first, amount, request.method, account), created: false }),
    // No row to hold: the unique index on the key lets one of two racing requests in.
    lock: async () => undefined,
    work: async (trx) => {
      const id = newId();
      const now = nowIso();
      const payout = payoutKey(request.method, request.account);
      const hold = await safetyHold(trx, request.userId, payout, now);
      await trx
        .insertInto('withdrawals')
        .values({
          id,
          user_id: request.userId,
          amount,
          method: request.method,
          account,
          payout_key: payout,
          ...holdColumns(hold),
          status: 'pending',
          idempotency_key: key,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await postTransfer(trx, {
        debit: wallet(request.userId),
        credit: companyAccount('withdrawal_hold'),
        amount,
        kind: 'withdrawal_requested',
        actorId: request.userId,
        userId: request.userId,
        withdrawalId: id,
        insufficient: (available) => insufficientBalance(amount - available),
      });
      await noticeWithdrawalStep(trx, id, 'requested');
      const withdrawal = await findWithdrawalByKey(trx, key);
      if (!withdrawal) throw new Error(`Withdrawal ${id} vanished after insert`);
      return { withdrawal, created: true };
    },
  });
}
