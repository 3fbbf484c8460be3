import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const PLATFORMS = [
  { titleKey: 'download.androidTitle', stepsKey: 'download.androidSteps' },
  { titleKey: 'download.iosTitle', stepsKey: 'download.iosSteps' },
] as const;

const steps = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** When the browser makes no install offer: how to add the app to the home screen by hand. */
export function InstallInstructions() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="install-how">
      <Typography id="install-how" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
        {t('download.howTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {PLATFORMS.map((platform) => (
          <Paper key={platform.titleKey} variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t(platform.titleKey)}
            </Typography>
            <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
              {steps(t(platform.stepsKey, { returnObjects: true })).map((step) => (
                <Typography component="li" key={step} sx={{ mb: 0.5 }}>
                  {step}
                </Typography>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
