import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PaymentAccountDto } from '../../../../shared/payment-account-types';
import { useGetPaymentAccountsQuery } from '../api';
import { AccountPicker } from './account-picker';
import { BankNotices } from './bank-notices';
import { CopyValueButton } from '../../../components/copy-value-button';
import { CustomerReference } from './customer-reference';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
        {value}
        <CopyValueButton value={value} label={label} />
      </Typography>
    </Box>
  );
}

/** The chosen account's details, each with a copy button; bank fields only for a bank. */
function AccountDetails({ account }: { account: PaymentAccountDto }) {
  const { t, i18n } = useTranslation();
  const bengali = i18n.language.startsWith('bn');
  const instruction = ((bengali && account.instructionBn?.trim()) || account.instruction).trim();
  const bank = account.kind === 'bank';
  return (
    <>
      <BankNotices bank={account} />
      <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
        {bank && account.bankName && <Detail label={t('deposit.bank.bankName')} value={account.bankName} />}
        {bank && account.branch && <Detail label={t('deposit.bank.branch')} value={account.branch} />}
        {bank && account.routingNumber && <Detail label={t('deposit.bank.routingNumber')} value={account.routingNumber} />}
        <Detail label={t(bank ? 'deposit.bank.accountNumber' : 'deposit.bank.walletNumber', { kind: t(`deposit.kinds.${account.kind}`) })} value={account.accountNumber} />
        <Detail label={t('deposit.bank.accountName')} value={account.accountName} />
      </Box>
      <CustomerReference />
      {instruction && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('deposit.bank.instruction')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }} lang={bengali && account.instructionBn?.trim() ? 'bn' : 'en'}>
            {instruction}
          </Typography>
        </Box>
      )}
    </>
  );
}

interface PaymentDetailsProps {
  selected: PaymentAccountDto | null;
  onSelect: (id: string) => void;
}

/** Where to pay (spec section 2): the active accounts to choose from and the chosen one's details. */
export function PaymentDetails({ selected, onSelect }: PaymentDetailsProps) {
  const { t } = useTranslation();
  const { data: accounts, isLoading, isFetching, error, refetch } = useGetPaymentAccountsQuery();
  const banksOnly = !accounts || accounts.every((account) => account.kind === 'bank');

  let body;
  if (isLoading) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('deposit.bank.loading')}</Typography>
      </Box>
    );
  } else if (error || !accounts || accounts.length === 0) {
    body = (
      <Alert
        severity={error ? 'error' : 'info'}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('deposit.bank.retry')}
          </Button>
        }
      >
        {t(error ? 'deposit.bank.failed' : 'deposit.bank.missing')}
      </Alert>
    );
  } else {
    body = (
      <>
        {/* One account leaves nothing to choose: its details are enough. */}
        {accounts.length > 1 && <AccountPicker accounts={accounts} selectedId={selected?._id ?? null} onSelect={onSelect} />}
        {selected && <AccountDetails account={selected} />}
      </>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="deposit-bank-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="deposit-bank-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t(banksOnly ? 'deposit.bank.title' : 'deposit.bank.titleAny')}
      </Typography>
      {body}
    </Paper>
  );
}
