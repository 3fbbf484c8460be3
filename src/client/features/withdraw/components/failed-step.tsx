import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';
import type { ServerFailure } from '../../../api/server-failure';
import { isRefusal, useWithdrawFailureText } from '../withdraw-failure';

interface FailedStepProps {
  failure: ServerFailure;
  onRetry: () => void;
  onBack: () => void;
  onClose: () => void;
}

/**
 * The request was not made, or its answer was lost. A refusal says why and goes back to the details;
 * a fault or a lost answer offers a retry with the same key, which cannot withdraw twice.
 */
export function FailedStep({ failure, onRetry, onBack, onClose }: FailedStepProps) {
  const { t } = useTranslation();
  const text = useWithdrawFailureText();
  const refused = isRefusal(failure);
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Alert severity="error" role="alert">
          <AlertTitle>{t('withdraw.failed.title')}</AlertTitle>
          {text(failure)}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          {t('withdraw.close')}
        </Button>
        <Button variant={refused ? 'contained' : 'outlined'} onClick={onBack}>
          {t('withdraw.failed.change')}
        </Button>
        {!refused && (
          <Button variant="contained" onClick={onRetry}>
            {t('withdraw.failed.retry')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
