import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** 'Error loading profile' (spec sections 2 and 8) with Try Again. */
export function ProfileLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}>
        {t('profile.loadErrorTitle')}
      </Typography>
      <Alert severity="error" sx={{ mb: 3, textAlign: 'start' }}>
        {t('profile.loadError', { message })}
      </Alert>
      <Button variant="contained" onClick={onRetry}>
        {t('profile.tryAgain')}
      </Button>
    </Box>
  );
}
