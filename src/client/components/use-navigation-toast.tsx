import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from './toast-provider';
import { PAGE_TOAST_OPTIONS } from './use-pending-toasts';

/** What a screen may pass to the next one: `navigate(to, { state: { toast } })`. */
export interface NavigationToast {
  type: 'success' | 'error';
  message: string;
  /** A success's second line instead of 'welcome back' (a new account's first sign-in). */
  description?: string;
}

function toastOf(state: unknown): NavigationToast | null {
  const toast = (state as { toast?: Partial<NavigationToast> } | null)?.toast;
  if (!toast || typeof toast.message !== 'string' || (toast.type !== 'success' && toast.type !== 'error')) return null;
  return { type: toast.type, message: toast.message, ...(typeof toast.description === 'string' ? { description: toast.description } : {}) };
}

/**
 * Shows a toast passed in the navigation state once (spec section 2), a success with a 'welcome back'
 * line, then drops it from the history entry so a reload or Back does not show it again.
 */
export function useNavigationToast(): void {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    const toast = toastOf(location.state);
    if (!toast || shownFor.current === location.key) return;
    shownFor.current = location.key;
    const message =
      toast.type === 'success' ? (
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {toast.message}
          </Box>
          {toast.description ?? t('toast.welcomeBack')}
        </Box>
      ) : (
        toast.message
      );
    enqueueSnackbar(message, { variant: toast.type, ...PAGE_TOAST_OPTIONS });
    const { toast: _shown, ...rest } = location.state as Record<string, unknown>;
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: Object.keys(rest).length > 0 ? rest : null });
  }, [location, navigate, enqueueSnackbar, t]);
}
