import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBdt } from '../../../../shared/format';
import { WithdrawDialog } from './withdraw-dialog';

/**
 * "Withdraw money" on the profile: opens the request dialog. With nothing available the
 * button is disabled and the card says why, so the investor is not left guessing.
 */
export function WithdrawCard({ availableBalance, twoFactor = false }: { availableBalance: number; twoFactor?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const balance = Number.isFinite(availableBalance) ? availableBalance : 0;
  const empty = Math.round(balance * 100) <= 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="withdraw-card-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="withdraw-card-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('withdraw.card.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id="withdraw-card-help">
        {empty ? t('withdraw.card.empty') : t('withdraw.card.help', { balance: formatBdt(balance, i18n.language) })}
      </Typography>
      <Button variant="outlined" sx={{ mt: 2 }} disabled={empty} aria-describedby="withdraw-card-help" onClick={() => setOpen(true)}>
        {t('withdraw.card.open')}
      </Button>
      {open && <WithdrawDialog balance={balance} twoFactor={twoFactor} onClose={() => setOpen(false)} />}
    </Paper>
  );
}
