import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBdt } from '../../../../shared/format';
import type { WithdrawalDto } from '../../../../shared/withdrawal-types';
import { readFailure } from '../../../api/server-failure';
import { useSnackbar } from '../../../components/toast-provider';
import { useCancelWithdrawalMutation } from '../api';
import { useWithdrawFailureText } from '../withdraw-failure';

const TITLE_ID = 'cancel-withdrawal-title';

/**
 * "Cancel this withdrawal?": asked once more, since the request is gone afterwards. An admin may have
 * decided it meanwhile: the 409 says so in this dialog, and the list (reloaded) shows the decision.
 */
export function CancelWithdrawalDialog({ withdrawal, onClose }: { withdrawal: WithdrawalDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useWithdrawFailureText();
  const [cancel, { isLoading }] = useCancelWithdrawalMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatBdt(withdrawal.amount, i18n.language);

  async function confirm() {
    setProblem(null);
    try {
      await cancel(withdrawal._id).unwrap();
      enqueueSnackbar(t('withdraw.cancelDialog.done', { amount, reference: withdrawal.reference }), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      const failure = readFailure(error);
      setProblem(failure.code === 'WITHDRAWAL_NOT_PENDING' ? t('withdraw.cancelDialog.decided') : failureText(failure, 'withdraw.cancelDialog.failed'));
    }
  }

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={TITLE_ID} maxWidth="xs" fullWidth>
      <DialogTitle id={TITLE_ID}>{t('withdraw.cancelDialog.title', { reference: withdrawal.reference })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('withdraw.cancelDialog.text', { amount })}</DialogContentText>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={isLoading}>
          {problem ? t('withdraw.close') : t('withdraw.cancelDialog.keep')}
        </Button>
        {!problem && (
          <Button variant="contained" color="error" onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? t('withdraw.cancelDialog.cancelling') : t('withdraw.cancelDialog.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
