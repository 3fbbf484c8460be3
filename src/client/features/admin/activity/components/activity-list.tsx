import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { List } from 'react-window';
import { ActivityRow, type ActivityRowProps } from './activity-row';

/** Four lines of text and the padding: every row has the same height. */
export const ACTIVITY_ROW_HEIGHT = 104;
export const ACTIVITY_LIST_HEIGHT = 520;
export const ACTIVITY_OVERSCAN = 5;

interface ActivityListProps extends ActivityRowProps {
  hasMore: boolean;
  onRowsRendered: (visibleRows: { startIndex: number; stopIndex: number }) => void;
}

/** The events as a virtual list: only the rows in view (and the overscan) are in the page. */
export function ActivityList({ events, hasMore, more, onRetryMore, onRowsRendered }: ActivityListProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <List<ActivityRowProps>
        // Focusable, so the list scrolls with the arrow keys as well as with a mouse or a finger.
        tabIndex={0}
        aria-label={t('admin.activity.listLabel')}
        style={{ height: ACTIVITY_LIST_HEIGHT }}
        rowComponent={ActivityRow}
        rowCount={events.length + (hasMore ? 1 : 0)}
        rowHeight={ACTIVITY_ROW_HEIGHT}
        overscanCount={ACTIVITY_OVERSCAN}
        rowProps={{ events, more, onRetryMore }}
        onRowsRendered={onRowsRendered}
      />
    </Box>
  );
}
