import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button';
import { FormikTextField } from '../../../components/formik-text-field';
import { requestCodeSchema } from '../reset-password-schema';

interface RequestCodeFormProps {
  initialEmail: string;
  sending: boolean;
  /** The failed request's text, if the last one failed. */
  error: string | null;
  onRequest: (email: string) => void;
}

/**
 * /resetpassword opened without an email: instead of leaving for /signin, the screen
 * asks for the account's email and has a reset code sent to it, as the sign-in dialog would.
 */
export function RequestCodeForm({ initialEmail, sending, error, onRequest }: RequestCodeFormProps) {
  const { t } = useTranslation();
  const formik = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: requestCodeSchema,
    onSubmit: (values) => onRequest(requestCodeSchema.cast(values).email),
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('reset.request.formLabel')} sx={{ display: 'grid', gap: 2.5, mt: 3 }}>
      <Typography>{t('reset.emailMissing')}</Typography>
      <FormikTextField formik={formik} name="email" errorText={t} id="reset-request-email" type="email" label={t('reset.request.email')} autoComplete="email" required />
      {error && <Alert severity="error">{error}</Alert>}
      <BusyButton type="submit" variant="contained" size="large" busy={sending} aria-busy={sending} busyText={t('reset.request.sending')}>
        {t('reset.request.send')}
      </BusyButton>
    </Box>
  );
}
