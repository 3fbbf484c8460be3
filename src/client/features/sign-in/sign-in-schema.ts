import * as yup from 'yup';
import { emailField } from '../../../shared/schemas/fields';

/** Messages are translation keys, turned into text when shown, so a language change applies at once. */
const email = () => emailField({ required: 'signIn.errors.emailRequired', invalid: 'signIn.errors.emailInvalid', tooLong: 'signIn.errors.emailTooLong' });

/** Sign in (spec section 5): both fields required, email of email type. Length is the server's concern. */
export const signInSchema = yup.object({
  email: email(),
  password: yup.string().required('signIn.errors.passwordRequired'),
});

export type SignInValues = yup.InferType<typeof signInSchema>;

/** Forgot password: a blank or whitespace-only email shows the email_required text. */
export const forgotPasswordSchema = yup.object({ email: email() });
