import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

type BusyButtonProps = Omit<ButtonProps, 'startIcon'> & {
  busy: boolean;
  /** The label while busy; the children otherwise. */
  busyText?: ReactNode;
  /** The start icon while not busy (the spinner takes its place while busy). */
  icon?: ReactNode;
  spinnerSize?: number;
  /** Not disabled while busy, so the keyboard focus stays on it; the caller ignores the click and says aria-disabled if it needs to. */
  keepFocus?: boolean;
  // aria-busy is the caller's: some buttons announce it, the focus-keeping ones mostly do not.
};

/** One pending-button look for every form, so a request on its way looks the same wherever it was sent from. */
export function BusyButton({ busy, busyText, icon, spinnerSize = 18, keepFocus = false, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button {...props} disabled={keepFocus ? disabled : disabled || busy} startIcon={busy ? <CircularProgress size={spinnerSize} color="inherit" aria-hidden /> : icon}>
      {busy && busyText !== undefined ? busyText : children}
    </Button>
  );
}
