import { rooms } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { toNotificationItem } from './notifications.presenter';
import type { NotificationRow } from './notifications.queries';
import { type WebPushSender, createWebPushSender } from './notifications.web-push';

/** Sends stored notifications to their users' rooms on /notifications and by web push; only after the commit. */
export type PushNotifications = (rows: NotificationRow[]) => void;

// One sender per app (its VAPID keys and TLS agent), whichever module asks first.
const senders = new WeakMap<object, WebPushSender>();

export function webPushSender(app: FastifyInstance) {
  let sender = senders.get(app.db);
  if (!sender) {
    sender = createWebPushSender({ db: app.db, config: app.config, log: app.log });
    senders.set(app.db, sender);
  }
  return sender;
}

export function notificationPusher(app: FastifyInstance): PushNotifications {
  const webPush = webPushSender(app);
  return (rows) => {
    const namespace = app.realtime.of('/notifications');
    // A muted one (stored read) stays in the inbox without a ping.
    const unread = rows.filter((stored) => !stored.readAt);
    for (const row of unread) namespace.to(rooms.user(row.userId)).emit('notification', toNotificationItem(row));
    // Not awaited: a slow or failing push service never holds up nor undoes the notification.
    void webPush.send(unread);
  };
}
