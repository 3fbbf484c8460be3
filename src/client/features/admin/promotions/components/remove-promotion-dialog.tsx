import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

const TITLE_ID = 'remove-promotion-title';
const TEXT_ID = 'remove-promotion-text';

interface RemovePromotionDialogProps {
  company: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a promotion is removed, saying what follows (as the projects tab's delete dialog does). */
export function RemovePromotionDialog({ company, busy, onCancel, onConfirm }: RemovePromotionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID} maxWidth="xs" fullWidth>
      <DialogTitle id={TITLE_ID} sx={{ overflowWrap: 'anywhere' }}>
        {t('admin.promotionEdit.removeTitle', { company })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>{t('admin.promotionEdit.removeText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('admin.promotionEdit.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {busy ? t('admin.promotionEdit.removing') : t('admin.promotionEdit.removeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
