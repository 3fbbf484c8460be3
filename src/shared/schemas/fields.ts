import * as yup from 'yup';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { toAsciiDigits } from '../format';
import { amountTextProblem, amountTextToNumber, type AmountTextProblem } from '../money';

/** Field rules shared by the client's forms and the server's route schemas. */
export const MAX_AMOUNT_BDT = 100_000_000; // 10 crore per single money movement

/** Replaces emailField's English messages, e.g. with translation keys in a client form. */
export interface EmailMessages {
  required?: string;
  invalid?: string;
  tooLong?: string;
}

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX = 254;

export const emailField = (messages: EmailMessages = {}) =>
  trimmedString(messages.invalid ?? 'Please enter a valid email address.')
    .lowercase()
    .max(EMAIL_MAX, messages.tooLong ?? 'Email address is too long.')
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

/** `?limit=` of a keyset-paged list: whole rows from 1 to `max`. A repeated ?limit= arrives as a list, which numberOrTextOnly refuses (yup alone would read its first value). */
export const pageLimitField = (max: number, fallback: number) =>
  yup
    .number()
    .transform(numberOrTextOnly)
    .typeError('limit must be a number.')
    .integer('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(max, `limit must be at most ${max}.`)
    .default(fallback);

/** `?cursor=`: the `nextCursor` of the page before; absent for the newest page. */
export const pageCursorField = () => yup.string().max(200, 'cursor is not valid.').nullable().default(null);

/**
 * An admin's reason for a rejection, in English and in Bengali (for investors reading
 * Bengali). Rejecting needs one of them; the Bengali one alone is enough. `what` ends the message:
 * "Please give a reason for rejecting this deposit."
 */
export const rejectionRemarksFields = (max: number, what: string) => ({
  adminRemarks: trimmedString('Remarks must be text.')
    .max(max, `Remarks must be at most ${max} characters.`)
    .nullable()
    .default(null)
    .when(['status', 'adminRemarksBn'], {
      is: (status: string, bn: string | null) => status === 'rejected' && !bn,
      then: (field) => field.required(`Please give a reason for rejecting this ${what}.`),
    }),
  adminRemarksBn: trimmedString('Bengali remarks must be text.').max(max, `Bengali remarks must be at most ${max} characters.`).nullable().default(null),
});

export interface AmountMessages {
  /** Replaces the 'is required' message (e.g. a form's 'All fields are required.'). */
  required?: string;
  /** One message for not-a-number, not positive and too many decimals (e.g. 'Please enter a valid amount'). */
  invalid?: string;
  /** Per problem, so a form can say what is wrong; each falls back to `invalid`. */
  format?: string;
  decimals?: string;
  notPositive?: string;
}

/** The message for one problem: its own, else the form's single `invalid`, else undefined. */
function messageFor(problem: AmountTextProblem, messages: AmountMessages): string | undefined {
  const own = problem === 'format' ? messages.format : problem === 'decimals' ? messages.decimals : messages.notPositive;
  return own ?? messages.invalid;
}

/** The message for an amount refused by its decimal text, in the field's own words. */
export function amountProblemMessage(label: string, problem: AmountTextProblem, invalid?: string): string {
  if (invalid) return invalid;
  if (problem === 'decimals') return `${label} can have at most 2 decimals.`;
  if (problem === 'not_positive') return `${label} must be more than zero.`;
  return `${label} must be a plain number such as 1500 or 1500.50.`;
}

/**
 * A yup test that reads the amount as the client wrote it (yup's originalValue), not as a float:
 * `1e-9`, `0.001`, `0.004` and `1e3` are refused, `1,25,000.50` and Bengali digits accepted.
 */
export function decimalTextTest(label: string, invalid?: string | AmountMessages, options: { allowZero?: boolean } = {}) {
  const messages: AmountMessages = typeof invalid === 'object' ? invalid : { invalid };
  return function decimalText(this: yup.TestContext, value: number | undefined) {
    if (value === undefined || value === null) return true;
    const problem = amountTextProblem(this.originalValue, options);
    return problem === null || this.createError({ message: amountProblemMessage(label, problem, messageFor(problem, messages)) });
  };
}

/**
 * A positive BDT amount with at most two decimals, checked on its decimal text; Bengali
 * digits and grouping commas are accepted. A blank string counts as missing, so an empty form
 * field shows the required message, not 'more than zero'.
 */
export const amountField = (label = 'Amount', messages: AmountMessages = {}) =>
  yup
    .number()
    .transform(numberOrTextOnly)
    .transform((value: number, original: unknown) => {
      if (typeof original !== 'string') return value;
      if (original.trim() === '') return undefined;
      // Text such as '1e3' still becomes a number here, so the decimal-text test names its problem.
      const parsed = amountTextToNumber(original);
      return Number.isNaN(parsed) ? Number(toAsciiDigits(original).trim()) : parsed;
    })
    .typeError(messageFor('format', messages) ?? `${label} must be a number.`)
    .positive(messageFor('not_positive', messages) ?? `${label} must be more than zero.`)
    // Named two-decimals: the API document reads it as multipleOf 0.01 (openapi/yup-to-json-schema.ts).
    .test('two-decimals', messageFor('decimals', messages) ?? `${label} can have at most 2 decimals.`, decimalTextTest(label, messages))
    .max(MAX_AMOUNT_BDT, `${label} is too large.`)
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A required day of a period (distributions, statements), 'YYYY-MM-DD'. */
export const calendarDayField = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be a date.`)
    .trim()
    .required(`${label} is required.`)
    .test('calendar-day', `${label} must be a date (YYYY-MM-DD).`, (value) => value === undefined || isCalendarDay(value));
