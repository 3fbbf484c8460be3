import type { Kysely } from 'kysely';
import { poishaToBdt } from '../../../shared/money';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { HttpError } from '../../http-error';
import { recordAudit, type RequestOrigin } from '../../services/audit';
import { notify } from '../../notifications/notify';
import { companyAccount, wallet } from '../ledger/account-keys';
import { balanceOf } from '../ledger/accounts';
import { decideOnce } from '../decide-once';
import { postTransfer } from '../ledger/post-transfers';

export interface DepositDecision {
  depositId: string;
  status: 'approved' | 'rejected';
  adminRemarks: string | null;
  /** The reason in Bengali; absent or null when the admin wrote only English. */
  adminRemarksBn?: string | null;
  actorId: string;
  /** Where the admin's request came from, for the audit event written with the decision. */
  origin: RequestOrigin | null;
}

/**
 * Decides a pending deposit exactly once (SECURITY.md 10). The status change is conditional on
 * `status = 'pending'`, so of two concurrent decisions only one changes a row; the other sees 0
 * rows and gets 409. Approval posts the bank → wallet transfer in the same transaction, and the
 * unique index on a deposit's transfer makes a second credit impossible even so.
 * Returns the deposit's owner and amount (poisha) for the audit log.
 */
export async function reviewDeposit(db: Kysely<Database>, decision: DepositDecision): Promise<{ userId: string; amount: number }> {
  return writeTransaction(db, async (trx) => {
    const now = nowIso();
    const outcome = await decideOnce(trx, 'deposits', decision.depositId, {
      status: decision.status,
      reviewed_by: decision.actorId,
      reviewed_at: now,
      admin_remarks: decision.adminRemarks,
      admin_remarks_bn: decision.adminRemarksBn ?? null,
      updated_at: now,
    });
    if (!outcome.decided) {
      if (outcome.status === null) throw new HttpError(404, 'Deposit not found.', 'DEPOSIT_NOT_FOUND');
      throw new HttpError(409, 'This deposit has already been reviewed.', 'DEPOSIT_ALREADY_REVIEWED');
    }
    const amount = outcome.amount;
    if (decision.status === 'approved') {
      // MONEY.md: bank → the investor's wallet; available to invest, not yet invested.
      await postTransfer(trx, {
        debit: companyAccount('bank'),
        credit: wallet(outcome.userId),
        amount,
        kind: 'deposit',
        actorId: decision.actorId,
        userId: outcome.userId,
        depositId: decision.depositId,
      });
    }
    // Only a decision that changed the row gets here: a refused second review (409) records nothing.
    await recordAudit(trx, decision.origin, {
      actorId: decision.actorId,
      action: decision.status === 'approved' ? 'deposit_approved' : 'deposit_rejected',
      targetType: 'deposit',
      targetId: decision.depositId,
      before: { status: 'pending' },
      after: {
        status: decision.status,
        adminRemarks: decision.adminRemarks,
        adminRemarksBn: decision.adminRemarksBn ?? null,
        amount: poishaToBdt(amount),
        userId: outcome.userId,
      },
    });
    // The investor hears of it in their language: the new balance, or the reason.
    const figures = {
      depositId: decision.depositId,
      status: decision.status,
      amount,
      availableBalance: await balanceOf(trx, wallet(outcome.userId)),
      remarks: decision.adminRemarks,
      remarksBn: decision.adminRemarksBn ?? null,
    };
    await notify(trx, { userId: outcome.userId, kind: 'deposit_decision', figures, dedupeKey: `deposit-decision:${decision.depositId}`, link: '/profile', mail: true });
    return { userId: outcome.userId, amount };
  });
}
