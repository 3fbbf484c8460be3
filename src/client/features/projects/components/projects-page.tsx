import Container from '@mui/material/Container';
import { InvestmentList } from '../../../components/investment-list';

/** /investment/all: the investment list, shared with the admin's /admin. */
export function ProjectsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <InvestmentList />
    </Container>
  );
}
