import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ProjectDto } from '../../../../../shared/api-types';

const TITLE_ID = 'complete-project-title';
const TEXT_ID = 'complete-project-text';

interface CompleteProjectDialogProps {
  project: ProjectDto;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Completion cannot be undone (issue 16): the dialog says what happens to the money before it is done. */
export function CompleteProjectDialog({ project, busy, onCancel, onConfirm }: CompleteProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={TITLE_ID}>{t('admin.projects.completeTitle', { title: project.title })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>{t('admin.projects.completeText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('admin.projects.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="warning" variant="contained">
          {busy ? t('admin.projects.completing') : t('admin.projects.confirmComplete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
