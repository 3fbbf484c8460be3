import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../components/use-page-title';
import { useGetPaymentAccountsQuery } from '../api';
import { DepositForm } from './deposit-form';
import { PaymentDetails } from './payment-details';

/** /deposit (spec section 2): pay into one of the company's accounts, then report it with the reference and a screenshot. */
export function DepositPage() {
  const { t } = useTranslation();
  usePageTitle(t('deposit.title'));
  const { data: accounts } = useGetPaymentAccountsQuery();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The first account until the investor picks another: its details are on screen to pay into.
  const selected = accounts?.find((account) => account._id === chosenId) ?? accounts?.[0] ?? null;
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
        <PaymentDetails selected={selected} onSelect={setChosenId} />
        <DepositForm account={selected} />
      </Box>
    </Container>
  );
}
