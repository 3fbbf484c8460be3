import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBdt, formatDate } from '../../../../shared/format';
import type { TransactionDto } from '../../../../shared/money-types';
import { useMyTransactionsInfiniteQuery } from '../money-api';
import { nettedToZero, signedAmount, transactionDescription } from '../transaction-text';
import { SectionLoadError } from '../../../components/section-load-error';

/** One wallet movement: what it was in plain words and when, and what it did to the wallet. */
function TransactionItem({ transaction }: { transaction: TransactionDto }) {
  const { t, i18n } = useTranslation();
  const netted = nettedToZero(transaction);
  return (
    <Box component="li" sx={{ py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{transactionDescription(transaction, t)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(transaction.createdAt, i18n.language)}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography
          sx={{
            fontWeight: 700,
            color: netted ? 'text.secondary' : transaction.walletChange >= 0 ? 'success.main' : 'error.main',
            textDecoration: netted ? 'line-through' : undefined,
            whiteSpace: 'nowrap',
          }}
        >
          {signedAmount(transaction, i18n.language)}
        </Typography>
        {netted && (
          <Typography variant="body2" color="text.secondary">
            {t('profile.transactions.moneyBack', { amount: formatBdt(transaction.amount, i18n.language) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * One line per movement of the investor's wallet, newest first, a keyset page at a time: a "Load more"
 * button rather than endless scrolling, so the cards below stay reachable by keyboard and on a phone.
 */
export function MyTransactions() {
  const { t } = useTranslation();
  const { data, isLoading, isError, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } = useMyTransactionsInfiniteQuery();
  const transactions = data?.pages.flatMap((page) => page.transactions) ?? [];

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label={t('profile.transactions.loading')} />;
  else if (isError && !transactions.length)
    body = <SectionLoadError message={t('profile.transactions.loadError')} retryText={t('profile.tryAgain')} onRetry={() => void refetch()} />;
  else if (!transactions.length) body = <Typography color="text.secondary">{t('profile.transactions.empty')}</Typography>;
  else
    body = (
      <>
        <Box component="ul" aria-labelledby="profile-transactions-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {transactions.map((transaction) => (
            <TransactionItem key={transaction._id} transaction={transaction} />
          ))}
        </Box>
        {isFetchNextPageError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('profile.transactions.moreError')}
          </Alert>
        )}
        {hasNextPage && (
          <Button variant="outlined" size="small" sx={{ mt: 2 }} disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t('profile.transactions.loadingMore') : t('profile.transactions.more')}
          </Button>
        )}
      </>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-transactions-title" aria-busy={isFetchingNextPage || undefined} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-transactions-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.transactions.title')}
      </Typography>
      {body}
    </Paper>
  );
}
