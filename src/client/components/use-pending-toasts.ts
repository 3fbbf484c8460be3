import type { VariantType } from 'notistack';
import { useEffect } from 'react';
import { useSnackbar } from './toast-provider';

/** The toasts a previous screen left in sessionStorage (spec section 3), and how each is shown. */
export const PENDING_TOAST_KEYS = {
  toastSuccess: 'success',
  toastError: 'error',
  // The footer shows a pending message as a success toast (spec section 2); every screen does the same.
  toastMessage: 'success',
} as const satisfies Record<string, VariantType>;

export type PendingToastKey = keyof typeof PENDING_TOAST_KEYS;

/** Spec section 9: bottom-right, 5 s. */
export const PAGE_TOAST_OPTIONS = { autoHideDuration: 5000, anchorOrigin: { vertical: 'bottom', horizontal: 'right' } } as const;

/**
 * Shows each stored toast under `keys` once and removes it as it is shown, so when two parts of a
 * screen (the projects list and the footer) both look, the message still appears only once.
 */
export function usePendingToasts(keys: readonly PendingToastKey[]): void {
  const { enqueueSnackbar } = useSnackbar();
  const keyList = keys.join(',');
  useEffect(() => {
    for (const key of keyList.split(',') as PendingToastKey[]) {
      let message: string | null = null;
      try {
        message = sessionStorage.getItem(key);
        sessionStorage.removeItem(key);
      } catch {
        return; // storage blocked: nothing can be pending
      }
      if (message) enqueueSnackbar(message, { variant: PENDING_TOAST_KEYS[key], ...PAGE_TOAST_OPTIONS });
    }
  }, [keyList, enqueueSnackbar]);
}
