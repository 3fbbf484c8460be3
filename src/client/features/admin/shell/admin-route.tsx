import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetMeQuery } from '../../../api/auth-api';
import { selectIsSignedIn } from '../../../api/session-slice';
import { ErrorLine } from '../../../components/error-line';
import { PageLoader } from '../../../components/page-loader';
import type { SignInRedirectState } from '../../../components/require-sign-in';
import { useFailureText } from './failure-text';
import { GuardFrame } from './guard-frame';
import { NotAllowedPage } from './not-allowed-page';
import { TwoFactorGate } from './two-factor-gate';

const isUnauthorized = (error: unknown) => !!error && typeof error === 'object' && (error as { status?: unknown }).status === 401;

/**
 * Guards every /admin route (DECISIONS.md "admin rights"): signed out, or a token the server no longer
 * accepts, goes to /signin and comes back here afterwards; a signed-in investor sees 'not allowed'.
 * The server checks the role on every admin call as well; this only keeps investors off the screens.
 * An admin session without two-factor sees the set-up first.
 */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  const failureText = useFailureText();
  const me = useGetMeQuery(undefined, { skip: !signedIn });

  if (!signedIn || isUnauthorized(me.error)) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/signin" replace state={{ from } satisfies SignInRedirectState} />;
  }
  if (me.isLoading) {
    return (
      <GuardFrame>
        <PageLoader label={t('admin.shell.checkingAccess')} />
      </GuardFrame>
    );
  }
  if (!me.data) {
    return (
      <GuardFrame>
        <Container maxWidth="sm" sx={{ py: 6 }}>
          <ErrorLine>{t('admin.shell.loadError', { message: failureText(me.error, 'admin.shell.accessCheckFailed') })}</ErrorLine>
          <Button onClick={() => void me.refetch()} disabled={me.isFetching} sx={{ mt: 2 }} variant="outlined">
            {t('admin.shell.retry')}
          </Button>
        </Container>
      </GuardFrame>
    );
  }
  if (me.data.role !== 'admin') {
    return (
      <GuardFrame>
        <NotAllowedPage />
      </GuardFrame>
    );
  }
  // The server refuses admin calls from this session until it passes two-factor (ADMIN_2FA=required).
  if (me.data.twoFactorSetupRequired) {
    return (
      <GuardFrame>
        <TwoFactorGate user={me.data} />
      </GuardFrame>
    );
  }
  return children;
}
