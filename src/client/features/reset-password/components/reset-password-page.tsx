import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { failureText } from '../../../api/server-failure';
import { useResetPasswordFlow } from '../use-reset-password-flow';
import { usePageTitle } from '../../../components/use-page-title';
import { ResetPasswordForm } from './reset-password-form';

/** /resetpassword (spec section 2): reached from the forgot-password dialog or the emailed link. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('reset.title'));
  const [snapshot, send] = useResetPasswordFlow();
  const { email, resetToken, failure } = snapshot.context;
  // Without an email the machine has already sent the visitor to /signin.
  if (snapshot.matches('emailMissing')) return null;

  const submitting = snapshot.matches('submitting');
  const succeeded = snapshot.matches('succeeded') || snapshot.matches('done');
  const error = snapshot.matches('failed') && failure ? failureText(failure, { t, i18n, codesKey: 'reset.codes', fallback: t('reset.failed'), fallbackOnNetwork: true }) : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Typography variant="h1" gutterBottom>
          {t('reset.title')}
        </Typography>
        {email && <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t('reset.resettingFor', { email })}</Typography>}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('reset.intro')}
        </Typography>
        <ResetPasswordForm
          initialToken={resetToken}
          locked={succeeded}
          submitting={submitting}
          error={error}
          onSubmit={(values) => send({ type: 'SUBMIT', values })}
        />
        {succeeded && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('reset.redirecting')}
          </Alert>
        )}
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/signin">
            {t('reset.backToSignIn')}
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}
