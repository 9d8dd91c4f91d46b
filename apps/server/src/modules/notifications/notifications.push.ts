import { rooms } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { toNotificationItem } from './notifications.presenter';
import type { NotificationRow } from './notifications.queries';

/** Sends stored notifications to their users' rooms on /notifications; call it only after the commit. */
export type PushNotifications = (rows: NotificationRow[]) => void;

export function notificationPusher(app: FastifyInstance): PushNotifications {
  return (rows) => {
    const namespace = app.realtime.of('/notifications');
    // A muted one (stored read) stays in the inbox without a ping.
    for (const row of rows.filter((stored) => !stored.readAt))
      namespace.to(rooms.user(row.userId)).emit('notification', toNotificationItem(row));
  };
}
