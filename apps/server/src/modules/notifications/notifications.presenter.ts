import type { NotificationItem } from '@bright/contracts';
import type { NotificationRow } from './notifications.queries';

/** The only shape a stored notification leaves the server in, listed or pushed live. */
export const toNotificationItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});
