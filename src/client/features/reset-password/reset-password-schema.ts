import * as yup from 'yup';
import { RESET_TOKEN_MAX } from '../../../shared/schemas/auth';
import { emailField, passwordField, trimmedString } from '../../../shared/schemas/fields';

/**
 * Reset password (spec section 5, DECISIONS.md): the reset code (or the link's token) required, the shared password rule (at least
 * 8 characters), confirmation required and equal. Messages are translation keys, shown translated.
 */
export const resetPasswordFormSchema = yup.object({
  resetToken: trimmedString('reset.errors.tokenInvalid').max(RESET_TOKEN_MAX, 'reset.errors.tokenInvalid').required('reset.errors.tokenRequired'),
  newPassword: passwordField({
    required: 'reset.errors.passwordRequired',
    tooShort: 'reset.errors.passwordTooShort',
    tooLong: 'reset.errors.passwordTooLong',
  }),
  confirmPassword: yup
    .string()
    .required('reset.errors.confirmRequired')
    .oneOf([yup.ref('newPassword')], 'reset.errors.mismatch'),
});

export type ResetPasswordFormValues = yup.InferType<typeof resetPasswordFormSchema>;

/** The email the screen asks for when it was opened without one. */
export const requestCodeSchema = yup.object({
  email: emailField({ required: 'reset.errors.emailRequired', invalid: 'reset.errors.emailInvalid', tooLong: 'reset.errors.emailTooLong' }),
});
