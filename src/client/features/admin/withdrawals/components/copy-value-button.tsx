import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../../components/toast-provider';

const TOAST = { autoHideDuration: 1500, anchorOrigin: { vertical: 'bottom', horizontal: 'right' } } as const;

/**
 * Copies one account detail for the admin to paste into the bank's or bKash's app (no retyping, so
 * no wrong digit); a short toast says it worked. `field` names what is copied, for screen readers.
 */
export function CopyValueButton({ value, field }: { value: string; field: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar(t('admin.withdrawals.account.copied'), { variant: 'success', ...TOAST });
    } catch {
      // No clipboard (an old browser, a denied permission): the value is on screen to select by hand.
      enqueueSnackbar(t('admin.withdrawals.account.copyFailed'), { variant: 'error', ...TOAST });
    }
  }
  return (
    <IconButton size="small" onClick={() => void copy()} aria-label={t('admin.withdrawals.account.copy', { field })} sx={{ p: 0.5 }}>
      <ContentCopyIcon fontSize="inherit" aria-hidden />
    </IconButton>
  );
}
