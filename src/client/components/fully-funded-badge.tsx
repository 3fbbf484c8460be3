import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * "Fully funded" (issue 15): the project's funding target is reached and it takes no more investment.
 * A plain chip-shaped label rather than MUI's Chip, which project cards on the first paint do not need.
 */
export function FullyFundedBadge() {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 4,
        fontSize: '0.8125rem',
        fontWeight: 600,
        color: 'success.contrastText',
        bgcolor: 'success.dark',
      }}
    >
      <CheckCircleIcon sx={{ fontSize: '1rem' }} aria-hidden />
      {t('projects.fullyFunded')}
    </Box>
  );
}
