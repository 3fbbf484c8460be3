import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/toast-provider';
import { apiErrorText, isUnauthorized } from '../api-error';
import { useRevokeOtherSessionsMutation } from '../api';
import { PROFILE_ERROR_TOAST, PROFILE_SUCCESS_TOAST } from '../toasts';
import { useEndSession } from '../use-end-session';

const TITLE_ID = 'revoke-sessions-title';

/** "Sign out all other sessions": asked once more, because it signs out the investor's other devices. */
export function RevokeOthersDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { endSession } = useEndSession();
  const [revokeOthers, { isLoading }] = useRevokeOtherSessionsMutation();

  async function confirm() {
    try {
      const { revoked } = await revokeOthers().unwrap();
      enqueueSnackbar(t('profile.security.sessions.revoked', { count: revoked }), PROFILE_SUCCESS_TOAST);
      onClose();
    } catch (error) {
      if (isUnauthorized(error)) return endSession(t('profile.sessionExpired'));
      const message = apiErrorText(error, t, i18n.language) ?? t('profile.somethingWrong');
      enqueueSnackbar(t('profile.security.sessions.revokeFailed', { message }), PROFILE_ERROR_TOAST);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="xs" fullWidth>
      <DialogTitle id={TITLE_ID}>{t('profile.security.sessions.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('profile.security.sessions.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{t('profile.security.sessions.cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={isLoading}>
          {t('profile.security.sessions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
