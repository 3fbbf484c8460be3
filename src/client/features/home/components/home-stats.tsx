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
    <Container component="section" maxWidth="lg" aria-labelledby="home-stats-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="home-stats-title" variant="h2" sx={visuallyHidden}>
        {t('home.stats.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 3, m: 0, textAlign: 'center' }}>
        {STATS.map((key) => (
          <Box key={key} sx={{ display: 'flex', flexDirection: 'column-reverse', py: 2, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
            <Typography component="dt" color="text.secondary">
              {t(`home.stats.${key}.label`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '2.25rem', fontWeight: 700, color: 'primary.main' }}>
              {t(`home.stats.${key}.value`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
