import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { RowComponentProps } from 'react-window';
import type { AuditEventDto } from '../../../../../shared/api-types';
import { formatDateTime } from '../../../../../shared/format';
import { actionName, changeText, deviceName, targetText } from '../describe-event';

export interface ActivityRowProps {
  events: AuditEventDto[];
  /** The state of the row after the last event, shown while more pages exist. */
  more: 'loading' | 'failed';
  onRetryMore: () => void;
}

const lineSx = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * One event in react-window's list: time and action, then who and what, then where from, then
 * old → new. Fixed lines of fixed height, so the list can place rows without measuring them.
 */
export function ActivityRow({ index, style, ariaAttributes, events, more, onRetryMore }: RowComponentProps<ActivityRowProps>) {
  const { t, i18n } = useTranslation();
  const event = events[index];
  const rowSx = { px: 2, py: 1, borderBottom: 1, borderColor: 'divider', boxSizing: 'border-box', fontSize: '0.875rem' } as const;
  if (!event) {
    return (
      <Box {...ariaAttributes} style={style} sx={{ ...rowSx, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {more === 'loading' ? (
          <>
            <CircularProgress size={18} aria-hidden />
            {t('admin.activity.loadingMore')}
          </>
        ) : (
          <>
            <span role="alert">{t('admin.activity.loadMoreFailed')}</span>
            <Button size="small" onClick={onRetryMore}>
              {t('admin.activity.retry')}
            </Button>
          </>
        )}
      </Box>
    );
  }
  const actor = event.actor ? `${event.actor.fullname} (${event.actor.email})` : t('admin.activity.noActor');
  const change = changeText(event);
  const device = deviceName(event.userAgent, t);
  return (
    <Box {...ariaAttributes} style={style} sx={{ ...rowSx, '&:hover': { bgcolor: 'action.hover' } }}>
      <Box sx={{ ...lineSx, display: 'flex', gap: 1.5 }}>
        <Box component="time" dateTime={event.createdAt} sx={{ color: 'text.secondary', flexShrink: 0 }}>
          {formatDateTime(event.createdAt, i18n.language)}
        </Box>
        <Box component="strong" sx={lineSx}>
          {actionName(event.action, t)}
        </Box>
      </Box>
      <Box sx={lineSx} title={`${actor} · ${targetText(event, t)}`}>
        {t('admin.activity.byOn', { actor, target: targetText(event, t) })}
      </Box>
      <Box sx={{ ...lineSx, color: 'text.secondary' }} title={event.userAgent ?? undefined}>
        {t('admin.activity.from', { ip: event.ip ?? '—', device })}
      </Box>
      {/* The app's font, not monospace: values and names may be Bengali, which monospace fonts lack. */}
      <Box sx={{ ...lineSx, fontSize: '0.8rem' }} title={change}>
        {change || t('admin.activity.noChange')}
      </Box>
    </Box>
  );
}
