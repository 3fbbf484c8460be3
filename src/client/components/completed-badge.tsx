// The same glyph as the home feature cards' icon, so the first load carries one copy of its path.
import TaskAltIcon from '@mui/icons-material/TaskAltOutlined';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge';

/**
 * "Completed": the project has returned its capital to its holders and takes no more
 * money. Shaped like the "Fully funded" label, in a neutral colour: the project has ended.
 */
export function CompletedBadge() {
  const { t } = useTranslation();
  return (
    <StatusBadge icon={<TaskAltIcon sx={{ fontSize: '1rem' }} aria-hidden />} color="common.white" bgcolor="grey.700">
      {t('projects.completed')}
    </StatusBadge>
  );
}
