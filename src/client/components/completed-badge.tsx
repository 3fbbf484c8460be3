import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * "Completed" (issue 16): the project has returned its capital to its holders and takes no more
 * money. Shaped like the "Fully funded" label, in a neutral colour: the project has ended.
 */
export function CompletedBadge() {
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
        color: 'common.white',
        bgcolor: 'grey.700',
      }}
    >
      <TaskAltIcon sx={{ fontSize: '1rem' }} aria-hidden />
      {t('projects.completed')}
    </Box>
  );
}
