import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RowComponentProps } from 'react-window';
import { USER_COLUMNS } from '../user-columns';
import { LoadMoreStatus } from './load-more-status';
import { UnverifiedChip } from './unverified-chip';
import type { UserRowProps } from './user-row';

const cardSx = { boxSizing: 'border-box', pb: 1 } as const;
const MONEY = USER_COLUMNS.filter((column) => column.numeric);

/**
 * One user as a card, for phones (seven columns do not fit 390 px). Name and email, the
 * money figures under the spec's column names, then Details and Deactivate.
 */
export function UserCard({ index, style, users, more, onDeactivate, onOpen, selfId, onRetryMore }: RowComponentProps<UserRowProps>) {
  const { t, i18n } = useTranslation();
  const user = users[index];
  if (!user) {
    return (
      <Box role="listitem" style={style} sx={{ ...cardSx, display: 'flex', alignItems: 'center', gap: 1.5, px: 1 }}>
        <LoadMoreStatus more={more} onRetryMore={onRetryMore} />
      </Box>
    );
  }
  return (
    <Box role="listitem" style={style} sx={cardSx}>
      <Box
        sx={{
          height: '100%',
          boxSizing: 'border-box',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          overflow: 'hidden',
        }}
      >
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.fullname}
          <UnverifiedChip user={user} />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.email}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, fontSize: '0.85rem' }}>
          {MONEY.map((column) => (
            <span key={column.id}>
              {t(column.labelKey)}: {column.text(user, i18n.language, t)}
            </span>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 'auto' }}>
          <Button size="small" variant="outlined" onClick={() => onOpen(user)} aria-label={t('admin.userDetail.openLabel', { name: user.fullname })}>
            {t('admin.userDetail.open')}
          </Button>
          {user._id === selfId ? (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
              {t('admin.userDetail.ownAccount')}
            </Typography>
          ) : (
            <Button size="small" color="error" onClick={() => onDeactivate(user)} aria-label={t('admin.users.deactivateLabel', { name: user.fullname })}>
              {t('admin.users.deactivate')}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
