import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { AdvisorDto } from '../../../../../shared/trust-types';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useFailureText } from '../../shell/failure-text';
import { useDeleteAdvisorMutation } from '../api';

/** Asks once more before an advisor leaves the public page: removing cannot be undone. */
export function RemoveAdvisorDialog({ advisor, onClose }: { advisor: AdvisorDto; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [remove, { isLoading: removing }] = useDeleteAdvisorMutation();
  const confirm = async () => {
    try {
      await remove(advisor._id).unwrap();
      enqueueSnackbar(t('settings.advisors.removed'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
      onClose();
    } catch (error) {
      enqueueSnackbar(failureText(error, 'settings.advisors.removeFailed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
    }
  };
  return (
    <Dialog open onClose={removing ? undefined : onClose} aria-labelledby="remove-advisor-title" aria-describedby="remove-advisor-text">
      <DialogTitle id="remove-advisor-title">{t('settings.advisors.confirmTitle', { name: advisor.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-advisor-text">{t('settings.advisors.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={removing} autoFocus>
          {t('settings.advisors.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={removing}>
          {t('settings.advisors.confirmRemove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
