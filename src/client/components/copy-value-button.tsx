import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from './toast-provider';

/**
 * Copies one payment detail (an account number, a customer ID), so it is pasted into the bank's or
 * bKash's app without a wrong digit; a short toast says it worked. `label` names what is copied, for
 * the button's accessible name and the toast. `dense`: the admin's tight detail lists.
 */
export function CopyValueButton({ value, label, dense = false }: { value: string; label: string; dense?: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar(t('common.copy.done', { label }), { variant: 'success', autoHideDuration: 2000 });
    } catch {
      // No clipboard (an old browser, a denied permission): the value is on screen to select by hand.
      enqueueSnackbar(t('common.copy.failed'), { variant: 'error', autoHideDuration: 3000 });
    }
  }
  return (
    <IconButton size="small" onClick={() => void copy()} aria-label={t('common.copy.label', { label })} sx={dense ? { p: 0.5 } : { ml: 0.5 }}>
      <ContentCopyIcon fontSize={dense ? 'inherit' : 'small'} aria-hidden />
    </IconButton>
  );
}
