import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewMessagesCount } from '../api/notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useRenewWebPush } from '../hooks/use-web-push';
import { NotificationList } from './notification-list';

/** The app bar's bell: the live unread count, and the latest notifications in a popover. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = useNewMessagesCount(true).data ?? 0;
  useLiveNotifications();
  useRenewWebPush();
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="notification-bell"
          sx={{ p: { xs: 0.75, sm: 1 } }}
          data-count={count}
        >
          {/* The count is in the button's name; the badge only shows it (no text at all when there is none). */}
          <Badge
            badgeContent={count > 0 ? count : undefined}
            invisible={count === 0}
            color="error"
            max={99}
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxHeight: 480 } } }}
      >
        <NotificationList onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
