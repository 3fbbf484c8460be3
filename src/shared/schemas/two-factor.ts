import * as yup from 'yup';
import { trimmedString } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';

/** An authenticator's 6 digits. */
export const authenticatorCodeField = (message = 'Please enter the 6-digit code from your authenticator app.') =>
  trimmedString()
    .matches(/^\d{6}$/, message)
    .required(message);

/** An authenticator's 6 digits, or a recovery code ("abcde-fghjk"; case, dashes and spaces do not matter). */
export const SECOND_FACTOR_CODE = /^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/;

/** The code field before `required`: optional where only accounts with two-factor on need it. */
export const optionalSecondFactorCodeField = (message = 'Please enter the code from your authenticator app or a recovery code.') =>
  trimmedString().max(20, message).matches(SECOND_FACTOR_CODE, message);

export const secondFactorCodeField = (message = 'Please enter the code from your authenticator app or a recovery code.') =>
  optionalSecondFactorCodeField(message).required(message);

/** The account's current password, typed again to confirm a change to its sign-in; the client passes translation keys. */
const currentPasswordField = ({ required = 'Password is required.', tooLong = 'Password is too long.' } = {}) =>
  yup.string().typeError(required).max(1024, tooLong).required(required);

/** Setting up two-factor needs the current password: a stolen session alone cannot take it over. */
export const twoFactorPasswordSchema = (messages?: { required: string; tooLong: string }) => yup.object({ password: currentPasswordField(messages) }).noUnknown(UNKNOWN);
export const twoFactorSetupSchema = twoFactorPasswordSchema();

export const twoFactorEnableSchema = yup.object({ password: currentPasswordField(), code: authenticatorCodeField() }).noUnknown(UNKNOWN);

export const twoFactorDisableSchema = yup
  .object({
    password: currentPasswordField(),
    code: secondFactorCodeField(),
  })
  .noUnknown(UNKNOWN);

export const twoFactorVerifySchema = yup
  .object({
    challenge: trimmedString()
      .matches(/^[A-Za-z0-9_-]{20,200}$/, 'This sign-in step is not valid.')
      .required('This sign-in step is not valid.'),
    code: secondFactorCodeField(),
  })
  .noUnknown(UNKNOWN);
