import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ToasterProps } from './toaster';

export type EnqueueToast = (message: SnackbarMessage, options?: OptionsObject) => void;
/** Closes one toast (the `key` a toast's `action` is given, e.g. once its action has been used), or every toast without a key. */
export type CloseToast = (key?: SnackbarKey) => void;

interface ToastApi {
  enqueueSnackbar: EnqueueToast;
  closeSnackbar: CloseToast;
}

const ToastContext = createContext<ToastApi>({ enqueueSnackbar: () => undefined, closeSnackbar: () => undefined });

/** notistack's `useSnackbar` shape, so screens call `enqueueSnackbar(message, options)` as its docs show. */
export function useSnackbar(): ToastApi {
  return useContext(ToastContext);
}

/**
 * Toasts without notistack on the first load (PERFORMANCE.md 1): most visits never show one, so its
 * code loads with the first toast. Toasts asked for meanwhile wait in order and show once it is there;
 * if the chunk cannot load (offline before the service worker is in), the next toast tries again.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const pending = useRef<Array<Parameters<EnqueueToast>>>([]);
  const show = useRef<EnqueueToast | null>(null);
  const close = useRef<CloseToast | null>(null);
  const loading = useRef(false);

  const enqueueSnackbar = useCallback<EnqueueToast>((message, options) => {
    if (show.current) {
      show.current(message, options);
      return;
    }
    pending.current.push([message, options]);
    if (loading.current) return;
    loading.current = true;
    import('./toaster').then(
      (module) => setToaster(() => module.Toaster),
      () => {
        loading.current = false;
      },
    );
  }, []);

  // Before notistack has loaded no toast is shown, so there is nothing to close.
  const closeSnackbar = useCallback<CloseToast>((key) => close.current?.(key), []);

  // The toaster hands over notistack's enqueue once mounted; what waited is shown, in order, once.
  const onReady = useCallback((enqueue: EnqueueToast, closeToast: CloseToast) => {
    show.current = enqueue;
    close.current = closeToast;
    for (const [message, options] of pending.current.splice(0)) enqueue(message, options);
  }, []);

  const value = useMemo(() => ({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {Toaster && <Toaster onReady={onReady} />}
    </ToastContext.Provider>
  );
}
