import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

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
    <ConfirmDialog
      id="remove-promotion"
      title={t('admin.promotionEdit.removeTitle', { company })}
      text={t('admin.promotionEdit.removeText')}
      cancelLabel={t('admin.promotionEdit.cancel')}
      confirmLabel={t('admin.promotionEdit.removeConfirm')}
      busyLabel={t('admin.promotionEdit.removing')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
