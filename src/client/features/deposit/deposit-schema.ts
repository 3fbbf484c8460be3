import * as yup from 'yup';
import { amountField, MAX_AMOUNT_BDT } from '../../../shared/schemas/fields';
import { AMOUNT_ERROR_KEYS } from '../../components/amount-error-keys';

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
}

/** The amount as a number when the field holds a valid one, else null. */
export function parsedAmount(values: DepositFormValues): number | null {
  try {
    return depositSchema.validateSync(values).amount;
  } catch {
    return null;
  }
}
