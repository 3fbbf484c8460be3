import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositDto } from '../../../../../shared/api-types';
import { DEPOSIT_STATUSES } from '../../../../../shared/schemas/deposits';
import { newestFirst } from '../../../../../shared/newest-first';
import { ErrorLine } from '../../../../components/error-line';
import { ShowMore } from '../../../../components/show-more';
import { useAdminDepositsInfiniteQuery, type DepositFilter } from '../api';
import { useFailureText } from '../../shell/failure-text';
import { DepositCards } from './deposit-cards';
import { DepositsTable } from './deposits-table';
import { ReviewDepositDialog } from './review-deposit-dialog';

const FILTERS: DepositFilter[] = ['all', ...DEPOSIT_STATUSES];

/**
 * The admin deposits tab: every investor's deposits, filtered by status on the server and paged by
 * its keyset cursor, and the review dialog. It opens on Pending: what waits for a decision.
 */
export function DepositsTab(_props: { search?: string }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [filter, setFilter] = useState<DepositFilter>('pending');
  const [reviewing, setReviewing] = useState<DepositDto | null>(null);
  // noSsr: the first render already knows the screen, so a phone never flashes the table.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Opening the tab always shows fresh deposits: investors submit new ones at any time.
  const query = useAdminDepositsInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const { currentData, error, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage } = query;
  // The server sends each page newest first; sorting the whole keeps that order whatever it sent.
  const deposits = useMemo(() => (currentData ? newestFirst(currentData.pages.flatMap((page) => page.deposits)) : undefined), [currentData]);

  let body;
  if (!deposits && error && !isFetching) {
    body = <ErrorLine>{t('admin.deposits.loadError', { message: failureText(error, 'common.networkError') })}</ErrorLine>;
  } else if (!deposits) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('admin.deposits.loading')}</Typography>
      </Box>
    );
  } else if (deposits.length === 0) {
    body = <Typography sx={{ py: 3 }}>{t('admin.deposits.empty')}</Typography>;
  } else {
    body = (
      <>
        {phone ? <DepositCards deposits={deposits} onReview={setReviewing} /> : <DepositsTable deposits={deposits} onReview={setReviewing} />}
        <ShowMore
          paging={{ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }}
          text={{ more: t('admin.deposits.more'), loading: t('admin.deposits.loadingMore'), failed: t('admin.deposits.moreError'), retry: t('admin.deposits.retry') }}
        />
      </>
    );
  }

  return (
    // The dashboard's tab panel carries the 'Deposits' heading.
    <Box aria-busy={isFetching} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <TextField
          select
          size="small"
          id="admin-deposits-filter"
          label={t('admin.deposits.filter.label')}
          value={filter}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setFilter(event.target.value as DepositFilter)}
          // A native select: keyboard and screen-reader friendly, and the phone's own picker on mobile.
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 180 }}
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(value === 'all' ? 'admin.deposits.filter.all' : `admin.deposits.status.${value}`)}
            </option>
          ))}
        </TextField>
      </Box>
      {body}
      {reviewing && <ReviewDepositDialog deposit={reviewing} onClose={() => setReviewing(null)} />}
    </Box>
  );
}
