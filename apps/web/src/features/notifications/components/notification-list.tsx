import type { NotificationItem } from '@bright/contracts';
import {
  Alert,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useMarkNotificationsRead, useNotificationList } from '../api/notifications';

const screenReaderOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Where a notification leads: its class, when it names one. */
const targetOf = (item: NotificationItem) => (item.data.classId ? `/classes/${item.data.classId}` : null);

function Row({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const { t, i18n } = useTranslation();
  const unread = !item.readAt;
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(item)}
        data-testid="notification-item"
        data-unread={unread}
        sx={{ alignItems: 'flex-start', gap: 1.5 }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 1,
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={
            <>
              {unread && (
                <Box component="span" sx={screenReaderOnly}>
                  {t('notifications.unread')}:{' '}
                </Box>
              )}
              {item.title}
            </>
          }
          secondary={
            <>
              {item.body && (
                <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {item.body}
                </Typography>
              )}
              <Typography component="span" variant="caption" color="text.secondary">
                {formatDateTime(item.createdAt, i18n.language)}
              </Typography>
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } }, secondary: { component: 'span' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The latest notifications, newest first: open one to read it (and go to its class), or mark all read. */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotificationList(true);
  const markRead = useMarkNotificationsRead();
  const open = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate({ ids: [item.id] });
    const target = targetOf(item);
    if (target) {
      onNavigate();
      void navigate(target);
    }
  };
  const unread = list.data?.newMessagesCount ?? 0;
  return (
    <Box role="dialog" aria-labelledby="notifications-title" data-testid="notification-list">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id="notifications-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('notifications.title')}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('notifications.markAllRead')}
          </Button>
          <IconButton
            size="small"
            component={RouterLink}
            to="/dashboard/notifications/settings"
            onClick={onNavigate}
            aria-label={t('notifications.settings.title')}
            data-testid="notification-settings-link"
          >
            <SettingsOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
      <Divider />
      {list.isPending && (
        <Stack spacing={1} sx={{ p: 2 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={48} />
          ))}
        </Stack>
      )}
      {list.isError && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('notifications.retry')}
            </Button>
          }
        >
          {t('notifications.loadFailed')}
        </Alert>
      )}
      {list.data?.data.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {t('notifications.empty')}
        </Typography>
      )}
      {list.data && list.data.data.length > 0 && (
        <List dense disablePadding aria-label={t('notifications.title')}>
          {list.data.data.map((item) => (
            <Row key={item.id} item={item} onOpen={open} />
          ))}
        </List>
      )}
    </Box>
  );
}
