import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
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
    <ConfirmDialog
      id="remove-advisor"
      title={t('settings.advisors.confirmTitle', { name: advisor.name })}
      text={t('settings.advisors.confirmText')}
      cancelLabel={t('settings.advisors.cancel')}
      confirmLabel={t('settings.advisors.confirmRemove')}
      busy={removing}
      cancelFirst
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
