import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../../../shared/company';
import { deletionMailto } from '../deletion-mailto';
import { usePageTitle } from '../../../components/use-page-title';
import { DeleteAccountForm } from './delete-account-form';

/** Account deletion request (spec sections 2 and 5): a prepared e-mail, processed within 7 days. */
export function DeleteAccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('deleteAccount.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('deleteAccount.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('deleteAccount.intro')}</Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('deleteAccount.processing')}
      </Alert>
      <Box component="section" aria-labelledby="delete-account-form-title">
        <Typography variant="h2" id="delete-account-form-title" sx={{ fontSize: '1.35rem' }}>
          {t('deleteAccount.formTitle')}
        </Typography>
        <DeleteAccountForm />
      </Box>
      <Box component="section" aria-labelledby="delete-account-direct-title" sx={{ mt: 5 }}>
        <Typography variant="h2" id="delete-account-direct-title" sx={{ fontSize: '1.35rem', mb: 1 }}>
          {t('deleteAccount.directTitle')}
        </Typography>
        <Typography>
          {t('deleteAccount.directText')} <Link href={deletionMailto()}>{COMPANY.supportEmail}</Link>
        </Typography>
      </Box>
    </Container>
  );
}
