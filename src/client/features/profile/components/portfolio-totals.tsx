import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatBdt } from '../../../../shared/format';
import type { PortfolioDto } from '../../../../shared/portfolio-types';
import { AmountWords } from '../../../components/amount-words';

/** One figure of a definition list: its label, then the amount. */
function Figure({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 600, fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
        {formatBdt(amount, i18n.language)}
      </Typography>
    </Box>
  );
}

const GRID = { m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;

/** The total value, the four parts it is the sum of, profit and loss so far, and the two things to do with money. */
export function PortfolioTotals({ portfolio, actions = true }: { portfolio: PortfolioDto; actions?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('portfolio.totalValue')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: { xs: '1.9rem', md: '2.2rem' }, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
          {formatBdt(portfolio.totalValue, i18n.language)}
          <AmountWords amount={portfolio.totalValue} component="span" />
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('portfolio.totalValueHelp')}
      </Typography>
      <Box component="dl" aria-label={t('portfolio.parts')} sx={GRID}>
        <Figure label={t('portfolio.cash')} amount={portfolio.cash} strong />
        <Figure label={t('portfolio.invested')} amount={portfolio.invested} strong />
        <Figure label={t('portfolio.pendingDeposits')} amount={portfolio.pendingDeposits} />
        <Figure label={t('portfolio.withdrawalsOnHold')} amount={portfolio.withdrawalsOnHold} />
      </Box>
      <Box component="dl" aria-label={t('portfolio.earned')} sx={{ ...GRID, mt: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Figure label={t('portfolio.profit')} amount={portfolio.totalProfit} />
        <Figure label={t('portfolio.loss')} amount={portfolio.totalLoss} />
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          <Button component={RouterLink} to="/deposit" variant="outlined">
            {t('portfolio.deposit')}
          </Button>
          <Button component={RouterLink} to="/investment/all" variant="contained">
            {t('portfolio.invest')}
          </Button>
        </Box>
      )}
    </>
  );
}
