import * as yup from 'yup';
import { toAsciiDigits } from '../format';
import { PAYMENT_ACCOUNT_KINDS, type PaymentAccountKind } from '../payment-account-types';
import { ACCOUNT_NUMBER_MAX, INSTRUCTION_MAX } from './bank';
import { idParams, trimmedString } from './fields';
import { MOBILE_NUMBER, MOBILE_NUMBER_MESSAGE, normaliseMobileNumber, PAYMENT_REFERENCE_MAX } from './withdrawals';

const UNKNOWN = 'Unknown field: ${unknown}';
const KIND_MESSAGE = 'Kind must be bank, bkash, nagad or rocket.';
const MOBILE_MESSAGE = MOBILE_NUMBER_MESSAGE;
/** As the bank tab's own account number (schemas/bank.ts): digits, with spaces or dashes between groups. */
const ACCOUNT_NUMBER = /^[0-9][0-9 -]*$/;
const ACCOUNT_NUMBER_MESSAGE = 'Account number may contain only digits, spaces and dashes.';
const NO_BANK_FIELD = 'A mobile wallet takes only a number: leave this out.';
/** A bKash / Nagad / Rocket transaction id (TrxID): letters and digits, upper-cased. */
export const TRX_ID = /^[A-Z0-9]{6,20}$/;
export const TRX_ID_MESSAGE = 'Please enter the TrxID from your payment message (6-20 letters and digits).';

export const paymentAccountIdParams = idParams('Payment account id');

export const isMobileWallet = (kind: PaymentAccountKind | undefined | null): boolean => kind === 'bkash' || kind === 'nagad' || kind === 'rocket';

/** Digits typed in Bengali are read as the ASCII ones; nothing else is rewritten. */
const digitText = (label: string) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? toAsciiDigits(value).trim() : value))
    .typeError(`${label} must be text.`);

/** Blank text counts as not given, so a form can send '' for a field it does not show. */
const blankIsNull = (value: unknown) => (value === '' ? null : value);

/**
 * A field only bank accounts carry: optional for a bank (unless `required` says otherwise) and
 * refused for a mobile wallet, so a stray bank name is never stored beside a bKash number.
 */
const bankOnly = (field: yup.StringSchema<string | null | undefined>, required?: string) =>
  field
    .transform(blankIsNull)
    .nullable()
    .when('kind', ([kind]: unknown[], schema: yup.StringSchema<string | null | undefined>) => {
      if (isMobileWallet(kind as PaymentAccountKind)) return schema.test('bank-only', NO_BANK_FIELD, (value) => value === null || value === undefined);
      // Without a valid kind only the kind's own message is shown.
      return kind === 'bank' && required ? schema.nonNullable(required).required(required) : schema;
    });

/**
 * POST /api/payment-accounts and PUT /api/payment-accounts/{id} (admin). A bank account needs a
 * bank name and a digits account number (the bank tab's rules); bKash, Nagad and Rocket need an
 * 11-digit mobile number and take no bank fields.
 */
export const paymentAccountBodySchema = yup
  .object({
    kind: yup.string<PaymentAccountKind>().typeError(KIND_MESSAGE).oneOf(PAYMENT_ACCOUNT_KINDS, KIND_MESSAGE).required('Please choose the kind of account.'),
    bankName: bankOnly(trimmedString('Bank name must be text.').max(120, 'Bank name must be at most 120 characters.'), 'Bank name is required.'),
    branch: bankOnly(trimmedString('Branch must be text.').max(120, 'Branch must be at most 120 characters.')),
    routingNumber: bankOnly(digitText('Routing number').matches(/^\d{9}$/, 'Routing number must be 9 digits.')),
    accountName: trimmedString('Account name must be text.').max(120, 'Account name must be at most 120 characters.').required('Account name is required.'),
    accountNumber: digitText('Account number')
      .required('Account number is required.')
      .when('kind', {
        is: (kind: PaymentAccountKind) => isMobileWallet(kind),
        then: (schema) => schema.transform((value: unknown) => (typeof value === 'string' ? normaliseMobileNumber(value) : value)).matches(MOBILE_NUMBER, MOBILE_MESSAGE),
        otherwise: (schema) => schema.max(ACCOUNT_NUMBER_MAX, `Account number must be at most ${ACCOUNT_NUMBER_MAX} characters.`).matches(ACCOUNT_NUMBER, ACCOUNT_NUMBER_MESSAGE),
      }),
    instruction: trimmedString('Instruction must be text.')
      .required('Instruction cannot be empty.')
      .max(INSTRUCTION_MAX, `Instruction must be at most ${INSTRUCTION_MAX} characters.`),
    instructionBn: trimmedString('Bengali instruction must be text.')
      .transform(blankIsNull)
      .max(INSTRUCTION_MAX, `Bengali instruction must be at most ${INSTRUCTION_MAX} characters.`)
      .nullable()
      .default(null),
    // Strict: yup would read 'false' or 1 as a boolean; a switch sends true or false.
    active: yup.boolean().strict().typeError('active must be true or false.').required('active is required.'),
  })
  .noUnknown(UNKNOWN);
export type PaymentAccountBody = yup.InferType<typeof paymentAccountBodySchema>;

/** GET /api/payment-accounts: `?all=1` (admins) lists inactive accounts too. */
export const paymentAccountListQuerySchema = yup
  .object({ all: yup.string().typeError('all must be 1 or 0.').oneOf(['1', '0', 'true', 'false'], 'all must be 1 or 0.') })
  .noUnknown(UNKNOWN);
export type PaymentAccountListQuery = yup.InferType<typeof paymentAccountListQuerySchema>;

/** Reference or sender text: Bengali digits read as ASCII, trimmed, blank as not given. */
const paymentText = (label: string, upperCase: boolean) =>
  yup
    .string()
    .typeError(`${label} must be text.`)
    .transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      const text = toAsciiDigits(value).trim();
      if (text === '') return null;
      return upperCase ? text.toUpperCase() : text;
    })
    .nullable()
    .default(null);

/**
 * What the investor says of their payment, checked against the chosen account's kind (the deposit
 * form knows it; the server checks it after looking the account up): a mobile wallet needs its
 * TrxID (upper-cased, so 'ab12cd34' and 'AB12CD34' are one payment) and takes the sending number;
 * a bank transfer's reference and account number are optional.
 */
export const depositPaymentSchema = (kind: PaymentAccountKind) => {
  const wallet = isMobileWallet(kind);
  const reference = paymentText('Reference', wallet).max(PAYMENT_REFERENCE_MAX, `Reference must be at most ${PAYMENT_REFERENCE_MAX} characters.`);
  const sender = paymentText('Sender', false);
  return yup.object({
    reference: wallet ? reference.nonNullable(TRX_ID_MESSAGE).required(TRX_ID_MESSAGE).matches(TRX_ID, TRX_ID_MESSAGE) : reference,
    sender: wallet
      ? sender.transform((value: unknown) => (typeof value === 'string' ? normaliseMobileNumber(value) : value)).matches(MOBILE_NUMBER, MOBILE_MESSAGE)
      : sender.max(ACCOUNT_NUMBER_MAX, `Account number must be at most ${ACCOUNT_NUMBER_MAX} characters.`).matches(ACCOUNT_NUMBER, ACCOUNT_NUMBER_MESSAGE),
  });
};
export type DepositPaymentInput = yup.InferType<ReturnType<typeof depositPaymentSchema>>;
