import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SignInRedirectState } from '../../../components/require-sign-in';

const BACK_HERE: SignInRedirectState = { from: '/profile' };

/** 'Authentication Required' (spec section 2): no token, or the server no longer accepts it. */
export function AuthRequired({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <LockOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, my: 1.5 }}>
        {t('profile.authRequiredTitle')}
      </Typography>
      <Typography role="alert" color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/signin" state={BACK_HERE} variant="contained">
          {t('profile.logIn')}
        </Button>
        <Button component={RouterLink} to="/signup" variant="outlined">
          {t('profile.register')}
        </Button>
      </Stack>
    </Paper>
  );
}
