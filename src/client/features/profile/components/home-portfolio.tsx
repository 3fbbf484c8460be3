import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMyPortfolioQuery } from '../portfolio-api';
import { PendingDeposits } from './pending-deposits';
import { PortfolioTotals } from './portfolio-totals';

/**
 * The signed-in home page's panel in place of the sign-up panel: the portfolio's totals and any deposit
 * being checked, with its reference and what happens next (a deposit returns here, DECISIONS.md).
 * Nothing while it loads or when it fails: the home page stays whole, and the portfolio page says more.
 */
export function HomePortfolio() {
  const { t } = useTranslation();
  const { data: portfolio } = useMyPortfolioQuery();
  if (!portfolio) return null;
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="home-portfolio-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="home-portfolio-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 1.5 }}>
          {t('portfolio.home.title')}
        </Typography>
        <PortfolioTotals portfolio={portfolio} actions={false} />
        <PendingDeposits deposits={portfolio.deposits} headingLevel={3} />
        <Button component={RouterLink} to="/portfolio" variant="contained" sx={{ mt: 2 }}>
          {t('portfolio.open')}
        </Button>
      </Paper>
    </Container>
  );
}
