import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBdt } from '../../../../shared/format';
import type { PayoutAccount, WithdrawalMethod } from '../../../../shared/withdrawal-types';
import { BusyButton } from '../../../components/busy-button';
import { AccountText } from './account-text';
import { FigureList } from '../../../components/figure-list';

interface ReviewStepProps {
  amount: number;
  method: WithdrawalMethod;
  account: PayoutAccount;
  balance: number;
  submitting: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

const balanceAfter = (balance: number, amount: number) => (Math.round(balance * 100) - Math.round(amount * 100)) / 100;

/** Step 4: everything once more, and what happens to the money (held at once, paid by an admin). */
export function ReviewStep({ amount, method, account, balance, submitting, onConfirm, onBack }: ReviewStepProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }} aria-busy={submitting || undefined}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('withdraw.review.heading')}
        </Typography>
        <FigureList
          rows={[
            [t('withdraw.review.amount'), formatBdt(amount, lng)],
            [t('withdraw.review.method'), t(`withdraw.methods.${method}`)],
            [t('withdraw.review.account'), <AccountText key="account" method={method} account={account} />],
            [t('withdraw.review.balanceAfter'), formatBdt(Math.max(balanceAfter(balance, amount), 0), lng)],
          ]}
        />
        <Alert severity="info">{t('withdraw.review.hold')}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onBack} disabled={submitting}>
          {t('withdraw.back')}
        </Button>
        <BusyButton
          variant="contained"
          onClick={onConfirm}
          busy={submitting}
          keepFocus
          aria-disabled={submitting || undefined}
          busyText={t('withdraw.review.sending')}
          spinnerSize={16}
        >
          {t('withdraw.review.confirm')}
        </BusyButton>
      </DialogActions>
    </>
  );
}
