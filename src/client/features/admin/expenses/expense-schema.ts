import * as yup from 'yup';
import { amountField, MAX_AMOUNT_BDT, requiredText } from '../../../../shared/schemas/fields';
import { EXPENSE_CATEGORY_MAX, EXPENSE_DESCRIPTION_MAX } from '../../../../shared/schemas/expenses';
import { AMOUNT_ERROR_KEYS } from '../../../components/amount-error-keys';

// The server's limits, so the form refuses exactly what the server would.
export { EXPENSE_CATEGORY_MAX as CATEGORY_MAX, EXPENSE_DESCRIPTION_MAX as DESCRIPTION_MAX };
const REQUIRED = 'admin.expenses.errors.required';

/**
 * Add expense (spec section 5): one message for any missing field, the server's limits, Bengali digits
 * accepted in the amount. Messages are translation keys, translated where they are shown.
 */
export const expenseSchema = yup.object({
  description: requiredText('Description', EXPENSE_DESCRIPTION_MAX, { required: REQUIRED, tooLong: 'admin.expenses.errors.descriptionTooLong' }),
  amount: amountField('Amount', { required: REQUIRED, ...AMOUNT_ERROR_KEYS })
    // Replaces amountField's English 'too large' message (yup keeps one max test per field).
    .max(MAX_AMOUNT_BDT, 'admin.expenses.errors.amountTooLarge'),
  category: requiredText('Category', EXPENSE_CATEGORY_MAX, { required: REQUIRED, tooLong: 'admin.expenses.errors.categoryTooLong' }),
});

export interface ExpenseFormValues {
  description: string;
  amount: string;
  category: string;
}

export const EXPENSE_FIELDS = ['description', 'amount', 'category'] as const;
