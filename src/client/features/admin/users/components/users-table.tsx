import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { List } from 'react-window';
import { ACTIONS_MIN_WIDTH, LIST_HEIGHT, OVERSCAN, ROW_HEIGHT, TABLE_MIN_WIDTH, USER_COLUMNS } from '../user-columns';
import { cellSx, rowSx, UserRow, type UserRowProps } from './user-row';

interface UsersTableProps extends UserRowProps {
  hasMore: boolean;
  onRowsRendered: (visibleRows: { startIndex: number; stopIndex: number }) => void;
}

/**
 * The users as a virtual table (DECISIONS.md "admin users list at scale"): only the rows in view, plus
 * the overscan, are in the page, whatever the number of users loaded. The header sits outside the
 * scrolling list; both reserve the scrollbar's gutter so their columns line up.
 */
export function UsersTable({ users, hasMore, onRowsRendered, ...rowProps }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {/* -1: the total is unknown while pages remain (WAI-ARIA aria-rowcount). */}
      <Box role="table" aria-label={t('admin.users.tableLabel')} aria-rowcount={hasMore ? -1 : users.length + 1} sx={{ minWidth: TABLE_MIN_WIDTH }}>
        <Box role="rowgroup" sx={{ overflow: 'hidden', scrollbarGutter: 'stable', bgcolor: 'grey.100' }}>
          <Box role="row" aria-rowindex={1} sx={{ ...rowSx, height: ROW_HEIGHT, fontWeight: 700 }}>
            {USER_COLUMNS.map((column) => (
              <Box key={column.id} role="columnheader" sx={cellSx(column.minWidth, column.numeric)}>
                {t(column.labelKey)}
              </Box>
            ))}
            <Box role="columnheader" sx={{ ...cellSx(ACTIONS_MIN_WIDTH), textAlign: 'center' }}>
              {t('admin.users.columns.actions')}
            </Box>
          </Box>
        </Box>
        <List<UserRowProps>
          role="rowgroup"
          // Focusable, so the list scrolls with the arrow keys as well as with a mouse or a finger.
          tabIndex={0}
          aria-label={t('admin.users.rowsLabel')}
          style={{ height: LIST_HEIGHT, scrollbarGutter: 'stable' }}
          rowComponent={UserRow}
          rowCount={users.length + (hasMore ? 1 : 0)}
          rowHeight={ROW_HEIGHT}
          overscanCount={OVERSCAN}
          rowProps={{ users, ...rowProps }}
          onRowsRendered={onRowsRendered}
        />
      </Box>
    </Box>
  );
}
