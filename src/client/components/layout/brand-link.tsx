import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from './logo';

/** Logo and company name, linking home; used by the header and the footer. */
export function BrandLink({ color = 'inherit' }: { color?: string }) {
  const { t } = useTranslation();
  return (
    <Box component={RouterLink} to="/" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color, textDecoration: 'none' }}>
      <Logo />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
        {t('company.name')}
      </Typography>
    </Box>
  );
}
