import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

interface StepActionsProps {
  onBack: () => void;
  /** The first step has nothing to go back to: its way out says Cancel instead. */
  backText?: string;
}

/** The Back and Next buttons under a step's form; Next submits it, so the step's own checks run first. */
export function StepActions({ onBack, backText }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button color="inherit" onClick={onBack}>
        {backText ?? t('withdraw.back')}
      </Button>
      <Button type="submit" variant="contained">
        {t('withdraw.next')}
      </Button>
    </DialogActions>
  );
}
