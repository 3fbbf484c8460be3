import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DETAIL_FIELDS } from '../payment-account-schema';

type DetailField = (typeof DETAIL_FIELDS)[number];

const TITLE_ID = 'bank-confirm-title';
// Read by screen readers ("was", "now") in place of the arrow and the strike-through.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const TEXT_ID = 'bank-confirm-text';

export interface BankFieldChange {
  field: DetailField;
  before: string;
  after: string;
}

interface BankConfirmDialogProps {
  changes: BankFieldChange[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Shown before changed payment details are saved: investors send real money to them, so the admin
 * reads every old → new value once more. Nothing is sent until Confirm.
 */
export function BankConfirmDialog({ changes, busy, onCancel, onConfirm }: BankConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={TITLE_ID}>{t('admin.bankConfirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID} sx={{ mb: 2 }}>
          {t('admin.bankConfirm.text')}
        </DialogContentText>
        <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
          {changes.map(({ field, before, after }) => (
            <Box key={field} data-testid={`bank-change-${field}`}>
              <Typography component="dt" variant="subtitle2">
                {t(`admin.paymentAccounts.fields.${field}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('admin.bankConfirm.before')}{' '}
                  </Box>
                  <del>{before}</del>
                </Box>
                <Box component="span" aria-hidden sx={{ mx: 1 }}>
                  →
                </Box>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {t('admin.bankConfirm.after')}{' '}
                  </Box>
                  <ins style={{ textDecoration: 'none' }}>{after}</ins>
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('admin.bankConfirm.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained">
          {busy ? t('admin.paymentAccounts.saving') : t('admin.bankConfirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
