import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../shared/api-types';
import { PhoneCheckDialog } from './phone-check-dialog';

/** The profile's mobile number for SMS: checked or not, and checking it with a texted code. */
export function PhoneCheckCard({ user, onEdit }: { user: UserDto; onEdit: () => void }) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-phone-title" sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="profile-phone-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('profile.phoneCheck.title')}
        </Typography>
        {user.phone && (
          <Chip
            size="small"
            color={user.phoneVerified ? 'success' : 'default'}
            label={user.phoneVerified ? t('profile.phoneCheck.checkedBadge') : t('profile.phoneCheck.uncheckedBadge')}
          />
        )}
      </Box>
      <Typography>
        {!user.phone
          ? t('profile.phoneCheck.missing')
          : user.phoneVerified
            ? t('profile.phoneCheck.checked', { phone: user.phone })
            : t('profile.phoneCheck.unchecked', { phone: user.phone })}
      </Typography>
      {!user.phone ? (
        <Box>
          <Button variant="outlined" onClick={onEdit}>
            {t('profile.phoneCheck.addPhone')}
          </Button>
        </Box>
      ) : (
        !user.phoneVerified && (
          <Box>
            <Button variant="contained" onClick={() => setChecking(true)}>
              {t('profile.phoneCheck.check')}
            </Button>
          </Box>
        )
      )}
      {checking && <PhoneCheckDialog onClose={() => setChecking(false)} />}
    </Paper>
  );
}
