import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBdt } from '../../../../shared/format';
import { isRefusal, useInvestFailureText, type InvestFailure } from '../invest-failure';
import { MissingMoneyNotice } from './missing-money-notice';

interface FailureStepProps {
  failure: InvestFailure;
  onRetry: () => void;
  onBack: () => void;
  onClose: () => void;
}

/**
 * The investment was not made. A refusal (409 and friends) says why, with the missing amount and a
 * Deposit button when the wallet is short; a fault or a lost answer offers a retry with the same key,
 * which cannot invest twice.
 */
export function FailureStep({ failure, onRetry, onBack, onClose }: FailureStepProps) {
  const { t, i18n } = useTranslation();
  const text = useInvestFailureText();
  const refused = isRefusal(failure);
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Alert severity="error" role="alert">
          <AlertTitle>{t('invest.failure.title')}</AlertTitle>
          {text(failure)}
        </Alert>
        {failure.code === 'FUNDING_TARGET_REACHED' && failure.remaining !== null && (
          // The page's own words for what is left, in its digits (the server's message is English).
          <Typography>
            {failure.remaining > 0 ? t('invest.errors.overTarget', { remaining: formatBdt(failure.remaining, i18n.language) }) : t('details.fullyFundedNote')}
          </Typography>
        )}
        {failure.code === 'INSUFFICIENT_BALANCE' && failure.missing !== null && failure.missing > 0 && <MissingMoneyNotice missing={failure.missing} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          {t('invest.close')}
        </Button>
        <Button variant={refused ? 'contained' : 'outlined'} onClick={onBack}>
          {t('invest.failure.changeAmount')}
        </Button>
        {!refused && (
          <Button variant="contained" onClick={onRetry}>
            {t('invest.failure.retry')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
