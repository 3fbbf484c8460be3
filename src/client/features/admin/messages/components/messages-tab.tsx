import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../../../shared/format';
import { MESSAGE_STATUSES, type MessageStatus, type OutboxMessageDto } from '../../../../../shared/outbox-types';
import { BusyButton } from '../../../../components/busy-button';
import { SectionLoadError } from '../../../../components/section-load-error';
import { ShowMore } from '../../../../components/show-more';
import { useSnackbar } from '../../../../components/toast-provider';
import { useFailureText } from '../../shell/failure-text';
import { useOutboxMessagesInfiniteQuery, useRetryMessageMutation } from '../api';

function MessageCard({ message }: { message: OutboxMessageDto }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [retry, { isLoading }] = useRetryMessageMutation();
  const titleId = `message-${message._id}`;

  const sendAgain = async () => {
    try {
      await retry(message._id).unwrap();
      enqueueSnackbar(t('admin.messages.retried'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(t('admin.messages.retryFailed', { message: failureText(error, 'common.networkError') }), { variant: 'error' });
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 1, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={t(`admin.messages.channels.${message.channel}`)} />
        <Typography id={titleId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{t('admin.messages.to', { recipient: message.recipient })}</Typography>
      <Typography color="text.secondary">
        {t('admin.messages.written', { at: formatDateTime(message.createdAt, i18n.language) })} ·{' '}
        {t('admin.messages.attempts', { count: message.attempts, formatted: formatNumber(message.attempts, i18n.language) })}
        {message.sentAt ? ` · ${t('admin.messages.sentAt', { at: formatDateTime(message.sentAt, i18n.language) })}` : ''}
      </Typography>
      {message.lastError && message.status !== 'sent' && (
        <Typography color="error" sx={{ overflowWrap: 'anywhere' }}>
          {t('admin.messages.lastError', { error: message.lastError })}
        </Typography>
      )}
      {message.status === 'failed' &&
        (message.retryable ? (
          <Box>
            <BusyButton variant="contained" size="small" busy={isLoading} busyText={t('admin.messages.retrying')} onClick={() => void sendAgain()}>
              {t('admin.messages.retry')}
            </BusyButton>
          </Box>
        ) : (
          <Alert severity="info">{t('admin.messages.wiped')}</Alert>
        ))}
    </Paper>
  );
}

/** The admin Messages tab: messages that could not be delivered (and the waiting and sent ones), and sending one again. */
export function MessagesTab(_props: { search?: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MessageStatus>('failed');
  const { data, isLoading, isError, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } = useOutboxMessagesInfiniteQuery(status, {
    refetchOnMountOrArgChange: true,
  });
  const messages = useMemo(() => data?.pages.flatMap((page) => page.messages) ?? [], [data]);

  let body;
  if (isLoading)
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('admin.messages.loading')}</Typography>
      </Box>
    );
  else if (isError && !messages.length) body = <SectionLoadError message={t('admin.messages.loadError')} retryText={t('admin.messages.tryAgain')} onRetry={() => void refetch()} />;
  else if (!messages.length) body = <Typography sx={{ py: 3 }}>{t(`admin.messages.empty.${status}`)}</Typography>;
  else
    body = (
      <>
        <Box component="ul" aria-label={t(`admin.messages.statuses.${status}`)} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {messages.map((message) => (
            <MessageCard key={message._id} message={message} />
          ))}
        </Box>
        <ShowMore
          paging={{ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }}
          text={{ more: t('admin.messages.more'), loading: t('admin.messages.loadingMore'), failed: t('admin.messages.moreError'), retry: t('admin.messages.tryAgain') }}
        />
      </>
    );

  return (
    <Box aria-busy={isLoading || isFetchingNextPage} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('admin.messages.intro')}</Typography>
      <ToggleButtonGroup exclusive size="small" value={status} onChange={(_, next: MessageStatus | null) => next && setStatus(next)} aria-label={t('admin.messages.show')}>
        {MESSAGE_STATUSES.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`admin.messages.statuses.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {body}
    </Box>
  );
}
