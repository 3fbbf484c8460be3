import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { SignInForm } from './sign-in-form';
import { SignInPromo } from './sign-in-promo';

/**
 * /signin (spec section 2). A signed-in visitor sees the form too: signing in again simply replaces
 * the session, like the header's links, which never redirect.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const [forgot, setForgot] = useState<{ open: boolean; email: string }>({ open: false, email: '' });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
          <Typography variant="h1" gutterBottom>
            {t('signIn.title')}
          </Typography>
          <Typography color="text.secondary">{t('signIn.subtitle')}</Typography>
          <SignInForm onForgotPassword={(email) => setForgot({ open: true, email })} />
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            {t('signIn.noAccount')}{' '}
            <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
              {t('signIn.signUpLink')}
            </Link>
          </Typography>
        </Paper>
        <SignInPromo />
      </Box>
      <ForgotPasswordDialog open={forgot.open} initialEmail={forgot.email} onClose={() => setForgot((current) => ({ ...current, open: false }))} />
    </Container>
  );
}
