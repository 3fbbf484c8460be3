import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { ProjectDto } from '../../../../../shared/api-types';

interface CompleteProjectDialogProps {
  project: ProjectDto;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Completion cannot be undone: the dialog says what happens to the money before it is done. */
export function CompleteProjectDialog({ project, busy, onCancel, onConfirm }: CompleteProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      id="complete-project"
      title={t('admin.projects.completeTitle', { title: project.title })}
      text={t('admin.projects.completeText')}
      cancelLabel={t('admin.projects.cancel')}
      confirmLabel={t('admin.projects.confirmComplete')}
      busyLabel={t('admin.projects.completing')}
      busy={busy}
      color="warning"
      maxWidth="sm"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
