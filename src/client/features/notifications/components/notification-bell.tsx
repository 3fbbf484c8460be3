import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../../../shared/format';
import { UNREAD_POLL_MS, useUnreadNotificationsQuery } from '../api';

/** The header's bell: the unread count, and the way to the inbox. Shown only when signed in. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const { data: unread = 0 } = useUnreadNotificationsQuery(undefined, { pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <IconButton component={RouterLink} to="/notifications" aria-label={label} color="inherit">
      <Badge badgeContent={unread > 99 ? `${formatNumber(99, i18n.language)}+` : formatNumber(unread, i18n.language)} invisible={unread === 0} color="error">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
