import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAfterFirstPaint } from '../../../components/use-after-first-paint';
import { usePageTitle } from '../../../components/use-page-title';
import { prefilledEmailOf, verifiedEmailOf } from '../../../components/verified-sign-in';
import { SignInPromo } from './sign-in-promo';

// The form (formik, yup and MUI's text fields: most of this screen's code) comes in its own chunk, asked
// for once the heading and text have been painted, so it does not compete with them; meanwhile the form's
// exact height is kept free, so nothing moves when it arrives (PERFORMANCE.md 2).
const SignInForm = lazy(() => import('./sign-in-form').then((m) => ({ default: m.SignInForm })));
const FORM_HEIGHT = 251; // its 24px top margin, two fields, the forgot link and the button: 250.3px

// The dialog (and MUI's modal code) loads the first time it opens, not with the page.
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })));

/**
 * /signin (spec section 2). A signed-in visitor sees the form too: signing in again simply replaces
 * the session, like the header's links, which never redirect.
 */
export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signIn.title'));
  const [forgot, setForgot] = useState<{ open: boolean; email: string } | null>(null);
  const formWanted = useAfterFirstPaint();
  // Just verified: a new account is greeted as one, not 'welcome back'. Read once, so the
  // greeting stays while the form is used.
  const location = useLocation();
  const [verifiedEmail] = useState(() => verifiedEmailOf(location.state));
  const [prefilledEmail] = useState(() => prefilledEmailOf(location.state));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
          <Typography variant="h1" gutterBottom>
            {t('signIn.title')}
          </Typography>
          <Typography color="text.secondary">{t(verifiedEmail ? 'signIn.subtitleVerified' : 'signIn.subtitle')}</Typography>
          {/* flow-root: the form's top margin stays inside, so the box is as tall before and after. */}
          <Box sx={{ minHeight: FORM_HEIGHT, display: 'flow-root' }}>
            {formWanted && (
              <Suspense fallback={null}>
                <SignInForm initialEmail={prefilledEmail ?? ''} newAccount={verifiedEmail !== null} onForgotPassword={(email) => setForgot({ open: true, email })} />
              </Suspense>
            )}
          </Box>
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            {t('signIn.noAccount')}{' '}
            <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
              {t('signIn.signUpLink')}
            </Link>
          </Typography>
        </Paper>
        <SignInPromo />
      </Box>
      {forgot && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgot.open} initialEmail={forgot.email} onClose={() => setForgot((current) => current && { ...current, open: false })} />
        </Suspense>
      )}
    </Container>
  );
}
