import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/toast-provider';

/** Copies one payment detail, so the investor pastes it in their bank or bKash app without typos. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar(t('deposit.copy.done', { label }), { variant: 'success', autoHideDuration: 2000 });
    } catch {
      // No clipboard (an old browser, a denied permission): the value is on screen to select by hand.
      enqueueSnackbar(t('deposit.copy.failed'), { variant: 'error', autoHideDuration: 3000 });
    }
  };
  return (
    <IconButton size="small" onClick={() => void copy()} aria-label={t('deposit.copy.label', { label })} sx={{ ml: 0.5 }}>
      <ContentCopyIcon fontSize="small" />
    </IconButton>
  );
}
