import type { Kysely } from 'kysely';
import { poishaToBdt } from '../../../shared/money';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { recordAudit, type RequestOrigin } from '../../services/audit';
import { companyAccount, wallet } from '../ledger/account-keys';
import { noticeWithdrawalStep } from './withdrawal-notice';
import { decideOnce } from '../decide-once';
import { postTransfer } from '../ledger/post-transfers';
import { isUniqueViolation } from '../../db/repositories/users';
import { paymentReferenceKey } from '../../services/payment-reference-key';
import { checkPayout, duplicatePayoutReference } from './payout-checks';
import { withdrawalNotFound, withdrawalNotPending } from './refusals';

export interface WithdrawalDecision {
  withdrawalId: string;
  status: 'paid' | 'rejected' | 'cancelled';
  /** The payment's bank reference or TrxID (paid). */
  reference: string | null;
  /** Paid during the safety hold: the admin confirmed the payout with the investor by phone. */
  phoneConfirmed?: boolean;
  adminRemarks: string | null;
  /** The reason in Bengali; absent or null when the admin wrote only English. */
  adminRemarksBn?: string | null;
  actorId: string;
  /** Set for a cancel: only this investor's own withdrawal; another's is not found (SECURITY.md 7). */
  ownerId?: string;
  origin: RequestOrigin | null;
}

/**
 * Ends a pending withdrawal exactly once. The status change is conditional on `status = 'pending'`,
 * so of two concurrent decisions (two admins, or a pay and the investor's cancel, in any processes)
 * one changes the row and the other gets 409; the winner's transfer commits with the row:
 * paid = withdrawal_hold → bank; rejected or cancelled = withdrawal_hold → the investor's wallet.
 */
export async function decideWithdrawal(db: Kysely<Database>, decision: WithdrawalDecision): Promise<void> {
  try {
    await decideInTransaction(db, decision);
  } catch (error) {
    // Two payouts with one reference at the same moment: the (method, reference_key) index let one in.
    if (isUniqueViolation(error) && String((error as Error).message).includes('reference_key')) throw duplicatePayoutReference();
    throw error;
  }
}

async function decideInTransaction(db: Kysely<Database>, decision: WithdrawalDecision): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const now = nowIso();
    const paid = decision.status === 'paid';
    const { holdOverridden } = paid
      ? await checkPayout(trx, { withdrawalId: decision.withdrawalId, reference: decision.reference, phoneConfirmed: decision.phoneConfirmed === true, now })
      : { holdOverridden: false };
    const outcome = await decideOnce(
      trx,
      'withdrawals',
      decision.withdrawalId,
      {
        status: decision.status,
        reference: decision.reference,
        reference_key: paid ? paymentReferenceKey(decision.reference) : null,
        admin_remarks: decision.adminRemarks,
        admin_remarks_bn: decision.adminRemarksBn ?? null,
        decided_by: decision.actorId,
        decided_at: now,
        updated_at: now,
      },
      decision.ownerId,
    );
    if (!outcome.decided) throw outcome.status === null ? withdrawalNotFound() : withdrawalNotPending(outcome.status);
    const amount = outcome.amount;
    await postTransfer(trx, {
      debit: companyAccount('withdrawal_hold'),
      credit: decision.status === 'paid' ? companyAccount('bank') : wallet(outcome.userId),
      amount,
      kind: decision.status === 'paid' ? 'withdrawal_paid' : 'withdrawal_returned',
      actorId: decision.actorId,
      userId: outcome.userId,
      withdrawalId: decision.withdrawalId,
    });
    // Admin decisions are audited with the change; the investor's own cancel is their own business.
    if (decision.status !== 'cancelled') {
      await recordAudit(trx, decision.origin, {
        actorId: decision.actorId,
        action: decision.status === 'paid' ? 'withdrawal_paid' : 'withdrawal_rejected',
        targetType: 'withdrawal',
        targetId: decision.withdrawalId,
        before: { status: 'pending' },
        after: {
          status: decision.status,
          reference: decision.reference,
          adminRemarks: decision.adminRemarks,
          adminRemarksBn: decision.adminRemarksBn ?? null,
          amount: poishaToBdt(amount),
          userId: outcome.userId,
          // Paid before its safety hold ended: on record that the admin confirmed it by phone.
          ...(holdOverridden ? { phoneConfirmed: true } : {}),
        },
      });
    }
    await noticeWithdrawalStep(trx, decision.withdrawalId, decision.status);
  });
}
