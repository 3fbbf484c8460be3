import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetBankInfoQuery } from '../api';
import { toFailure } from '../server-failure';
import { BankNotices } from './bank-notices';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Where to transfer the money (spec section 2); the instruction only when the admin wrote one. */
export function BankDetails() {
  const { t } = useTranslation();
  const { data: bank, isLoading, isFetching, error, refetch } = useGetBankInfoQuery();
  // The server answers 404 BANK_INFO_MISSING when no bank details were ever saved; anything else is a failed load.
  const missing = Boolean(error && toFailure(error).code === 'BANK_INFO_MISSING');

  let body;
  if (isLoading) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('deposit.bank.loading')}</Typography>
      </Box>
    );
  } else if (error || !bank) {
    body = (
      <Alert
        severity={missing ? 'info' : 'error'}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('deposit.bank.retry')}
          </Button>
        }
      >
        {t(missing ? 'deposit.bank.missing' : 'deposit.bank.failed')}
      </Alert>
    );
  } else {
    const instruction = bank.instruction.trim();
    body = (
      <>
        <BankNotices bank={bank} />
        <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
          <Detail label={t('deposit.bank.bankName')} value={bank.bankName} />
          <Detail label={t('deposit.bank.accountNumber')} value={bank.accountNumber} />
          <Detail label={t('deposit.bank.accountName')} value={bank.accountName} />
        </Box>
        {instruction && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {t('deposit.bank.instruction')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{instruction}</Typography>
          </Box>
        )}
      </>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="deposit-bank-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="deposit-bank-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('deposit.bank.title')}
      </Typography>
      {body}
    </Paper>
  );
}
