import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../shared/api-types';
import { formatDate } from '../../../../shared/format';
import { DetailList } from './detail-list';

/** Account Created and Profile Updated (spec section 2), 'N/A' when a date is missing. */
export function AccountActivity({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, i18n.language) || null : null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-activity-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-activity-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.activity.title')}
      </Typography>
      <DetailList
        missing={t('profile.na')}
        items={[
          { label: t('profile.activity.created'), value: date(user.createdAt) },
          { label: t('profile.activity.updated'), value: date(user.updatedAt) },
        ]}
      />
    </Paper>
  );
}
