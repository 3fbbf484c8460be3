import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { InvestmentList } from '../../../components/investment-list';
import { usePageTitle } from '../../../components/use-page-title';

/** /investment/all: the investment list, shared with the admin's /admin. */
export function ProjectsPage() {
  // Here, not in InvestmentList: /admin shows the same list under an admin title.
  const { t } = useTranslation();
  usePageTitle(t('projects.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <InvestmentList />
    </Container>
  );
}
