import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ProjectDto } from '../../../../../shared/api-types';

const TITLE_ID = 'delete-project-title';
const TEXT_ID = 'delete-project-text';

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
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID} maxWidth="xs" fullWidth>
      <DialogTitle id={TITLE_ID}>{t('admin.projects.confirmTitle', { title: project.title })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>{t('admin.projects.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('admin.projects.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {busy ? t('admin.projects.deleting') : t('admin.projects.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
