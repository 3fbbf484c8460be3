import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../shared/api-types';
import { formatDate } from '../../../../shared/format';
import { DetailList } from './detail-list';
import { ProfileAvatar } from './profile-avatar';

/** Who the user is (spec section 2): avatar, Verified badge, name, contact details and Edit Profile. */
export function ProfileCard({ user, onEdit }: { user: UserDto; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const joined = user.createdAt ? formatDate(user.createdAt, i18n.language) || null : null;
  const text = (value: string | null | undefined) => (value?.trim() ? value : null);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-name" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 2, textAlign: { xs: 'center', sm: 'start' } }}>
        <ProfileAvatar name={user.fullname} image={user.profileImage} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="profile-name" variant="h2" sx={{ fontSize: { xs: '1.4rem', sm: '1.6rem' }, overflowWrap: 'anywhere' }}>
            {text(user.fullname) ?? t('profile.notProvided')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('profile.memberSince', { date: joined ?? t('profile.na') })}
          </Typography>
          {user.isVerified && <Chip icon={<VerifiedIcon />} label={t('profile.verified')} color="success" size="small" sx={{ mt: 1 }} />}
        </Box>
      </Box>
      <Divider sx={{ my: 2.5 }} />
      <DetailList
        missing={t('profile.notProvided')}
        items={[
          { label: t('profile.fields.email'), value: text(user.email) },
          { label: t('profile.fields.phone'), value: text(user.phone) },
          { label: t('profile.fields.uniqueId'), value: text(user.uniqueId) },
          { label: t('profile.fields.nid'), value: text(user.nid) },
          { label: t('profile.fields.joined'), value: joined },
        ]}
      />
      <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onEdit} sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}>
        {t('profile.editProfile')}
      </Button>
    </Paper>
  );
}
