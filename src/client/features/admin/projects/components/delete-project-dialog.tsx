import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { ProjectDto } from '../../../../../shared/api-types';

interface DeleteProjectDialogProps {
  project: ProjectDto;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec section 2: Delete asks 'Are you sure you want to delete this project?' first. */
export function DeleteProjectDialog({ project, busy, onCancel, onConfirm }: DeleteProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      id="delete-project"
      title={t('admin.projects.confirmTitle', { title: project.title })}
      text={t('admin.projects.confirmText')}
      cancelLabel={t('admin.projects.cancel')}
      confirmLabel={t('admin.projects.confirm')}
      busyLabel={t('admin.projects.deleting')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
