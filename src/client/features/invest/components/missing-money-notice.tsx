import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatBdt } from '../../../../shared/format';

/**
 * Not enough in the wallet: how much is missing, and a Deposit button that opens /deposit with that
 * amount already in its field (the deposit page reads `?amount=`).
 */
export function MissingMoneyNotice({ missing }: { missing: number }) {
  const { t, i18n } = useTranslation();
  const text = formatBdt(missing, i18n.language);
  return (
    <Alert
      severity="warning"
      // A status, not an alert: the field or the failure above already interrupts; this adds the way out.
      role="status"
      action={
        <Button component={RouterLink} to={`/deposit?amount=${encodeURIComponent(String(missing))}`} color="inherit" size="small" variant="outlined">
          {t('invest.missing.deposit', { missing: text })}
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
    >
      {t('invest.missing.text', { missing: text })}
    </Alert>
  );
}
