import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  /** Prefix of the title's and the text's ids, unique on the page. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's label while the action runs; both buttons are off meanwhile. */
  busyLabel?: string;
  busy?: boolean;
  /** 'error' for what cannot be undone or takes something away; 'warning' for a final step. */
  color?: 'error' | 'warning' | 'primary';
  maxWidth?: 'xs' | 'sm';
  /** Cancel has the focus first: the safe choice for Enter (WAI-ARIA alert dialog pattern). */
  cancelFirst?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The one "are you sure?" dialog: a title, what follows, Cancel and the action (spec section 2's
 * delete prompt, and every other step that cannot be undone). It cannot be dismissed while busy.
 */
export function ConfirmDialog({
  id,
  title,
  text,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy = false,
  color = 'error',
  maxWidth = 'xs',
  cancelFirst = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth={maxWidth} fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus={cancelFirst}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color={color} variant="contained">
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
