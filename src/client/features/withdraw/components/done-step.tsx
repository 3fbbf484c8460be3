import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBdt, formatDate } from '../../../../shared/format';
import type { WithdrawalResponse } from '../../../../shared/withdrawal-types';
import { AccountText } from './account-text';
import { FigureList } from '../../../components/figure-list';

/** The request is made: the reference to quote to support, and the balance left after the hold. */
export function DoneStep({ receipt, onClose }: { receipt: WithdrawalResponse; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { withdrawal, wallet } = receipt;
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Alert severity="success" role="status">
          <AlertTitle>{t('withdraw.done.title')}</AlertTitle>
          {t('withdraw.done.text')}
        </Alert>
        {withdrawal.hold && (
          // The server held it for review (new payout details, or a recent password or email change):
          // the investor learns why, and what to do if it was not them.
          <Alert severity="info">
            <AlertTitle>{t('withdraw.done.hold.title')}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {withdrawal.hold.reasons.map((reason) => (
                <li key={reason}>{t(`withdraw.done.hold.reasons.${reason}`)}</li>
              ))}
            </Box>
            {t('withdraw.done.hold.text')}
          </Alert>
        )}
        <FigureList
          rows={[
            [
              t('withdraw.done.reference'),
              <span key="reference" dir="ltr">
                {withdrawal.reference}
              </span>,
            ],
            [t('withdraw.review.amount'), formatBdt(withdrawal.amount, lng)],
            [t('withdraw.review.method'), t(`withdraw.methods.${withdrawal.method}`)],
            [t('withdraw.review.account'), <AccountText key="account" method={withdrawal.method} account={withdrawal.account} />],
            [t('withdraw.done.date'), formatDate(withdrawal.createdAt, lng)],
            [t('withdraw.done.balance'), formatBdt(wallet.availableBalance, lng)],
          ]}
        />
        <Typography variant="body2" color="text.secondary">
          {t('withdraw.done.follow')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('withdraw.close')}
        </Button>
      </DialogActions>
    </>
  );
}
