import * as yup from 'yup';
import type { PaymentAccountKind } from '../../../shared/payment-account-types';
import { amountField, MAX_AMOUNT_BDT } from '../../../shared/schemas/fields';
import { AMOUNT_ERROR_KEYS } from '../../components/amount-error-keys';
import { depositPaymentSchema, TRX_ID_MESSAGE } from '../../../shared/schemas/payment-accounts';
import { PAYMENT_REFERENCE_MAX } from '../../../shared/schemas/withdrawals';
import { ACCOUNT_NUMBER_MAX } from '../../../shared/schemas/bank';

/**
 * The deposit form's amount (spec section 5): the server's own rule, Bengali digits included.
 * Messages are translation keys, translated where they are shown.
 */
export const depositSchema = yup.object({
  amount: amountField('Amount', { required: 'deposit.errors.required', ...AMOUNT_ERROR_KEYS })
    // Replaces amountField's English 'too large' message (yup keeps one max test per field).
    .max(MAX_AMOUNT_BDT, 'deposit.errors.amountTooLarge'),
});

export interface DepositFormValues {
  amount: string;
  /** Bank reference or mobile-wallet TrxID. */
  reference: string;
  /** The investor's own account or number the money came from. */
  sender: string;
}

/** The shared payment rules' English messages, read as translation keys (with `max` for lengths). */
const PAYMENT_MESSAGE_KEYS: Record<string, { key: string; max?: number }> = {
  [TRX_ID_MESSAGE]: { key: 'deposit.errors.trxIdInvalid' },
  [`Reference must be at most ${PAYMENT_REFERENCE_MAX} characters.`]: { key: 'deposit.errors.tooLong', max: PAYMENT_REFERENCE_MAX },
  'Please enter an 11-digit mobile number such as 01712345678.': { key: 'deposit.errors.senderNumberInvalid' },
  [`Account number must be at most ${ACCOUNT_NUMBER_MAX} characters.`]: { key: 'deposit.errors.tooLong', max: ACCOUNT_NUMBER_MAX },
  'Account number may contain only digits, spaces and dashes.': { key: 'deposit.errors.senderAccountInvalid' },
};

/** A message as a translation key and its `max`; one this table does not know is shown as the server wrote it. */
export const messageKey = (message: string): { key: string; max?: number } => PAYMENT_MESSAGE_KEYS[message] ?? { key: message };

/**
 * The reference and sender by the server's rules for the account paid into (src/shared/schemas/
 * payment-accounts.ts): a wallet's TrxID is required; a bank's reference and the sender are optional.
 * No account known (none set up): the bank rules, as the spec's `{amount, url}` deposit is a bank transfer.
 */
export function paymentErrors(values: DepositFormValues, kind: PaymentAccountKind | null): Partial<Record<'reference' | 'sender', string>> {
  const errors: Partial<Record<'reference' | 'sender', string>> = {};
  const schema = depositPaymentSchema(kind ?? 'bank');
  for (const field of ['reference', 'sender'] as const) {
    try {
      schema.validateSyncAt(field, values);
    } catch (error) {
      if (error instanceof yup.ValidationError) errors[field] = error.message;
      else throw error;
    }
  }
  return errors;
}

/** The payment fields as the server will store them (trimmed, a TrxID upper-cased), blanks as null. */
export function castPayment(values: DepositFormValues, kind: PaymentAccountKind | null): { reference: string | null; sender: string | null } {
  return depositPaymentSchema(kind ?? 'bank').cast({ reference: values.reference, sender: values.sender }, { assert: false }) as {
    reference: string | null;
    sender: string | null;
  };
}

/** The amount as a number when the field holds a valid one, else null. */
export function parsedAmount(values: Pick<DepositFormValues, 'amount'>): number | null {
  try {
    return depositSchema.validateSync({ amount: values.amount }).amount;
  } catch {
    return null;
  }
}
