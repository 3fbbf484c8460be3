import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RowComponentProps } from 'react-window';
import type { UserDto } from '../../../../../shared/api-types';
import { ACTIONS_MIN_WIDTH, USER_COLUMNS } from '../user-columns';
import { LoadMoreStatus } from './load-more-status';
import { UnverifiedChip } from './unverified-chip';

export interface UserRowProps {
  users: UserDto[];
  /** The state of the row after the last user, shown while more pages exist. */
  more: 'loading' | 'failed';
  onDeactivate: (user: UserDto) => void;
  onOpen: (user: UserDto) => void;
  /** The signed-in admin's id: their own row offers no Deactivate (the server refuses it too). */
  selfId: string | undefined;
  onRetryMore: () => void;
}

export const rowSx = { display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', boxSizing: 'border-box' } as const;
export const cellSx = (minWidth: number, numeric = false) =>
  ({ flex: `1 0 ${minWidth}px`, px: 1.5, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: numeric ? 'right' : 'left' }) as const;

/**
 * One user, as a table row inside react-window's list. aria-rowindex counts the header row as 1, so
 * a screen reader hears the row's real position although only the visible rows exist in the page.
 */
export function UserRow({ index, style, users, more, onDeactivate, onOpen, selfId, onRetryMore }: RowComponentProps<UserRowProps>) {
  const { t, i18n } = useTranslation();
  const user = users[index];
  if (!user) return <MoreRow index={index} style={style} more={more} onRetryMore={onRetryMore} />;
  return (
    // Click or Enter opens the user's details; the row is focusable for that.
    <Box
      role="row"
      aria-rowindex={index + 2}
      tabIndex={0}
      style={style}
      onClick={() => onOpen(user)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(user);
      }}
      sx={{ ...rowSx, cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' }, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
    >
      {USER_COLUMNS.map((column) => {
        const text = column.text(user, i18n.language, t);
        return (
          <Box key={column.id} role="cell" title={text} sx={cellSx(column.minWidth, column.numeric)}>
            {text}
            {column.id === 'fullname' && <UnverifiedChip user={user} />}
          </Box>
        );
      })}
      <Box role="cell" sx={{ ...cellSx(ACTIONS_MIN_WIDTH), textAlign: 'center' }}>
        {user._id === selfId ? (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('admin.userDetail.ownAccount')}
          </Typography>
        ) : (
          <Button
            size="small"
            color="error"
            onClick={(event) => {
              event.stopPropagation();
              onDeactivate(user);
            }}
            onKeyDown={(event) => event.stopPropagation()}
            aria-label={t('admin.users.deactivateLabel', { name: user.fullname })}
          >
            {t('admin.users.deactivate')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The row after the last loaded user while more pages exist: loading, or failed with Retry. */
export function MoreRow({ index, style, more, onRetryMore }: Pick<RowComponentProps<UserRowProps>, 'index' | 'style' | 'more' | 'onRetryMore'>) {
  return (
    <Box role="row" aria-rowindex={index + 2} style={style} sx={rowSx}>
      <Box role="cell" sx={{ px: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LoadMoreStatus more={more} onRetryMore={onRetryMore} />
      </Box>
    </Box>
  );
}
