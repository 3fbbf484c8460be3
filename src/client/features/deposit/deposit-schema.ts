import * as yup from 'yup';
import type { PaymentAccountKind } from '../../../shared/payment-account-types';
import { amountField, MAX_AMOUNT_BDT } from '../../../shared/schemas/fields';

export const REFERENCE_MAX = 40;
export const SENDER_MAX = 40;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** A mobile wallet's TrxID is how the admin finds the payment, so it is required; a bank's reference is not. */
const isWallet = (kind: unknown) => kind === 'bkash' || kind === 'nagad' || kind === 'rocket';

/**
 * The deposit form (spec section 5, issue 17): the amount, the server's own rule with Bengali digits;
 * the reference and the sender. `$kind` (validation context) is the kind of the account paid into.
 * Messages are translation keys, translated where they are shown.
 */
export const depositSchema = yup.object({
  amount: amountField('Amount', { required: 'deposit.errors.required', invalid: 'deposit.errors.amountInvalid' })
    // Replaces amountField's English 'too large' message (yup keeps one max test per field).
    .max(MAX_AMOUNT_BDT, 'deposit.errors.amountTooLarge'),
  reference: yup
    .string()
    .transform(trimmed)
    .max(REFERENCE_MAX, 'deposit.errors.referenceTooLong')
    .matches(/^[\p{L}\p{N}\s/-]*$/u, 'deposit.errors.referenceInvalid')
    .when('$kind', { is: isWallet, then: (s) => s.required('deposit.errors.trxIdRequired') }),
  sender: yup.string().transform(trimmed).max(SENDER_MAX, 'deposit.errors.senderTooLong'),
});

export interface DepositFormValues {
  amount: string;
  reference: string;
  sender: string;
}

export interface DepositValidationContext {
  kind: PaymentAccountKind | null;
}

/** The amount as a number when the field holds a valid one, else null. */
export function parsedAmount(values: Pick<DepositFormValues, 'amount'>): number | null {
  try {
    return depositSchema.validateSyncAt('amount', values) as number;
  } catch {
    return null;
  }
}
