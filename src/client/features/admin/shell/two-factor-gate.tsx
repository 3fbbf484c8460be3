import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { UserDto } from '../../../../shared/api-types';
import { api } from '../../../api/api-slice';
import type { SignInRedirectState } from '../../../components/require-sign-in';
import { TwoFactorSetup } from '../../../components/two-factor/two-factor-setup';
import { usePageTitle } from '../../../components/use-page-title';

/**
 * Shown instead of the admin screens while this session has not passed two-factor (ADMIN_2FA=required):
 * an admin without it sets it up here (that session then counts as verified); an admin who has it but
 * signed in without a code (an older session) signs in again.
 */
export function TwoFactorGate({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  usePageTitle(t('twoFactor.adminGate.title'), t('pages.admin'));
  const dispatch = useAppDispatch();
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, display: 'grid', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {t('twoFactor.adminGate.title')}
        </Typography>
        {user.twoFactorEnabled ? (
          <>
            <Typography>{t('twoFactor.adminGate.signInAgainText')}</Typography>
            <Button component={RouterLink} to="/signin" state={{ from } satisfies SignInRedirectState} variant="contained">
              {t('twoFactor.adminGate.signInAgain')}
            </Button>
          </>
        ) : (
          <>
            <Typography>{t('twoFactor.adminGate.text')}</Typography>
            <TwoFactorSetup
              onDone={() =>
                dispatch(
                  api.util.invalidateTags([
                    { type: 'Me', id: 'CURRENT' },
                    { type: 'User', id: 'LIST' },
                  ]),
                )
              }
            />
          </>
        )}
      </Paper>
    </Container>
  );
}
