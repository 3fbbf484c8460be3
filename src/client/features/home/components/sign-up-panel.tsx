import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { selectIsSignedIn } from '../../../api/session-slice';

/** The promotional sign-up panel, shown only when no login token is stored (spec section 2). */
export function SignUpPanel() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) return null;
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="home-signup-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Box
        sx={{
          p: { xs: 3, md: 5 },
          borderRadius: 3,
          bgcolor: '#0d2b22',
          color: '#fff',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          alignItems: { md: 'center' },
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id="home-signup-title" variant="h2" gutterBottom>
            {t('home.signUpPanel.title')}
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>{t('home.signUpPanel.text')}</Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/signup"
          variant="contained"
          size="large"
          sx={{ bgcolor: '#f3d27a', color: '#0d2b22', '&:hover': { bgcolor: '#e9c25c' }, flexShrink: 0 }}
        >
          {t('home.signUpPanel.cta')}
        </Button>
      </Box>
    </Container>
  );
}
