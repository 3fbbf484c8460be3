import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, type WithdrawalDto } from '../../../../../shared/withdrawal-types';
import { newestFirst } from '../../../../../shared/newest-first';
import { ErrorLine } from '../../../../components/error-line';
import { ShowMore } from '../../../../components/show-more';
import { useFailureText } from '../../shell/failure-text';
import { useAdminWithdrawalsInfiniteQuery, type WithdrawalFilter } from '../api';
import { ReviewWithdrawalDialog } from './review-withdrawal-dialog';
import { WithdrawalCards } from './withdrawal-cards';
import { WithdrawalsTable } from './withdrawals-table';

// Pending first: the tab opens on what waits for an administrator.
const FILTERS: WithdrawalFilter[] = [...WITHDRAWAL_STATUSES, 'all'];

/**
 * The admin withdrawals tab: every investor's payout requests, filtered by status on the
 * server and paged by its keyset cursor, and the pay/reject dialog.
 */
export function WithdrawalsTab(_props: { search?: string }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [filter, setFilter] = useState<WithdrawalFilter>('pending');
  const [reviewing, setReviewing] = useState<WithdrawalDto | null>(null);
  // noSsr: the first render already knows the screen, so a phone never flashes the table.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Opening the tab always shows fresh requests: investors ask (and cancel) at any time.
  const query = useAdminWithdrawalsInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const { currentData, error, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage } = query;
  const withdrawals = useMemo(() => (currentData ? newestFirst(currentData.pages.flatMap((page) => page.withdrawals)) : undefined), [currentData]);

  let body;
  if (!withdrawals && error && !isFetching) {
    body = <ErrorLine>{t('admin.withdrawals.loadError', { message: failureText(error, 'common.networkError') })}</ErrorLine>;
  } else if (!withdrawals) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('admin.withdrawals.loading')}</Typography>
      </Box>
    );
  } else if (withdrawals.length === 0) {
    body = <Typography sx={{ py: 3 }}>{t(filter === 'pending' ? 'admin.withdrawals.emptyPending' : 'admin.withdrawals.empty')}</Typography>;
  } else {
    body = (
      <>
        {phone ? <WithdrawalCards withdrawals={withdrawals} onReview={setReviewing} /> : <WithdrawalsTable withdrawals={withdrawals} onReview={setReviewing} />}
        <ShowMore
          paging={{ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }}
          text={{ more: t('admin.withdrawals.more'), loading: t('admin.withdrawals.loadingMore'), failed: t('admin.withdrawals.moreError'), retry: t('admin.withdrawals.retry') }}
        />
      </>
    );
  }

  return (
    // The dashboard's tab panel carries the 'Withdrawals' heading.
    <Box aria-busy={isFetching} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <TextField
          select
          size="small"
          id="admin-withdrawals-filter"
          label={t('admin.withdrawals.filter.label')}
          value={filter}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setFilter(event.target.value as WithdrawalFilter)}
          // A native select: keyboard and screen-reader friendly, and the phone's own picker on mobile.
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 180 }}
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(value === 'all' ? 'admin.withdrawals.filter.all' : `admin.withdrawals.status.${value}`)}
            </option>
          ))}
        </TextField>
      </Box>
      {body}
      {reviewing && <ReviewWithdrawalDialog withdrawal={reviewing} onClose={() => setReviewing(null)} />}
    </Box>
  );
}
