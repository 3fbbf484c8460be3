import * as yup from 'yup';
import type { DepositStatus } from '../api-types';
import { amountField, idField, idParams, pageCursorField, pageLimitField, rejectionRemarksFields } from './fields';
import { PAYMENT_REFERENCE_MAX } from './withdrawals';

const UNKNOWN = 'Unknown field: ${unknown}';

export const DEPOSIT_STATUSES: DepositStatus[] = ['pending', 'approved', 'rejected'];
export const ADMIN_REMARKS_MAX = 500;
/** Longest accepted `Idempotency-Key` header. */
export const IDEMPOTENCY_KEY_MAX = 64;

/** Reference and sender as text of a sane length; the chosen account's kind decides the rest (depositPaymentSchema). */
const paymentTextField = (label: string) =>
  yup.string().typeError(`${label} must be text.`).max(PAYMENT_REFERENCE_MAX, `${label} must be at most ${PAYMENT_REFERENCE_MAX} characters.`).nullable().default(null);

/**
 * POST /api/deposit: only these fields; status, owner and totals are the server's (mass
 * assignment). The spec's `{amount, url}` means a transfer to the first active bank account; the
 * optional payment fields name the account paid into, its TrxID or reference and the
 * sending number, checked against the account's kind by schemas/payment-accounts.ts.
 */
export const createDepositSchema = yup
  .object({
    amount: amountField('Amount'),
    url: yup.string().trim().max(2048, 'Please upload a screenshot of your transfer.').required('Please enter an amount and upload a screenshot.'),
    paymentAccountId: yup
      .string()
      .typeError('Payment account is not valid.')
      .matches(/^[0-9a-f]{24}$/, 'Payment account is not valid.')
      .nullable()
      .default(null),
    reference: paymentTextField('Reference'),
    sender: paymentTextField('Sender'),
  })
  .noUnknown(UNKNOWN);
export type CreateDepositInput = yup.InferType<typeof createDepositSchema>;

/** PUT /api/deposit/:id: a reason (English, Bengali or both) is required to reject, optional to approve. */
export const reviewDepositSchema = yup
  .object({
    status: yup.string<'approved' | 'rejected'>().oneOf(['approved', 'rejected'], 'Status must be approved or rejected.').required('Status is required.'),
    ...rejectionRemarksFields(ADMIN_REMARKS_MAX, 'deposit'),
  })
  .noUnknown(UNKNOWN);
export type ReviewDepositInput = yup.InferType<typeof reviewDepositSchema>;

export const depositListQuerySchema = yup
  .object({
    status: yup.string<DepositStatus>().oneOf(DEPOSIT_STATUSES, 'status must be pending, approved or rejected.'),
    limit: pageLimitField(500, 100),
    // The `nextCursor` of the page before; absent for the newest page.
    cursor: pageCursorField(),
    // Administrators only (a user's details in the dashboard): that user's deposits. Ignored for an
    // investor, who always gets their own.
    userId: idField('userId').optional().default(undefined),
  })
  .noUnknown(UNKNOWN);
export type DepositListQuery = yup.InferType<typeof depositListQuerySchema>;

export const depositIdParams = idParams('Deposit id');
