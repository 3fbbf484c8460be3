import * as yup from 'yup';
import { toAsciiDigits } from '../format';
import { WITHDRAWAL_METHODS, WITHDRAWAL_STATUSES, type WithdrawalMethod, type WithdrawalStatus } from '../withdrawal-types';
import { ACCOUNT_NUMBER_MAX } from './bank';
import { optionalSecondFactorCodeField } from './two-factor';
import { amountField, idParams, pageCursorField, pageLimitField, rejectionRemarksFields, requiredText, trimmedString } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';
export const PAYMENT_REFERENCE_MAX = 100;
export const WITHDRAWAL_REMARKS_MAX = 500;
/** 01, an operator digit 3-9, eight more digits: the Bangladeshi mobile numbers bKash, Nagad and Rocket use. */
export const MOBILE_NUMBER = /^01[3-9]\d{8}$/;

/**
 * A Bangladeshi mobile number as people write it: +880 1712 345678, 8801712345678 or 01712345678 (Bengali
 * digits and spaces too). All are stored as the 11-digit local form, so one wallet is one number.
 */
export function normaliseMobileNumber(value: string): string {
  const compact = toAsciiDigits(value).replace(/\s/g, '');
  const international = /^(?:\+|00)?880(1\d{9})$/.exec(compact);
  return international ? `0${international[1]}` : compact;
}

export const MOBILE_NUMBER_MESSAGE = 'Please enter an 11-digit mobile number such as 01712345678.';

/** The mobile number field: normalised as above, then checked as the 11-digit local form. */
export const mobileNumberText = (label: string) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normaliseMobileNumber(value.trim()) : value))
    .typeError(`${label} must be text.`);

/** Digits typed in Bengali are read as the ASCII ones; nothing else is rewritten ('-1' stays refused, not '1'). */
const digitText = (label: string) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? toAsciiDigits(value).trim() : value))
    .typeError(`${label} must be text.`);

/** As the bank tab's own account number (schemas/bank.ts): digits, with spaces or dashes between groups. */
const ACCOUNT_NUMBER = /^[0-9][0-9 -]*$/;
const ACCOUNT_NUMBER_MESSAGE = 'Account number may contain only digits, spaces and dashes.';

const BANK_FIELDS = ['bankName', 'branch', 'accountName', 'accountNumber', 'routingNumber'] as const;

/**
 * The payout account: every field is declared once (so unknown ones are refused and the API
 * document lists them); which are required depends on the method. A mobile wallet takes only a
 * number, a bank account only the bank fields: a stray field of the other kind is refused, never
 * stored.
 */
const accountSchema = yup
  .object({
    bankName: trimmedString('Bank name must be text.').max(120, 'Bank name must be at most 120 characters.'),
    branch: trimmedString('Branch must be text.').max(120, 'Branch must be at most 120 characters.'),
    accountName: trimmedString('Account name must be text.').max(120, 'Account name must be at most 120 characters.'),
    accountNumber: digitText('Account number')
      .max(ACCOUNT_NUMBER_MAX, `Account number must be at most ${ACCOUNT_NUMBER_MAX} characters.`)
      .matches(ACCOUNT_NUMBER, ACCOUNT_NUMBER_MESSAGE),
    routingNumber: digitText('Routing number').matches(/^\d{9}$/, 'Routing number must be 9 digits.'),
    number: mobileNumberText('Mobile number').matches(MOBILE_NUMBER, MOBILE_NUMBER_MESSAGE),
  })
  .noUnknown(UNKNOWN)
  .typeError('Account must be an object.')
  .default(undefined)
  .required('Please enter the account to pay into.')
  .when('method', {
    is: 'bank',
    then: (schema) =>
      schema
        .shape({
          bankName: requiredText('Bank name', 120),
          branch: requiredText('Branch', 120),
          accountName: requiredText('Account name', 120),
          accountNumber: digitText('Account number')
            .required('Account number is required.')
            .max(ACCOUNT_NUMBER_MAX, `Account number must be at most ${ACCOUNT_NUMBER_MAX} characters.`)
            .matches(ACCOUNT_NUMBER, ACCOUNT_NUMBER_MESSAGE),
          routingNumber: digitText('Routing number')
            .required('Routing number is required.')
            .matches(/^\d{9}$/, 'Routing number must be 9 digits.'),
        })
        .test('bank-only', 'A bank account takes no mobile number.', (value) => value?.number === undefined),
    otherwise: (schema) =>
      schema
        .shape({ number: mobileNumberText('Mobile number').required('Mobile number is required.').matches(MOBILE_NUMBER, MOBILE_NUMBER_MESSAGE) })
        .test('mobile-only', 'A mobile wallet takes only a number.', (value) => !value || BANK_FIELDS.every((field) => value[field] === undefined)),
  });

