import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../components/use-page-title';
import { BankDetails } from './bank-details';
import { DepositForm } from './deposit-form';

/** /deposit (spec section 2): pay into the company's account, then report it with a screenshot. */
export function DepositPage() {
  const { t } = useTranslation();
  usePageTitle(t('deposit.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {t('deposit.back')}
      </Button>
      <Typography variant="h1" gutterBottom>
        {t('deposit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 }, maxWidth: 720 }}>
        {t('deposit.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
        <BankDetails />
        <DepositForm />
      </Box>
    </Container>
  );
}
