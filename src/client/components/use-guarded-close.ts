import { useCallback, useRef } from 'react';

/** A dialog's close that waits out a request: the flow inside reports its busy state through onBusyChange. */
export function useGuardedClose(onClose: () => void): { close: () => void; onBusyChange: (busy: boolean) => void } {
  // A ref, not state: the flow's busy state changing needs no render of the dialog.
  const busy = useRef(false);
  const onBusyChange = useCallback((next: boolean) => {
    busy.current = next;
  }, []);
  // Escape and the backdrop close the dialog, except while a request is on its way.
  const close = useCallback(() => {
    if (!busy.current) onClose();
  }, [onClose]);
  return { close, onBusyChange };
}
