import * as yup from 'yup';
import { amountField, trimmedString } from './fields';

/** The longest description and category the server keeps (the add-expense form shows the same limits). */
export const EXPENSE_DESCRIPTION_MAX = 500;
export const EXPENSE_CATEGORY_MAX = 100;

const UNKNOWN = 'Unknown field: ${unknown}';
const ALL_REQUIRED = 'All fields are required.';

/** Add expense (spec section 5): one message for any missing field; the amount is sent as a number. */
export const expenseBodySchema = yup
  .object({
    description: trimmedString('Description must be text.')
      .required(ALL_REQUIRED)
      .max(EXPENSE_DESCRIPTION_MAX, `Description must be at most ${EXPENSE_DESCRIPTION_MAX} characters.`),
    amount: amountField('Amount', { required: ALL_REQUIRED }),
    category: trimmedString('Category must be text.').required(ALL_REQUIRED).max(EXPENSE_CATEGORY_MAX, `Category must be at most ${EXPENSE_CATEGORY_MAX} characters.`),
  })
  .noUnknown(UNKNOWN);

export type ExpenseBody = yup.InferType<typeof expenseBodySchema>;
