import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../../shared/api-types';

const TITLE_ID = 'deactivate-user-title';
const TEXT_ID = 'deactivate-user-text';

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
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID} maxWidth="xs" fullWidth>
      <DialogTitle id={TITLE_ID}>{t('admin.users.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>{t('admin.users.confirmText', { name: user.fullname, email: user.email })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('admin.users.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {busy ? t('admin.users.deactivating') : t('admin.users.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