/** POST /api/withdrawals: the investor's request, confirmed with their password (and, with two-factor on, a code). */
export const createWithdrawalSchema = yup
  .object({
    amount: amountField('Amount'),
    method: yup
      .string<WithdrawalMethod>()
      .typeError('Method must be bank, bkash, nagad or rocket.')
      .oneOf(WITHDRAWAL_METHODS, 'Method must be bank, bkash, nagad or rocket.')
      .required('Please choose how to be paid.'),
    account: accountSchema,
    // Checked against the account's hash by the route; a stolen session alone moves no money out.
    password: yup.string().typeError('Password must be text.').max(128, 'Password is not correct.').required('Please enter your password.'),
    // With two-factor on, an authenticator or recovery code as well (checked by the route).
    totpCode: optionalSecondFactorCodeField(),
    // A retried request with the same key answers the first withdrawal instead of a second one.
    idempotencyKey: yup.string().typeError('idempotencyKey must be text.').min(8).max(64).required('idempotencyKey is required.'),
  })
  .noUnknown(UNKNOWN);
export type CreateWithdrawalBody = yup.InferType<typeof createWithdrawalSchema>;

/**
 * PUT /api/withdrawals/{id} (admin): paid needs the payment's reference, rejected a reason (English,
 * Bengali or both); paying a withdrawal still under its safety hold needs `phoneConfirmed: true`.
 */
export const decideWithdrawalSchema = yup
  .object({
    status: yup
      .string<'paid' | 'rejected'>()
      .typeError('Status must be paid or rejected.')
      .oneOf(['paid', 'rejected'], 'Status must be paid or rejected.')
      .required('Status is required.'),
    reference: trimmedString('Reference must be text.')
      .max(PAYMENT_REFERENCE_MAX, `Reference must be at most ${PAYMENT_REFERENCE_MAX} characters.`)
      .nullable()
      .default(null)
      .when('status', { is: 'paid', then: (field) => field.required('Please enter the payment reference (bank reference or TrxID).') }),
    ...rejectionRemarksFields(WITHDRAWAL_REMARKS_MAX, 'withdrawal'),
    // Paying a withdrawal during its safety hold: the admin confirmed it with the investor by phone.
    // Strict, as a checkbox sends true or false; yup would otherwise read 'yes' or 1 as true.
    phoneConfirmed: yup.boolean().strict().typeError('phoneConfirmed must be true or false.').optional(),
  })
  .noUnknown(UNKNOWN);
export type DecideWithdrawalBody = yup.InferType<typeof decideWithdrawalSchema>;

/** GET /api/withdrawals: newest first, keyset pages; admins may filter the queue by status. */
export const withdrawalListQuerySchema = yup
  .object({
    status: yup.string<WithdrawalStatus>().oneOf(WITHDRAWAL_STATUSES, 'status must be pending, paid, rejected or cancelled.'),
    limit: pageLimitField(100, 20),
    cursor: pageCursorField(),
    /** Admins only: one user's withdrawals (the users tab's details); ignored for an investor, who sees their own. */
    userId: yup.string().trim().max(64, 'userId is too long.'),
  })
  .noUnknown(UNKNOWN);
export type WithdrawalListQuery = yup.InferType<typeof withdrawalListQuerySchema>;

export const withdrawalIdParams = idParams('Withdrawal id');
