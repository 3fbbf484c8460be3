import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WithdrawalHold } from '../../../../../shared/withdrawal-types';
import { formatDateTime } from '../../../../../shared/format';

/**
 * The safety hold: the request came soon after new payout details, a password change or
 * an email change, as a thief with a stolen session would make it. Paying stays possible: the
 * warning asks the admin for care (`care` adds what to do, in the dialog).
 */
export function HoldWarning({ hold, care = false }: { hold: WithdrawalHold | null; care?: boolean }) {
  const { t, i18n } = useTranslation();
  if (!hold) return null;
  return (
    // A note, not an alert: it is part of the row, not news to interrupt a screen reader with.
    <Alert severity="warning" role="note" sx={{ py: care ? undefined : 0.25, '& .MuiAlert-message': { minWidth: 0 } }}>
      <AlertTitle sx={{ mb: 0.25, fontSize: care ? undefined : '0.875rem' }}>{t('admin.withdrawals.hold.title', { until: formatDateTime(hold.until, i18n.language) })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {hold.reasons.map((reason) => (
          <Typography component="li" variant="body2" key={reason}>
            {t(`admin.withdrawals.hold.reasons.${reason}`)}
          </Typography>
        ))}
      </Box>
      {care && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('admin.withdrawals.hold.care')}
        </Typography>
      )}
    </Alert>
  );
}
