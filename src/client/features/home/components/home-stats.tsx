import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// Fixed display claims (spec section 1): static translated text, never computed.
const STATS = ['investments', 'international', 'financial'] as const;

// A heading for screen-reader navigation only; sx sizes are written in px because a bare 1 means 100%.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function HomeStats() {
  const { t } = useTranslation();
  return (
    // On a phone the three stats share one compact row, so a project still shows on the first screen.
    <Container component="section" maxWidth="lg" aria-labelledby="home-stats-title" sx={{ py: { xs: 2, md: 6 } }}>
      <Typography id="home-stats-title" variant="h2" sx={visuallyHidden}>
        {t('home.stats.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: { xs: 1, sm: 3 }, m: 0, textAlign: 'center' }}>
        {STATS.map((key) => (
          <Box
            key={key}
            sx={{
              display: 'flex',
              flexDirection: 'column-reverse',
              justifyContent: 'flex-end',
              py: { xs: 1, sm: 2 },
              px: 0.5,
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" color="text.secondary" sx={{ fontSize: { xs: '0.875rem', sm: '1rem' }, lineHeight: 1.35 }}>
              {t(`home.stats.${key}.label`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: { xs: '1.2rem', sm: '2.25rem' }, fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}>
              {t(`home.stats.${key}.value`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
