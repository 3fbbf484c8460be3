import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDto } from '../../../../shared/withdrawal-types';
import { newestFirst } from '../../../../shared/newest-first';
import { ShowMore } from '../../../components/show-more';
import { useMyWithdrawalsInfiniteQuery } from '../api';
import { CancelWithdrawalDialog } from './cancel-withdrawal-dialog';
import { WithdrawalItem } from './withdrawal-item';
import { SectionLoadError } from '../../../components/section-load-error';

/** The investor's withdrawals, newest first, a keyset page at a time behind "Load more"; pending ones can be cancelled. */
export function MyWithdrawals() {
  const { t } = useTranslation();
  const { data, isLoading, isError, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } = useMyWithdrawalsInfiniteQuery();
  const withdrawals = useMemo(() => newestFirst(data?.pages.flatMap((page) => page.withdrawals) ?? []), [data]);
  const [cancelling, setCancelling] = useState<WithdrawalDto | null>(null);

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label={t('withdraw.list.loading')} />;
  else if (isError && !withdrawals.length) body = <SectionLoadError message={t('withdraw.list.loadError')} retryText={t('withdraw.tryAgain')} onRetry={() => void refetch()} />;
  else if (!withdrawals.length) body = <Typography color="text.secondary">{t('withdraw.list.empty')}</Typography>;
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box component="ul" aria-labelledby="my-withdrawals-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {withdrawals.map((withdrawal) => (
            <WithdrawalItem key={withdrawal._id} withdrawal={withdrawal} onCancel={setCancelling} />
          ))}
        </Box>
        <ShowMore
          paging={{ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }}
          text={{ more: t('withdraw.list.more'), loading: t('withdraw.list.loadingMore'), failed: t('withdraw.list.moreError'), retry: t('withdraw.tryAgain') }}
        />
      </Box>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-withdrawals-title" aria-busy={isFetchingNextPage || undefined} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="my-withdrawals-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('withdraw.list.title')}
      </Typography>
      {body}
      {cancelling && <CancelWithdrawalDialog withdrawal={cancelling} onClose={() => setCancelling(null)} />}
    </Paper>
  );
}
