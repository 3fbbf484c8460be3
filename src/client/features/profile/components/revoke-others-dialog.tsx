import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/toast-provider';
import { apiErrorText, isUnauthorized } from '../api-error';
import { useRevokeOtherSessionsMutation } from '../api';
import { PROFILE_ERROR_TOAST, PROFILE_SUCCESS_TOAST } from '../toasts';
import { useEndSession } from '../use-end-session';

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
    <ConfirmDialog
      id="revoke-sessions"
      title={t('profile.security.sessions.confirmTitle')}
      text={t('profile.security.sessions.confirmText')}
      cancelLabel={t('profile.security.sessions.cancel')}
      confirmLabel={t('profile.security.sessions.confirm')}
      busy={isLoading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
