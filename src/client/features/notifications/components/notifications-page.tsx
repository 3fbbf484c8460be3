import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, toLanguage } from '../../../../shared/format';
import type { NotificationDto } from '../../../../shared/notification-types';
import { errorMessage } from '../../../api/api-slice';
import { BusyButton } from '../../../components/busy-button';
import { SectionLoadError } from '../../../components/section-load-error';
import { ShowMore } from '../../../components/show-more';
import { usePageTitle } from '../../../components/use-page-title';
import { useMarkNotificationsReadMutation, useNotificationsInfiniteQuery } from '../api';

function MessageItem({ message, onRead }: { message: NotificationDto; onRead: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const unread = message.readAt === null;
  const titleId = `message-${message._id}`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', pl: 2, borderLeft: 4, borderLeftColor: unread ? 'primary.main' : 'transparent' }}
    >
      <Typography id={titleId} component="h2" sx={{ fontSize: '1.05rem', fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
        {unread && <Box component="span" sx={visuallyHidden}>{`${t('notifications.unread')}: `}</Box>}
        {message.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="time" dateTime={message.createdAt} sx={{ display: 'block', mb: 1 }}>
        {formatDateTime(message.createdAt, i18n.language)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.body}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {message.link && (
          <Button component={RouterLink} to={message.link} size="small" variant="outlined" onClick={() => unread && onRead(message._id)}>
            {t('notifications.open')}
          </Button>
        )}
        {unread && (
          <Button size="small" onClick={() => onRead(message._id)} aria-describedby={titleId}>
            {t('notifications.markRead')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** /notifications: every message the person got, newest first, a keyset page at a time; unread ones stand out. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('notifications.title'));
  const { enqueueSnackbar } = useSnackbar();
  const { data, isLoading, isError, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } = useNotificationsInfiniteQuery(toLanguage(i18n.language));
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  const messages = useMemo(() => data?.pages.flatMap((page) => page.notifications) ?? [], [data]);
  const unread = data?.pages[0]?.unread ?? 0;

  const read = (body: { ids: string[] } | { all: true }) => {
    markRead(body)
      .unwrap()
      .catch((error: unknown) => enqueueSnackbar(errorMessage(error, t('notifications.markError')), { variant: 'error' }));
  };

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label={t('notifications.loading')} />;
  else if (isError && !messages.length) body = <SectionLoadError message={t('notifications.loadError')} retryText={t('notifications.tryAgain')} onRetry={() => void refetch()} />;
  else if (!messages.length) body = <Typography color="text.secondary">{t('notifications.empty')}</Typography>;
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box component="ul" aria-labelledby="notifications-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {messages.map((message) => (
            <MessageItem key={message._id} message={message} onRead={(id) => read({ ids: [id] })} />
          ))}
        </Box>
        <ShowMore
          paging={{ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }}
          text={{ more: t('notifications.more'), loading: t('notifications.loadingMore'), failed: t('notifications.moreError'), retry: t('notifications.tryAgain') }}
        />
      </Box>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: { xs: 2, md: 3 } }}>
        <Typography id="notifications-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }}>
          {t('notifications.title')}
        </Typography>
        {unread > 0 && (
          <BusyButton variant="outlined" busy={marking} onClick={() => read({ all: true })}>
            {t('notifications.markAllRead')}
          </BusyButton>
        )}
      </Box>
      <Typography role="status" sx={{ mb: 2 }} color="text.secondary">
        {data ? t('notifications.unreadCount', { count: unread }) : ''}
      </Typography>
      <Paper variant="outlined" component="section" aria-busy={isFetchingNextPage || undefined} sx={{ p: { xs: 2, sm: 3 } }}>
        {body}
      </Paper>
    </Container>
  );
}
