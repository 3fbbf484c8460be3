import * as yup from 'yup';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { toAsciiDigits } from '../format';

/** Field rules shared by the client's forms and the server's route schemas. */
export const MAX_AMOUNT_BDT = 100_000_000; // 10 crore per single money movement

/** Replaces emailField's English messages, e.g. with translation keys in a client form. */
export interface EmailMessages {
  required?: string;
  invalid?: string;
  tooLong?: string;
}

export const emailField = (messages: EmailMessages = {}) =>
  trimmedString(messages.invalid ?? 'Please enter a valid email address.')
    .lowercase()
    .max(254, messages.tooLong ?? 'Email address is too long.')
    .email(messages.invalid ?? 'Please enter a valid email address.')
    .required(messages.required ?? 'Email is required.');

/** Replaces passwordField's English messages, e.g. with translated texts in a client form. */
export interface PasswordMessages {
  required?: string;
  tooShort?: string;
  tooLong?: string;
}

export const passwordField = (messages: PasswordMessages = {}) =>
  yup
    .string()
    .min(PASSWORD_MIN, messages.tooShort ?? `Password must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, messages.tooLong ?? `Password must be at most ${PASSWORD_MAX} characters.`)
    .required(messages.required ?? 'Password is required.');

/**
 * A string schema that trims. yup's own `.trim()` calls value.trim() on whatever arrives, so an
 * object or array in a JSON body throws a TypeError (a 500) instead of failing as a wrong type (400).
 */
export const trimmedString = (typeMessage = '${path} must be text.') =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .typeError(typeMessage);

/** Replaces requiredText's English messages, e.g. with translated texts in a client form. */
export interface TextMessages {
  required?: string;
  tooLong?: string;
}

export const requiredText = (label: string, max: number, messages: TextMessages = {}) =>
  trimmedString(`${label} must be text.`)
    .max(max, messages.tooLong ?? `${label} must be at most ${max} characters.`)
    .required(messages.required ?? `${label} is required.`);

export const optionalText = (label: string, max: number) =>
  trimmedString(`${label} must be text.`).max(max, `${label} must be at most ${max} characters.`).nullable().default(null);

/**
 * A number transform: yup would read [5] or {valueOf} as 5; a number field takes a JSON number or
 * the text of one (null and undefined pass, for the nullable and required rules).
 */
export const numberOrTextOnly = (value: unknown, original: unknown): unknown =>
  original === null || original === undefined || typeof original === 'number' || typeof original === 'string' ? value : Number.NaN;

export interface AmountMessages {
  /** Replaces the 'is required' message (e.g. a form's 'All fields are required.'). */
  required?: string;
  /** One message for not-a-number, not positive and too many decimals (e.g. 'Please enter a valid amount'). */
  invalid?: string;
}

/**
 * A positive BDT amount with at most two decimals; Bengali digits are accepted. A blank string
 * counts as missing, so an empty form field shows the required message, not 'more than zero'.
 */
export const amountField = (label = 'Amount', messages: AmountMessages = {}) =>
  yup
    .number()
    .transform(numberOrTextOnly)
    .transform((value: number, original: unknown) => {
      if (typeof original !== 'string') return value;
      const text = toAsciiDigits(original).trim();
      return text === '' ? undefined : Number(text);
    })
    .typeError(messages.invalid ?? `${label} must be a number.`)
    .positive(messages.invalid ?? `${label} must be more than zero.`)
    .max(MAX_AMOUNT_BDT, `${label} is too large.`)
    .test('two-decimals', messages.invalid ?? `${label} can have at most 2 decimals.`, (value) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6)
    .required(messages.required ?? `${label} is required.`);

/** Ids are 24 hex characters (see src/server/db/ids.ts). */
export const idField = (label = 'id') =>
  yup
    .string()
    .typeError(`${label} is not valid.`)
    .matches(/^[0-9a-f]{24}$/, `${label} is not valid.`)
    .required(`${label} is required.`);

/** `:id` route parameters; a malformed id is a 400, a well-formed unknown one a 404. */
export const idParams = (label: string) => yup.object({ id: idField(label) }).noUnknown();
