import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatBdt, formatDate } from '../../../../shared/format';
import type { InvestResponse } from '../../../../shared/money-types';
import { FigureList } from './figure-list';

/** Step 3: the receipt (reference, project, amount, date) and the wallet after it. */
export function ReceiptStep({ receipt, onClose }: { receipt: InvestResponse; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { investment, wallet } = receipt;
  const figures = [
    { label: t('invest.receipt.reference'), value: investment.reference },
    { label: t('invest.receipt.project'), value: investment.projectTitle },
    { label: t('invest.receipt.amount'), value: formatBdt(investment.amount, lng) },
    { label: t('invest.receipt.date'), value: formatDate(investment.createdAt, lng) },
    { label: t('invest.receipt.balance'), value: formatBdt(wallet.availableBalance, lng) },
  ];
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Alert severity="success" role="status">
          {t('invest.receipt.title')}
        </Alert>
        <FigureList figures={figures} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('invest.close')}
        </Button>
        <Button component={RouterLink} to="/profile" variant="contained">
          {t('invest.receipt.profile')}
        </Button>
      </DialogActions>
    </>
  );
}
