import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** 'Already have an account? Sign in', under every step. */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      {t('signUp.haveAccount')}{' '}
      <Link component={RouterLink} to="/signin">
        {t('signUp.signIn')}
      </Link>
    </Typography>
  );
}
