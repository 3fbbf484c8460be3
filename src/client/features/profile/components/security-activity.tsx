import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SecurityEventDto } from '../../../../shared/account-security';
import { useMySecurityEventsQuery } from '../api';
import { formatDateTime } from '../../../../shared/format';
import { deviceText } from '../device-text';
import { SectionLoadError } from '../../../components/section-load-error';

function EventItem({ event }: { event: SecurityEventDto }) {
  const { t, i18n } = useTranslation();
  const device = deviceText(event.device, t);
  const where = [device, event.ip].filter(Boolean).join(' · ');
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', columnGap: 2, justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{t(`profile.security.actions.${event.action}`, { defaultValue: event.action })}</Typography>
        {where && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {where}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" component="time" dateTime={event.createdAt}>
        {formatDateTime(event.createdAt, i18n.language)}
      </Typography>
    </Box>
  );
}

/** The investor's own recent security events: sign-ins, failed tries, account changes. */
export function SecurityActivity() {
  const { t } = useTranslation();
  const { data: events, isLoading, isError, refetch } = useMySecurityEventsQuery();

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label={t('profile.security.events.loading')} />;
  else if (isError) body = <SectionLoadError message={t('profile.security.events.loadError')} retryText={t('profile.tryAgain')} onRetry={() => void refetch()} />;
  else if (!events?.length) body = <Typography color="text.secondary">{t('profile.security.events.empty')}</Typography>;
  else
    body = (
      <Box component="ul" aria-labelledby="profile-security-events-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {events.map((event) => (
          <EventItem key={event._id} event={event} />
        ))}
      </Box>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-security-events-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-security-events-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.security.events.title')}
      </Typography>
      {body}
    </Paper>
  );
}
