import * as yup from 'yup';
import { toAsciiDigits } from '../../../shared/format';
import { FULLNAME_MAX, fullnameField, NID_MAX, NID_PATTERN, PHONE_MAX, PHONE_PATTERN } from '../../../shared/schemas/auth';
import { EMAIL_MAX, emailField, trimmedString } from '../../../shared/schemas/fields';

/**
 * The Edit Profile form's rules: those of the server's `updateProfileSchema` (src/shared/schemas/auth.ts),
 * its limits and patterns, with translation keys as messages so a language switch re-translates a shown error.
 * A test checks both schemas accept and refuse the same inputs.
 */
export const PROFILE_LIMITS = { fullname: FULLNAME_MAX, email: EMAIL_MAX, phone: PHONE_MAX, nid: NID_MAX } as const;

/** Bengali digits typed on a Bengali keyboard are sent as the ASCII digits the server accepts. */
const asciiDigits = (value: unknown) => (typeof value === 'string' ? toAsciiDigits(value) : value);

export const editProfileSchema = yup.object({
  fullname: fullnameField({
    required: 'profile.validation.fullnameRequired',
    tooLong: 'profile.validation.fullnameTooLong',
    invalid: 'profile.validation.fullnameInvalid',
  }),
  email: emailField({
    required: 'profile.validation.emailRequired',
    invalid: 'profile.validation.emailInvalid',
    tooLong: 'profile.validation.emailTooLong',
  }),
  phone: trimmedString('profile.validation.phoneInvalid')
    .transform(asciiDigits)
    .max(PROFILE_LIMITS.phone, 'profile.validation.phoneTooLong')
    .matches(PHONE_PATTERN, { message: 'profile.validation.phoneInvalid', excludeEmptyString: true })
    .default(''),
  nid: trimmedString('profile.validation.nidInvalid')
    .transform(asciiDigits)
    .max(PROFILE_LIMITS.nid, 'profile.validation.nidTooLong')
    .matches(NID_PATTERN, { message: 'profile.validation.nidInvalid', excludeEmptyString: true })
    .default(''),
});

export type EditProfileValues = yup.InferType<typeof editProfileSchema>;
export type EditProfileField = keyof EditProfileValues;
export const EDIT_PROFILE_FIELDS: readonly EditProfileField[] = ['fullname', 'email', 'phone', 'nid'];

/** The form's values: the profile fields, and the password a new email needs. */
export type EditProfileFormValues = EditProfileValues & { currentPassword: string };

/** The address as the server will compare it (trimmed, lower case). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The dialog's rules: the profile's, plus the current password while the email differs from `currentEmail`. */
export function editProfileFormSchema(currentEmail: string) {
  return editProfileSchema.shape({
    currentPassword: yup
      .string()
      .default('')
      .test('needed-for-new-email', 'profile.security.currentPasswordRequired', function check(value) {
        const parent = this.parent as { email?: unknown };
        const email = typeof parent.email === 'string' ? parent.email : '';
        return normalEmail(email) === normalEmail(currentEmail) || Boolean(value);
      }),
  });
}
