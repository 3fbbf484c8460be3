import { useTranslation } from 'react-i18next';
import { List } from 'react-window';
import { CARD_HEIGHT, CARD_LIST_HEIGHT, OVERSCAN } from '../user-columns';
import { UserCard } from './user-card';
import type { UserRowProps } from './user-row';

interface UsersCardsProps extends UserRowProps {
  hasMore: boolean;
  onRowsRendered: (visibleRows: { startIndex: number; stopIndex: number }) => void;
}

/** The users on a phone: the same virtual list as the table (only the cards in view exist), as cards. */
export function UsersCards({ users, hasMore, onRowsRendered, ...rowProps }: UsersCardsProps) {
  const { t } = useTranslation();
  return (
    <List<UserRowProps>
      role="list"
      tabIndex={0}
      aria-label={t('admin.users.rowsLabel')}
      style={{ height: CARD_LIST_HEIGHT }}
      rowComponent={UserCard}
      rowCount={users.length + (hasMore ? 1 : 0)}
      rowHeight={CARD_HEIGHT}
      overscanCount={OVERSCAN}
      rowProps={{ users, ...rowProps }}
      onRowsRendered={onRowsRendered}
    />
  );
}
