import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { paymentReferenceKey } from '../../services/payment-reference-key';

export const duplicatePayoutReference = () =>
  new HttpError(409, 'This payment reference has already been used for another paid withdrawal.', 'DUPLICATE_PAYOUT_REFERENCE', {
    reference: 'This payment reference has already been used for another paid withdrawal.',
  });

export const safetyHoldNotOver = (until: string) =>
  new HttpError(409, `This withdrawal is on a safety hold until ${until}. Pay it before then only after confirming it with the investor by phone (phoneConfirmed).`, 'SAFETY_HOLD');

export interface PayoutCheck {
  withdrawalId: string;
  reference: string | null;
  phoneConfirmed: boolean;
  now: string;
}

/**
 * What must hold before a pending withdrawal is marked paid, read inside the decision's transaction:
 * a withdrawal still under its safety hold (safety-hold.ts) is paid early only when the admin says
 * they confirmed it with the investor by phone, since the hold exists because the account may be in
 * someone else's hands; and one payment reference settles one withdrawal of its method (compared
 * like deposit references), so one bank transfer cannot be booked against two requests. The unique
 * (method, reference_key) index is the final word under concurrent payouts. Answers whether the
 * hold was overridden, so the audit entry can say so. A withdrawal that is not pending is left to
 * the conditional update's own answer.
 */
export async function checkPayout(trx: Kysely<Database>, check: PayoutCheck): Promise<{ holdOverridden: boolean }> {
  const row = await trx.selectFrom('withdrawals').select(['status', 'method', 'hold_until']).where('id', '=', check.withdrawalId).executeTakeFirst();
  if (!row || row.status !== 'pending') return { holdOverridden: false };
  const held = row.hold_until !== null && Date.parse(row.hold_until) > Date.parse(check.now);
  if (held && !check.phoneConfirmed) throw safetyHoldNotOver(row.hold_until as string);
  const key = paymentReferenceKey(check.reference);
  if (key !== null) {
    const used = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where('method', '=', row.method)
      .where('reference_key', '=', key)
      .where('id', '!=', check.withdrawalId)
      .executeTakeFirst();
    if (used) throw duplicatePayoutReference();
  }
  return { holdOverridden: held };
}
