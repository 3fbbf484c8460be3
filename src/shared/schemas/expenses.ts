import * as yup from 'yup';
import { amountField, trimmedString } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';
const ALL_REQUIRED = 'All fields are required.';

/** Add expense (spec section 5): one message for any missing field; the amount is sent as a number. */
export const expenseBodySchema = yup
  .object({
    description: trimmedString('Description must be text.').required(ALL_REQUIRED).max(500, 'Description must be at most 500 characters.'),
    amount: amountField('Amount', { required: ALL_REQUIRED }),
    category: trimmedString('Category must be text.').required(ALL_REQUIRED).max(100, 'Category must be at most 100 characters.'),
  })
  .noUnknown(UNKNOWN);

export type ExpenseBody = yup.InferType<typeof expenseBodySchema>;
