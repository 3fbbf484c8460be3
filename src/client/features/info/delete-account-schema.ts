import * as yup from 'yup';
import { emailField, trimmedString } from '../../../shared/schemas/fields';

export const REASON_MAX = 1000;

/** Delete account (spec section 5): email required and valid, reason optional. Messages are translation keys. */
export const deleteAccountSchema = yup.object({
  email: emailField({
    required: 'deleteAccount.errors.emailRequired',
    invalid: 'deleteAccount.errors.emailInvalid',
    tooLong: 'deleteAccount.errors.emailTooLong',
  }),
  reason: trimmedString('deleteAccount.errors.reasonInvalid').max(REASON_MAX, 'deleteAccount.errors.reasonTooLong').default(''),
});

export type DeleteAccountValues = yup.InferType<typeof deleteAccountSchema>;
