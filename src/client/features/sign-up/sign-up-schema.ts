import * as yup from 'yup';
import { ageConfirmedField, fullnameField } from '../../../shared/schemas/auth';
import { emailField, passwordField } from '../../../shared/schemas/fields';

/**
 * The details step (spec section 5, DECISIONS.md): all required, a valid email, a password of at
 * least 8 characters, and the ticked 18+ and terms box. The shared rules with translation keys as messages, translated when shown,
 * so a language switch re-translates an error already on screen.
 */
export const signUpDetailsSchema = yup.object({
  fullname: fullnameField({ required: 'signUp.errors.fullnameRequired', tooLong: 'signUp.errors.fullnameTooLong', invalid: 'signUp.errors.fullnameInvalid' }),
  email: emailField({ required: 'signUp.errors.emailRequired', invalid: 'signUp.errors.emailInvalid', tooLong: 'signUp.errors.emailTooLong' }),
  password: passwordField({ required: 'signUp.errors.passwordRequired', tooShort: 'signUp.errors.passwordTooShort', tooLong: 'signUp.errors.passwordTooLong' }),
  // The 18+ and terms tick; the server's rule, made required here.
  ageConfirmed: ageConfirmedField('signUp.errors.ageRequired').required('signUp.errors.ageRequired'),
});

export type SignUpDetailsValues = yup.InferType<typeof signUpDetailsSchema>;
