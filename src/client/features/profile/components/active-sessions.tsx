import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionDto } from '../../../../shared/account-security';
import { useMySessionsQuery } from '../api';
import { formatDateTime } from '../../../../shared/format';
import { deviceText } from '../device-text';
import { RevokeOthersDialog } from './revoke-others-dialog';
import { SectionLoadError } from '../../../components/section-load-error';

function SessionItem({ session }: { session: SessionDto }) {
  const { t, i18n } = useTranslation();
  const device = deviceText(session.device, t) ?? t('profile.security.sessions.unknownDevice');
  const lastUsed = session.lastUsedAt ?? session.createdAt;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{device}</Typography>
        {session.current && <Chip size="small" color="success" label={t('profile.security.sessions.thisDevice')} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {session.ip ? t('profile.security.sessions.ip', { ip: session.ip }) : t('profile.security.sessions.noIp')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('profile.security.sessions.lastUsed', { date: formatDateTime(lastUsed, i18n.language) })}
      </Typography>
    </Box>
  );
}

/** Where the investor sees who is signed in to the account and can end the other sessions. */
export function ActiveSessions() {
  const { t } = useTranslation();
  const { data: sessions, isLoading, isError, refetch } = useMySessionsQuery();
  const [confirming, setConfirming] = useState(false);
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label={t('profile.security.sessions.loading')} />;
  else if (isError) body = <SectionLoadError message={t('profile.security.sessions.loadError')} retryText={t('profile.tryAgain')} onRetry={() => void refetch()} />;
  else if (!sessions?.length) body = <Typography color="text.secondary">{t('profile.security.sessions.empty')}</Typography>;
  else
    body = (
      <>
        <Box component="ul" aria-labelledby="profile-sessions-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {sessions.map((session) => (
            <SessionItem key={session._id} session={session} />
          ))}
        </Box>
        <Box sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}>
          {others > 0 ? (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {t('profile.security.sessions.signOutOthers')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('profile.security.sessions.noOthers')}
            </Typography>
          )}
        </Box>
      </>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-sessions-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-sessions-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.security.sessions.title')}
      </Typography>
      {body}
      {confirming && <RevokeOthersDialog onClose={() => setConfirming(false)} />}
    </Paper>
  );
}
