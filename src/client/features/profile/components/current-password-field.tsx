import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { EditProfileFormValues } from '../profile-schema';

export const CURRENT_PASSWORD_ID = 'edit-profile-currentPassword';

/** Shown only while the email differs: a new address needs the account's password (issue 14). */
export function CurrentPasswordField({ formik, serverError }: { formik: FormikProps<EditProfileFormValues>; serverError?: string }) {
  const { t } = useTranslation();
  const key = formik.touched.currentPassword ? formik.errors.currentPassword : undefined;
  const error = key ? t(key) : serverError;
  return (
    <TextField
      id={CURRENT_PASSWORD_ID}
      name="currentPassword"
      type="password"
      label={t('profile.security.currentPassword')}
      autoComplete="current-password"
      required
      value={formik.values.currentPassword}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error ?? t('profile.security.currentPasswordHelp')}
      fullWidth
      sx={{ mt: 2.5 }}
    />
  );
}
