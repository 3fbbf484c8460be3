import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';
import { useFailureText } from './failure-text';
import { useLedgerCheckQuery } from './ledger-api';

/**
 * The books at a glance (MONEY.md invariants) above every admin screen: green when every account and
 * transfer agree, red with each broken invariant's message when they do not. A status region, so a
 * change after a money action (which rechecks it) is announced.
 */
export function LedgerLine() {
  const { t, i18n } = useTranslation();
  const failureText = useFailureText();
  const { data, error, isLoading, isFetching, refetch } = useLedgerCheckQuery();

  let body;
  if (isLoading)
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{t('admin.ledger.checking')}</Typography>
      </Box>
    );
  else if (!data)
    body = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'error.dark' }}>
          {t('admin.ledger.loadError', { message: failureText(error, 'admin.ledger.checkFailed') })}
        </Typography>
        <Button size="small" variant="outlined" disabled={isFetching} onClick={() => void refetch()}>
          {t('admin.ledger.retry')}
        </Button>
      </Box>
    );
  else {
    const counts = { accounts: formatNumber(data.accounts, i18n.language), transfers: formatNumber(data.transfers, i18n.language) };
    body = data.ok ? (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.dark' }}>
        <CheckCircleIcon fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('admin.ledger.ok', counts)}
        </Typography>
      </Box>
    ) : (
      <Box sx={{ color: 'error.dark' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ErrorIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('admin.ledger.broken', { count: data.mismatches.length, ...counts, mismatches: formatNumber(data.mismatches.length, i18n.language) })}
          </Typography>
        </Box>
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 4 }}>
          {data.mismatches.map((mismatch, index) => (
            <Typography component="li" variant="body2" key={`${mismatch.check}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
              {mismatch.message}
            </Typography>
          ))}
        </Box>
      </Box>
    );
  }

  return (
    <Box
      role="status"
      aria-label={t('admin.ledger.label')}
      sx={{ px: { xs: 2, md: 3 }, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: data && !data.ok ? '#fdeded' : data?.ok ? '#edf7ed' : undefined }}
    >
      {body}
    </Box>
  );
}
