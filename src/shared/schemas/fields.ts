import * as yup from 'yup';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { toAsciiDigits } from '../format';

/** Field rules shared by the client's forms and the server's route schemas. */
export const MAX_AMOUNT_BDT = 100_000_000; // 10 crore per single money movement

export const emailField = () =>
  yup
    .string()
    .trim()
    .lowercase()
    .max(254, 'Email address is too long.')
    .email('Please enter a valid email address.')
    .required('Email is required.');

export const passwordField = () =>
  yup
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)
    .required('Password is required.');

export const requiredText = (label: string, max: number) =>
  yup.string().trim().max(max, `${label} must be at most ${max} characters.`).required(`${label} is required.`);

export const optionalText = (label: string, max: number) =>
  yup.string().trim().max(max, `${label} must be at most ${max} characters.`).nullable().default(null);

/** A positive BDT amount with at most two decimals; Bengali digits are accepted. */
export const amountField = (label = 'Amount') =>
  yup
    .number()
    .transform((value: number, original: unknown) => (typeof original === 'string' ? Number(toAsciiDigits(original).trim()) : value))
    .typeError(`${label} must be a number.`)
    .positive(`${label} must be more than zero.`)
    .max(MAX_AMOUNT_BDT, `${label} is too large.`)
    .test('two-decimals', `${label} can have at most 2 decimals.`, (value) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6)
    .required(`${label} is required.`);

/** Ids are 24 hex characters (see src/server/db/ids.ts). */
export const idField = (label = 'id') =>
  yup
    .string()
    .matches(/^[0-9a-f]{24}$/, `${label} is not valid.`)
    .required(`${label} is required.`);

/** `:id` route parameters; a malformed id is a 400, a well-formed unknown one a 404. */
export const idParams = (label: string) => yup.object({ id: idField(label) }).noUnknown();
