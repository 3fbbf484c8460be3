import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { PortfolioBody } from './portfolio-overview';

/** /portfolio: the signed-in investor's overview on a page of its own (the header links here). */
export function PortfolioPage() {
  const { t } = useTranslation();
  usePageTitle(t('portfolio.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: { xs: 2, md: 3 } }}>
        {t('portfolio.title')}
      </Typography>
      <PortfolioBody headingLevel={2} />
    </Container>
  );
}
