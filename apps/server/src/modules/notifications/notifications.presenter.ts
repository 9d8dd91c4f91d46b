import type { NotificationPush } from '@bright/contracts';
import type { NotificationRow } from './notifications.queries';

/** The only shape a stored notification is pushed in (contracts' NotificationPush). */
export const toNotificationPush = (row: NotificationRow): NotificationPush => ({
  id: row.id,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});
