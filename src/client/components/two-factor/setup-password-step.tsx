import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { twoFactorPasswordSchema } from '../../../shared/schemas/two-factor';
import { FormikTextField } from '../formik-text-field';

/** The server's rule (shared/schemas/two-factor.ts) with translation keys as messages. */
const schema = twoFactorPasswordSchema({ required: 'twoFactor.errors.passwordRequired', tooLong: 'twoFactor.errors.passwordTooLong' });

interface SetupPasswordStepProps {
  /** The server's answer to the last password (wrong, or too many tries). */
  serverError?: string;
  onSubmit: (password: string) => void;
  onCancel?: () => void;
}

/** The first step of turning two-factor on: the account's current password, so a stolen session alone cannot. */
export function SetupPasswordStep({ serverError, onSubmit, onCancel }: SetupPasswordStepProps) {
  const { t } = useTranslation();
  const formik = useFormik({ initialValues: { password: '' }, validationSchema: schema, onSubmit: ({ password }) => onSubmit(password) });
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('twoFactor.setup.passwordFormLabel')} sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('twoFactor.setup.passwordIntro')}</Typography>
      <FormikTextField
        formik={formik}
        name="password"
        errorText={t}
        otherError={serverError}
        id="two-factor-setup-password"
        type="password"
        label={t('twoFactor.setup.passwordLabel')}
        autoComplete="current-password"
        required
        fullWidth
        autoFocus
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{t('twoFactor.setup.cancel')}</Button>}
        <Button type="submit" variant="contained">
          {t('twoFactor.setup.passwordContinue')}
        </Button>
      </Box>
    </Box>
  );
}
