import { rooms } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { toNotificationItem } from './notifications.presenter';
import type { NotificationRow } from './notifications.queries';

/** Sends stored notifications to their users' rooms on /notifications; call it only after the commit. */
export type PushNotifications = (rows: NotificationRow[]) => void;

export function notificationPusher(app: FastifyInstance): PushNotifications {
  return (rows) => {
    const namespace = app.realtime.of('/notifications');
    for (const row of rows) namespace.to(rooms.user(row.userId)).emit('notification', toNotificationItem(row));
  };
}
