import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useForgotPasswordMutation } from '../../../api/auth-api';
import { STORAGE_KEYS, writeStored } from '../../../api/browser-storage';
import { BusyButton } from '../../../components/busy-button';
import { FormikTextField } from '../../../components/formik-text-field';
import { useSnackbar } from '../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../components/use-pending-toasts';
import { failureText, readFailure, type ServerFailure } from '../../../api/server-failure';
import { forgotPasswordSchema } from '../sign-in-schema';

interface ForgotPasswordDialogProps {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}

/** Forgot password (spec sections 2, 7): one email field; on success the reset screen takes over. */
export function ForgotPasswordDialog({ open, initialEmail, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  return (
    <Dialog open={open} onClose={isLoading ? undefined : onClose} aria-labelledby="forgot-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="forgot-password-title">{t('signIn.forgot.title')}</DialogTitle>
      {/* The dialog unmounts its content once closed, so each opening starts from the sign-in form's email. */}
      <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} requestReset={requestReset} pending={isLoading} />
    </Dialog>
  );
}

interface ForgotPasswordFormProps extends Omit<ForgotPasswordDialogProps, 'open'> {
  requestReset: ReturnType<typeof useForgotPasswordMutation>[0];
  pending: boolean;
}

function ForgotPasswordForm({ initialEmail, onClose, requestReset, pending }: ForgotPasswordFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const formik = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: forgotPasswordSchema,
    async onSubmit(values) {
      const { email } = forgotPasswordSchema.cast(values);
      setFailure(null);
      try {
        await requestReset({ email }).unwrap();
      } catch (error) {
        setFailure(readFailure(error));
        return;
      }
      writeStored(STORAGE_KEYS.resetEmail, email);
      enqueueSnackbar(t('signIn.forgot.sent'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
      // Spec section 2: the reset screen is reached with the email as a query parameter; the stored
      // resetEmail still wins there, and the parameter covers a browser that refuses storage.
      void navigate({ pathname: '/resetpassword', search: `?${new URLSearchParams({ email }).toString()}` });
    },
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id="forgot-password-text" sx={{ mb: 2 }}>
          {t('signIn.forgot.text')}
        </DialogContentText>
        <FormikTextField
          formik={formik}
          name="email"
          errorText={t}
          id="forgot-password-email"
          type="email"
          label={t('signIn.forgot.email')}
          autoComplete="email"
          autoFocus
          required
          fullWidth
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureText(failure, { t, i18n, codesKey: 'signIn.codes', fallback: t('signIn.forgot.failed'), fallbackOnNetwork: true })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {t('signIn.forgot.cancel')}
        </Button>
        <BusyButton type="submit" variant="contained" busy={pending} aria-busy={pending} busyText={t('signIn.forgot.sending')} spinnerSize={16}>
          {t('signIn.forgot.send')}
        </BusyButton>
      </DialogActions>
    </Box>
  );
}
