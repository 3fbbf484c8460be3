import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { DepositDto } from '../../../../shared/api-types';
import { formatBdt, formatDate } from '../../../../shared/format';
import { localized } from '../../../../shared/localized';
import { depositReference } from '../../../../shared/references';
import { newestFirst } from '../../../../shared/newest-first';
import { DepositStatusChip } from '../../../components/deposit-status-chip';
import { ShowMore } from '../../../components/show-more';
import { useMyDepositsInfiniteQuery } from '../api';
import { SectionLoadError } from '../../../components/section-load-error';

/** The section's id: the deposit form's toast links here (`/profile#my-deposits`). */
export const MY_DEPOSITS_ID = 'my-deposits';

/** One deposit: amount, date and the reference to quote to support, its status, and the reviewer's remarks when it was rejected. */
function DepositItem({ deposit }: { deposit: DepositDto }) {
  const { t, i18n } = useTranslation();
  // The reason in the reader's language, else the one the admin wrote.
  const remarks = localized(deposit.adminRemarks, deposit.adminRemarksBn, i18n.language);
  return (
    <Box component="li" sx={{ py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{formatBdt(deposit.amount, i18n.language)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(deposit.createdAt, i18n.language)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.deposits.reference', { reference: depositReference(deposit._id) })}
        </Typography>
        {deposit.status === 'rejected' && remarks && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('profile.deposits.remarks', { remarks })}
          </Typography>
        )}
      </Box>
      <DepositStatusChip status={deposit.status} />
    </Box>
  );
}

/** Arriving at `#my-deposits` (from the deposit toast) brings the list into view once it has loaded. */
function useScrollIntoViewOnHash(section: RefObject<HTMLElement | null>, loaded: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !loaded || hash !== `#${MY_DEPOSITS_ID}`) return;
    done.current = true;
    section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded, section]);
}

/**
 * The investor's deposits, newest first, so a pending transfer can be followed until it is reviewed;
 * a keyset page at a time behind "Load more" (every deposit, not only the newest 100).
 */
export function MyDeposits() {
  const { t } = useTranslation();
  const { data, isLoading, isError, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } = useMyDepositsInfiniteQuery();
  const deposits = useMemo(() => newestFirst(data?.pages.flatMap((page) => page.deposits) ?? []), [data]);
  const section = useRef<HTMLElement>(null);
  useScrollIntoViewOnHash(section, Boolean(data));

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label={t('profile.deposits.loading')} />;
  else if (isError && !deposits.length) body = <SectionLoadError message={t('profile.deposits.loadError')} retryText={t('profile.tryAgain')} onRetry={() => void refetch()} />;
  else if (!deposits.length)
    body = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography color="text.secondary">{t('profile.deposits.empty')}</Typography>
        <Button component={RouterLink} to="/deposit" variant="outlined" size="small">
          {t('profile.deposits.make')}
        </Button>
      </Box>
    );
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box component="ul" aria-labelledby="profile-deposits-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {deposits.map((deposit) => (
            <DepositItem key={deposit._id} deposit={deposit} />
          ))}
        </Box>
        <ShowMore
          paging={{ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }}
          text={{ more: t('profile.deposits.more'), loading: t('profile.deposits.loadingMore'), failed: t('profile.deposits.moreError'), retry: t('profile.tryAgain') }}
        />
      </Box>
    );

  return (
    <Paper
      ref={section}
      id={MY_DEPOSITS_ID}
      variant="outlined"
      component="section"
      aria-labelledby="profile-deposits-title"
      aria-busy={isFetchingNextPage || undefined}
      sx={{ p: { xs: 2.5, sm: 3 }, scrollMarginTop: 80 }}
    >
      <Typography id="profile-deposits-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.deposits.title')}
      </Typography>
      {body}
    </Paper>
  );
}
