import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';

/** A route whose screen is not built yet says so plainly, in the user's language. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('placeholder.comingSoon')}</Typography>
      <Button component={RouterLink} to="/investment/all" variant="contained">
        {t('placeholder.browseProjects')}
      </Button>
    </Container>
  );
}
