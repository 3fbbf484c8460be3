import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UserDto } from '../../../../shared/api-types';
import { formatBdt } from '../../../../shared/format';

/**
 * The investor's wallet (MONEY.md): approved deposits and returned capital not yet invested. The two
 * things to do with it sit beside it: add money (Deposit) or put it into a project (Invest).
 */
export function WalletCard({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation();
  const balance = Number.isFinite(user.availableBalance) ? user.availableBalance : 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-wallet-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-wallet-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('profile.wallet.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('profile.wallet.available')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.75rem', overflowWrap: 'anywhere' }}>
          {formatBdt(balance, i18n.language)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('profile.wallet.help')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button component={RouterLink} to="/deposit" variant="outlined">
          {t('profile.wallet.deposit')}
        </Button>
        <Button component={RouterLink} to="/investment/all" variant="contained">
          {t('profile.wallet.invest')}
        </Button>
      </Box>
    </Paper>
  );
}
