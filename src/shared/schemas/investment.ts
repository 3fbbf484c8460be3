import * as yup from 'yup';
import { amountField, idField } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';
const SELECT_PROJECT = 'Please select a project';
const INVALID_AMOUNT = 'Please enter a valid amount';

/** Fund allocation (spec section 5): the spec's two messages; a too-large amount says so. */
export const allocateFundsSchema = yup
  .object({
    // An empty select ('') is "no project chosen", not a malformed id.
    projectId: idField('Project')
      .transform((value: unknown) => (value === '' ? undefined : value))
      .required(SELECT_PROJECT),
    amount: amountField('Amount', { required: INVALID_AMOUNT, invalid: INVALID_AMOUNT }),
  })
  .noUnknown(UNKNOWN);

export type AllocateFundsBody = yup.InferType<typeof allocateFundsSchema>;
