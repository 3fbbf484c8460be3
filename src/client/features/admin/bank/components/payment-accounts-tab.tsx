import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentAccountDto } from '../../../../../shared/payment-account-types';
import { useAllPaymentAccountsQuery } from '../api';
import { PaymentAccountDialog } from './payment-account-dialog';
import { PaymentAccountCards, PaymentAccountsTable } from './payment-accounts-list';

/** The admin "Payment accounts" tab: every account investors may pay deposits into. */
export function PaymentAccountsTab(_props: { search?: string }) {
  const { t } = useTranslation();
  // noSsr: the first render already knows the screen, so a phone never flashes the table.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data: accounts, error, isFetching, refetch } = useAllPaymentAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  // undefined: closed; null: adding a new account.
  const [editing, setEditing] = useState<PaymentAccountDto | null | undefined>(undefined);

  let body;
  if (accounts === undefined && error && !isFetching) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('admin.paymentAccounts.retry')}
          </Button>
        }
      >
        {t('admin.paymentAccounts.loadFailed')}
      </Alert>
    );
  } else if (accounts === undefined) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('admin.paymentAccounts.loading')}</Typography>
      </Box>
    );
  } else if (accounts.length === 0) {
    body = <Alert severity="info">{t('admin.paymentAccounts.empty')}</Alert>;
  } else {
    body = phone ? <PaymentAccountCards accounts={accounts} onEdit={setEditing} /> : <PaymentAccountsTable accounts={accounts} onEdit={setEditing} />;
  }

  return (
    <Box component="section" aria-labelledby="admin-payment-accounts-title" aria-busy={isFetching} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography id="admin-payment-accounts-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
            {t('admin.paymentAccounts.title')}
          </Typography>
          <Typography color="text.secondary">{t('admin.paymentAccounts.intro')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {t('admin.paymentAccounts.add')}
        </Button>
      </Box>
      {body}
      {editing !== undefined && <PaymentAccountDialog account={editing} onClose={() => setEditing(undefined)} />}
    </Box>
  );
}
