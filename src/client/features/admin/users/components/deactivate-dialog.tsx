import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { UserDto } from '../../../../../shared/api-types';

interface DeactivateDialogProps {
  user: UserDto;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** DECISIONS.md "users tab delete": deactivation only after the admin confirms it. */
export function DeactivateDialog({ user, busy, onCancel, onConfirm }: DeactivateDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      id="deactivate-user"
      title={t('admin.users.confirmTitle')}
      text={t('admin.users.confirmText', { name: user.fullname, email: user.email })}
      cancelLabel={t('admin.users.cancel')}
      confirmLabel={t('admin.users.confirm')}
      busyLabel={t('admin.users.deactivating')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
