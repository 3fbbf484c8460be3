import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DepositDto } from '../../../../shared/api-types';
import { formatBdt, formatDate } from '../../../../shared/format';
import { DepositStatusChip } from '../../../components/deposit-status-chip';
import { useMyDepositsQuery } from '../api';

/** One deposit: amount and date, its status, and the reviewer's remarks when it was rejected. */
function DepositItem({ deposit }: { deposit: DepositDto }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="li" sx={{ py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{formatBdt(deposit.amount, i18n.language)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(deposit.createdAt, i18n.language)}
        </Typography>
        {deposit.status === 'rejected' && deposit.adminRemarks && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('profile.deposits.remarks', { remarks: deposit.adminRemarks })}
          </Typography>
        )}
      </Box>
      <DepositStatusChip status={deposit.status} />
    </Box>
  );
}

/** The investor's deposits, newest first, so a pending transfer can be followed until it is reviewed. */
export function MyDeposits() {
  const { t } = useTranslation();
  const { data: deposits, isLoading, isError, refetch } = useMyDepositsQuery();

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label={t('profile.deposits.loading')} />;
  else if (isError)
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('profile.tryAgain')}</Button>}>
        {t('profile.deposits.loadError')}
      </Alert>
    );
  else if (!deposits?.length)
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
      <Box component="ul" aria-labelledby="profile-deposits-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {deposits.map((deposit) => (
          <DepositItem key={deposit._id} deposit={deposit} />
        ))}
      </Box>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-deposits-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-deposits-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.deposits.title')}
      </Typography>
      {body}
    </Paper>
  );
}
