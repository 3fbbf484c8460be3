import * as yup from 'yup';
import { OTP_LENGTH, RESET_CODE_LENGTH } from '../constants';
import { toAsciiDigits } from '../format';
import { emailField, optionalText, pageCursorField, pageLimitField, passwordField, requiredText, trimmedString, type TextMessages } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';

/** The profile's limits and patterns; the client forms build their rules (translation keys as messages) on these. */
export const FULLNAME_MAX = 120;
export const PHONE_MAX = 24;
export const NID_MAX = 32;
export const PHONE_PATTERN = /^\+?[0-9 ()-]*$/;
export const NID_PATTERN = /^[0-9A-Za-z-]*$/;
/** Longest reset token (or code) read; the link's token is 43 characters. */
export const RESET_TOKEN_MAX = 200;
/** Longest users search text (GET /api/users?q=). */
export const USER_SEARCH_MAX = 100;

export const FULLNAME_INVALID = 'Full name cannot contain control, line-break or text-direction characters.';

/**
 * Characters a name never needs and that change how it reads where it is shown: control characters
 * (C0, DEL, C1), line and paragraph separators, the left-to-right and right-to-left marks, and the
 * bidirectional embeddings, overrides and isolates, which can make a name in an admin list, a mail
 * or a CSV display as different text. The zero-width joiner and non-joiner (U+200C, U+200D) stay
 * allowed: Bengali spelling needs them (র‍্যাব, ক্‌ষ).
 */
function isHiddenControl(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export const hasHiddenControl = (text: string): boolean => [...text].some((character) => isHiddenControl(character.codePointAt(0) as number));

/** The full name of sign-up and the profile, one rule for the server and the client forms. */
export const fullnameField = (messages: TextMessages & { invalid?: string } = {}) =>
  requiredText('Full name', FULLNAME_MAX, messages).test('plain-text', messages.invalid ?? FULLNAME_INVALID, (value) => value === undefined || !hasHiddenControl(value));

export const AGE_MESSAGE = 'Please confirm that you are 18 or older and accept the Terms and conditions.';

/**
 * 'I am 18 or older and accept the Terms and conditions'. When given it must be true (the
 * JSON value, not 'true' or 1); the sign-up form adds `.required` so its box must be ticked.
 */
export const ageConfirmedField = (message = AGE_MESSAGE) =>
  yup
    .boolean()
    .strict()
    .typeError(message)
    .test('is-true', message, (value) => value === undefined || value === true);

export const signUpSchema = yup
  .object({
    customId: trimmedString()
      .matches(/^iv\d{1,5}$/, 'Customer id is not valid.')
      .required('Customer id is required.'),
    fullname: fullnameField(),
    email: emailField(),
    password: passwordField(),
    language: yup.string().oneOf(['en', 'bn']).default('en'),
    // Optional so the spec's own sign-up call (which never sends it) keeps working.
    ageConfirmed: ageConfirmedField(),
  })
  .noUnknown(UNKNOWN);

/** `incomplete` replaces the English 'Please enter the full verification code.' in a client form. */
export const otpField = (incomplete = 'Please enter the full verification code.') =>
  trimmedString()
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), incomplete)
    .required(incomplete);

export const verifyOtpSchema = yup
  .object({
    email: emailField(),
    otp: otpField(),
    phone: trimmedString()
      .matches(/^\+?[0-9 ()-]{6,24}$/, 'Please enter a valid phone number.')
      .nullable()
      .default(null),
  })
  .noUnknown(UNKNOWN);

export const emailOnlySchema = yup.object({ email: emailField() }).noUnknown(UNKNOWN);

export const loginSchema = yup
  .object({
    email: emailField(),
    // Length is not checked at sign-in: an old password is refused with the same message as a wrong one.
    password: yup.string().max(1024, 'Password is too long.').required('Password is required.'),
    // The code mailed to the account once its sign-in limit is reached (SIGN_IN_CODE_REQUIRED).
    emailCode: trimmedString()
      .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter the 6-digit code from the email.')
      .optional(),
  })
  .noUnknown(UNKNOWN);

const RESET_CODE = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);

/** True for the mailed 8-digit reset code (as read by readResetInput); the link's token is 43 characters. */
export const isResetCode = (value: string): boolean => RESET_CODE.test(value);

/**
 * The reset screen's one field takes the mailed code or the link's token. A code may be
 * typed in Bengali digits or with a space or dash in the middle; it is read as its 8 ASCII digits.
 * Anything else is passed on as typed (trimmed): a token.
 */
export function readResetInput(value: string): string {
  const trimmed = value.trim();
  const digits = toAsciiDigits(trimmed).replace(/[\s-]/g, '');
  return isResetCode(digits) ? digits : trimmed;
}

/** `resetToken` keeps the spec's name (section 7) and carries either the code or the token. */
export const resetPasswordSchema = yup
  .object({
    email: emailField(),
    resetToken: trimmedString()
      .transform((value: unknown) => (typeof value === 'string' ? readResetInput(value) : value))
      .max(RESET_TOKEN_MAX, 'Reset token is not valid.')
      .required('Reset token is required.'),
    newPassword: passwordField(),
  })
  .noUnknown(UNKNOWN);

export const updateProfileSchema = yup
  .object({
    fullname: fullnameField(),
    email: emailField(),
    phone: optionalText('Phone', PHONE_MAX).matches(PHONE_PATTERN, { message: 'Please enter a valid phone number.', excludeEmptyString: true }),
    nid: optionalText('NID', NID_MAX).matches(NID_PATTERN, { message: 'NID may contain only letters, digits and dashes.', excludeEmptyString: true }),
    // A new email needs the current password, so a stolen session cannot move the account.
    // Whether it is needed depends on the stored email, so the server checks its presence.
    currentPassword: yup.string().max(1024, 'Password is too long.').optional(),
  })
  .noUnknown(UNKNOWN);

/** The 6-digit code mailed to the new address of a pending email change. */
export const emailChangeConfirmSchema = yup.object({ code: otpField() }).noUnknown(UNKNOWN);

/** The 6-digit code sent by SMS to the profile's phone. */
export const phoneCheckSchema = yup.object({ code: otpField() }).noUnknown(UNKNOWN);

export const userListQuerySchema = yup
  .object({
    q: trimmedString().max(USER_SEARCH_MAX, 'Search text is too long.').default(''),
    // A repeated ?limit= arrives as a list; yup alone would read its first value.
    limit: pageLimitField(100, 50),
    cursor: pageCursorField(),
  })
  .noUnknown(UNKNOWN);
