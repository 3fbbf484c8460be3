import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { useGetMeQuery } from '../../../api/auth-api';
import { selectToken } from '../../../api/session-slice';
import { PageLoader } from '../../../components/page-loader';
import { apiErrorText, isUnauthorized } from '../api-error';
import { useEndSession } from '../use-end-session';
import { usePageTitle } from '../../../components/use-page-title';
import { AuthRequired } from './auth-required';
import { ProfileLoadError } from './profile-load-error';
import { ProfileView, type ProfileSlots } from './profile-view';

/**
 * Spec section 2 keeps the profile fresh for 5 minutes: getMe's cache (keepUnusedDataFor) covers a
 * return after leaving; this covers data loaded longer ago that is still cached.
 */
const FRESH_SECONDS = 300;

/** /profile (spec sections 2 and 4): loading, then auth-required, error, no data, or the profile; `slots`: other features' cards. */
export function ProfilePage({ slots }: { slots?: ProfileSlots }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('profile.title'));
  const token = useAppSelector(selectToken);
  const { forgetSession } = useEndSession();
  const [expired, setExpired] = useState(false);
  const { data: user, error, isLoading, isFetching, refetch } = useGetMeQuery(undefined, { skip: !token, refetchOnMountOrArgChange: FRESH_SECONDS });
  const unauthorized = isUnauthorized(error);

  // A 401 ends the session here, in place (DECISIONS.md): the page says so and offers Log In, which
  // comes back here; no move to /signin. A new token (signed in elsewhere) starts afresh.
  useEffect(() => {
    if (!unauthorized) return;
    setExpired(true);
    forgetSession();
  }, [unauthorized, forgetSession]);
  useEffect(() => {
    if (token) setExpired(false);
  }, [token]);

  let body;
  if (unauthorized || (expired && !token)) body = <AuthRequired message={t('profile.sessionExpired')} />;
  else if (!token) body = <AuthRequired message={t('profile.authRequired')} />;
  else if (isLoading || (isFetching && !user)) body = <PageLoader label={t('profile.loading')} />;
  else if (error) body = <ProfileLoadError message={apiErrorText(error, t, i18n.language) ?? t('profile.somethingWrong')} onRetry={() => void refetch()} />;
  else if (!user) body = <Typography sx={{ py: 6, textAlign: 'center' }}>{t('profile.noData')}</Typography>;
  else body = <ProfileView user={user} slots={slots} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {body}
    </Container>
  );
}
