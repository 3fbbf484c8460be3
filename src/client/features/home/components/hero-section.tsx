import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Title, description and the call to action to /investment/all. */
export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box sx={{ background: 'linear-gradient(135deg, #0b6b4f 0%, #0d2b22 100%)', color: '#fff' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 760 }} gutterBottom>
          {t('home.heroTitle')}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem', maxWidth: 640, mb: 4, opacity: 0.9 }}>{t('home.heroText')}</Typography>
        <Button component={RouterLink} to="/investment/all" variant="contained" size="large" sx={{ bgcolor: '#f3d27a', color: '#0d2b22', '&:hover': { bgcolor: '#e9c25c' } }}>
          {t('home.heroCta')}
        </Button>
      </Container>
    </Box>
  );
}
