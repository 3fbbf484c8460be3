import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextField } from '../../../components/formik-text-field';
import type { EditProfileFormValues } from '../profile-schema';

export const CURRENT_PASSWORD_ID = 'edit-profile-currentPassword';

/** Shown only while the email differs: a new address needs the account's password. */
export function CurrentPasswordField({ formik, serverError }: { formik: FormikProps<EditProfileFormValues>; serverError?: string }) {
  const { t } = useTranslation();
  return (
    <FormikTextField
      formik={formik}
      name="currentPassword"
      errorText={t}
      otherError={serverError}
      help={t('profile.security.currentPasswordHelp')}
      id={CURRENT_PASSWORD_ID}
      type="password"
      label={t('profile.security.currentPassword')}
      autoComplete="current-password"
      required
      fullWidth
      sx={{ mt: 2.5 }}
    />
  );
}
