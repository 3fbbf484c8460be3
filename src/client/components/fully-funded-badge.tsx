import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge';

/** "Fully funded": the project's funding target is reached and it takes no more investment. */
export function FullyFundedBadge() {
  const { t } = useTranslation();
  return (
    <StatusBadge icon={<CheckCircleIcon sx={{ fontSize: '1rem' }} aria-hidden />} color="success.contrastText" bgcolor="success.dark">
      {t('projects.fullyFunded')}
    </StatusBadge>
  );
}
