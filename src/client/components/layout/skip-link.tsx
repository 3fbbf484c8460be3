import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  bgcolor: 'background.paper',
  p: 1,
  color: 'primary.main',
  '&:focus': { top: 8 },
} as const;

/** 'Skip to content': hidden until focused, it jumps past the header to `<main id="main">`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box component="a" href="#main" sx={skipLinkSx}>
      {t('nav.skipToContent')}
    </Box>
  );
}
