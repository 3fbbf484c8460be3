import * as yup from 'yup';
import { amountField, MAX_AMOUNT_BDT } from '../../../../shared/schemas/fields';

const INVALID_AMOUNT = 'admin.fund.errors.invalidAmount';

/**
 * Fund allocation (spec section 5), the server's rules with the spec's two messages. Messages are
 * translation keys, translated where they are shown.
 */
const amount = amountField('Amount', { required: INVALID_AMOUNT, invalid: INVALID_AMOUNT })
  // Replaces amountField's English 'too large' message (yup keeps one max test per field).
  .max(MAX_AMOUNT_BDT, 'admin.fund.errors.tooLarge');

export const fundSchema = yup.object({
  projectId: yup.string().trim().required('admin.fund.errors.selectProject'),
  amount,
});

/** The amount as a number when the field holds a valid one, else null. */
export function parsedAmount(text: string): number | null {
  try {
    return amount.validateSync(text);
  } catch {
    return null;
  }
}

export interface FundFormValues {
  projectId: string;
  amount: string;
}

/** The amount field keeps digits only (spec section 5); Bengali digits count as digits. */
export const digitsOnly = (text: string): string => text.replace(/[^0-9০-৯]/g, '');
