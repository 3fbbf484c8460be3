import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';
import { FormikTextField } from '../../../components/formik-text-field';
import { deleteAccountSchema, REASON_MAX } from '../delete-account-schema';
import { deletionMailto, openMailApp } from '../deletion-mailto';

/**
 * There is no deletion endpoint: submitting opens the user's e-mail app with a prepared request
 * to support, so the request comes from a mailbox the user controls.
 */
export function DeleteAccountForm() {
  const { t, i18n } = useTranslation();
  const max = formatNumber(REASON_MAX, i18n.language);
  const [opened, setOpened] = useState(false);
  const formik = useFormik({
    initialValues: { email: '', reason: '' },
    validationSchema: deleteAccountSchema,
    onSubmit(values) {
      const { email, reason } = deleteAccountSchema.cast(values);
      const body = t('deleteAccount.mailBody', { email, reason: reason || t('deleteAccount.noReason') });
      openMailApp(deletionMailto(body));
      setOpened(true);
    },
  });
  const errorText = (key: string) => t(key, { max });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="delete-account-form-title" sx={{ display: 'grid', gap: 2.5, mt: 2 }}>
      <FormikTextField
        formik={formik}
        name="email"
        errorText={errorText}
        help={t('deleteAccount.emailHelp')}
        id="delete-account-email"
        type="email"
        label={t('deleteAccount.emailLabel')}
        autoComplete="email"
        required
      />
      <FormikTextField
        formik={formik}
        name="reason"
        errorText={errorText}
        help={t('deleteAccount.reasonHelp', { max })}
        id="delete-account-reason"
        label={t('deleteAccount.reasonLabel')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" color="error" size="large">
          {t('deleteAccount.submit')}
        </Button>
      </Box>
      {opened && (
        <Alert severity="success" role="status">
          {t('deleteAccount.opened')}
        </Alert>
      )}
    </Box>
  );
}
