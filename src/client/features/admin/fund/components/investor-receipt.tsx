import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBdt, formatDate } from '../../../../../shared/format';
import type { InvestmentDto, WalletDto } from '../../../../../shared/money-types';

export interface Receipt {
  investor: string;
  investment: InvestmentDto;
  wallet: WalletDto;
}

/** An investment made for an investor: the reference to quote and their wallet after it. */
export function InvestorReceipt({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { investment } = receipt;
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t('admin.fund.invested', { investor: receipt.investor, amount: formatBdt(investment.amount, lng), project: investment.projectTitle })}</AlertTitle>
      <Typography variant="body2">{t('admin.fund.reference', { reference: investment.reference, date: formatDate(investment.createdAt, lng) })}</Typography>
      <Typography variant="body2">{t('admin.fund.newBalance', { amount: formatBdt(receipt.wallet.availableBalance, lng) })}</Typography>
    </Alert>
  );
}
