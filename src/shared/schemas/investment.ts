import * as yup from 'yup';
import { amountField, idField, pageCursorField, pageLimitField } from './fields';

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
    // With an investor, the fund tab invests that investor's wallet money for them; an
    // empty select ('') is the company's own co-investment.
    userId: idField('Investor')
      .transform((value: unknown) => (value === '' ? undefined : value))
      .optional(),
    idempotencyKey: yup.string().typeError('idempotencyKey must be text.').min(8).max(64).optional(),
  })
  .noUnknown(UNKNOWN);

export type AllocateFundsBody = yup.InferType<typeof allocateFundsSchema>;

/** POST /api/investment: the investor's own wallet money into a project. */
export const investSchema = yup
  .object({
    projectId: idField('Project').required(SELECT_PROJECT),
    amount: amountField('Amount', { required: INVALID_AMOUNT, invalid: INVALID_AMOUNT }),
    // A retried request with the same key answers the first investment instead of a second one.
    idempotencyKey: yup.string().typeError('idempotencyKey must be text.').min(8).max(64).required('idempotencyKey is required.'),
  })
  .noUnknown(UNKNOWN);

export type InvestBody = yup.InferType<typeof investSchema>;

/** GET /api/investment/transactions: newest first, keyset pages. */
export const transactionListQuerySchema = yup
  .object({
    limit: pageLimitField(100, 20),
    cursor: pageCursorField(),
  })
  .noUnknown(UNKNOWN);

export type TransactionListQuery = yup.InferType<typeof transactionListQuerySchema>;
