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
import { NewCodeLine } from './new-code-line';
import { RequestCodeForm } from './request-code-form';
import { ResetPasswordForm } from './reset-password-form';

/** /resetpassword (spec section 2): reached from the forgot-password dialog or the emailed link. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('reset.title'));
  const [snapshot, send] = useResetPasswordFlow();
  const { email, resetToken, failure, request, emailConfirmed, codesSent } = snapshot.context;

  const requesting = snapshot.matches('requesting');
  const submitting = snapshot.matches('submitting');
  const succeeded = snapshot.matches('succeeded') || snapshot.matches('done');
  const asking = snapshot.matches('askingEmail') || (requesting && !emailConfirmed);
  const error = snapshot.matches('failed') && failure ? failureText(failure, { t, i18n, codesKey: 'reset.codes', fallback: t('reset.failed'), fallbackOnNetwork: true }) : null;
  const requestError =
    request?.status === 'failed' ? failureText(request.failure, { t, i18n, codesKey: 'reset.codes', fallback: t('reset.request.failed'), fallbackOnNetwork: true }) : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Typography variant="h1" gutterBottom>
          {t('reset.title')}
        </Typography>
        {asking ? (
          <RequestCodeForm initialEmail={email ?? ''} sending={requesting} error={requestError} onRequest={(address) => send({ type: 'REQUEST_CODE', email: address })} />
        ) : (
          <>
            {email && <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t('reset.resettingFor', { email })}</Typography>}
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('reset.intro')}
            </Typography>
            {request?.status === 'sent' && (
              <Alert severity="success" role="status" sx={{ mt: 2 }}>
                {t('reset.request.sent')}
              </Alert>
            )}
            <ResetPasswordForm
              // A new code was sent: the form starts afresh for it.
              key={codesSent}
              initialToken={resetToken}
              locked={succeeded}
              submitting={submitting}
              error={error}
              onSubmit={(values) => send({ type: 'SUBMIT', values })}
            />
            {requestError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {requestError}
              </Alert>
            )}
            {succeeded ? (
              <Alert severity="success" role="status" sx={{ mt: 2 }}>
                {t('reset.redirecting')}
              </Alert>
            ) : (
              <NewCodeLine sending={requesting} disabled={submitting} onRequest={() => send({ type: 'REQUEST_CODE' })} onChangeEmail={() => send({ type: 'CHANGE_EMAIL' })} />
            )}
          </>
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
