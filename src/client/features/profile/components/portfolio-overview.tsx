import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionLoadError } from '../../../components/section-load-error';
import { useMyPortfolioQuery } from '../portfolio-api';
import { ActiveHoldings } from './active-holdings';
import { LatestMovements } from './latest-movements';
import { PendingDeposits } from './pending-deposits';
import { PortfolioTotals } from './portfolio-totals';

/** The overview's body at a heading level: the page's own title is h1, so its parts are h2; inside the profile, h3. */
export function PortfolioBody({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const { data: portfolio, isLoading, isError, refetch } = useMyPortfolioQuery();
  if (isLoading) return <CircularProgress size={28} aria-label={t('portfolio.loading')} />;
  if (isError || !portfolio) return <SectionLoadError message={t('portfolio.loadError')} retryText={t('portfolio.tryAgain')} onRetry={() => void refetch()} />;
  return (
    <>
      <PortfolioTotals portfolio={portfolio} />
      <PendingDeposits deposits={portfolio.deposits} headingLevel={headingLevel} />
      <ActiveHoldings holdings={portfolio.holdings} headingLevel={headingLevel} />
      <LatestMovements movements={portfolio.movements} headingLevel={headingLevel} />
    </>
  );
}

/** The portfolio at the top of the profile: the balances are shown here once, not again below. */
export function PortfolioOverview() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="portfolio-title" sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }}>
      <Typography id="portfolio-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {t('portfolio.title')}
      </Typography>
      <PortfolioBody headingLevel={3} />
    </Paper>
  );
}
