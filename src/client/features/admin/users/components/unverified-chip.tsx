import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../../shared/api-types';

/** A sign-up that never entered its email code: it cannot sign in, so support knows why the investor is stuck. */
export function UnverifiedChip({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  if (user.isVerified) return null;
  return <Chip component="span" size="small" color="warning" variant="outlined" label={t('admin.users.unverified')} title={t('admin.users.unverifiedHint')} sx={{ ml: 1 }} />;
}
