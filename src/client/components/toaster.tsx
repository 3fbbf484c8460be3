import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import type { CloseToast, EnqueueToast } from './toast-provider';

// notistack's own colours put white text on #43a047 (success), #ff9800 (warning) or #2196f3 (info),
// all under the 4.5:1 WCAG AA asks for (1.4.3); each variant takes the theme's dark shade instead.
const ThemedContent = styled(MaterialDesignContent)(({ theme }) =>
  Object.fromEntries(
    (['success', 'error', 'warning', 'info'] as const).map((variant) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: theme.palette[variant].dark, color: theme.palette[variant].contrastText },
    ]),
  ),
);
const COMPONENTS = { success: ThemedContent, error: ThemedContent, warning: ThemedContent, info: ThemedContent };

export interface ToasterProps {
  onReady: (enqueue: EnqueueToast, close: CloseToast) => void;
}

function Handover({ onReady }: ToasterProps) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => onReady(enqueueSnackbar, closeSnackbar), [onReady, enqueueSnackbar, closeSnackbar]);
  return null;
}

/** notistack itself, loaded with the first toast (toast-provider.tsx); spec section 9: bottom-right, 5 s. */
export function Toaster({ onReady }: ToasterProps) {
  return (
    <SnackbarProvider Components={COMPONENTS} maxSnack={20} autoHideDuration={5000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Handover onReady={onReady} />
    </SnackbarProvider>
  );
}
