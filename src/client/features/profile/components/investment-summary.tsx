import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../shared/api-types';
import { formatBdt } from '../../../../shared/format';

const amount = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Total Investment, Profit and Loss in BDT (DECISIONS.md: never dollars), 0 when not given. */
export function InvestmentSummary({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation();
  const totals = [
    { label: t('profile.summary.investment'), value: user.totalInvestment, color: 'primary.main' },
    { label: t('profile.summary.profit'), value: user.totalProfit, color: 'success.main' },
    { label: t('profile.summary.loss'), value: user.totalLoss, color: 'error.main' },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-summary-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-summary-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.summary.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {totals.map(({ label, value, color }) => (
          <Box key={label} sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', borderInlineStart: 4, borderColor: color }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.3rem', overflowWrap: 'anywhere' }}>
              {formatBdt(amount(value), i18n.language)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
