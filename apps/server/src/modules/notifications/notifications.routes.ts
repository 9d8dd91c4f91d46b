import {
  MESSAGES,
  NOTIFICATION_MESSAGES,
  REALTIME_PROTOCOL_VERSION,
  deleteAllNotificationsRoute,
  getNotificationPreferencesRoute,
  saveNotificationPreferencesRoute,
  deleteNotificationsRoute,
  listNotificationsRoute,
  markNotificationsReadRoute,
  newMessagesCountRoute,
  notificationTokenRoute,
  rooms,
  sendNotificationRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import { readToken } from '../../plugins/access';
import { startDigestTimer } from './notifications.digest';
import { readPreferences, savePreferences } from './notifications.preferences';
import { notificationPusher } from './notifications.push';
import { pushSubscriptionRoutes } from './notifications.push-routes';
import { sendNotification } from './notifications.sending';
import * as notifications from './notifications.service';

export async function notificationRoutes(app: FastifyInstance) {
  const db = app.db;
  const push = notificationPusher(app);
  // The user's other tabs and devices show the new count at once.
  const pushCount = (userId: string, count: number) =>
    app.realtime.of('/notifications').to(rooms.user(userId)).emit('newMessagesCount', count);

  const stopDigests = startDigestTimer({ db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log });
  app.addHook('onClose', async () => stopDigests());
  pushSubscriptionRoutes(app);

  addRoute(app, getNotificationPreferencesRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await readPreferences(db, actor()),
  }));

  addRoute(app, saveNotificationPreferencesRoute, async ({ actor, body }) => ({
    message: NOTIFICATION_MESSAGES.preferencesSaved,
    data: await savePreferences(db, actor(), body),
  }));

  addRoute(app, notificationTokenRoute, async ({ actor, request }) => {
    actor();
    return {
      message: MESSAGES.ok,
      data: {
        notificationToken: readToken(request)!,
        namespace: '/notifications' as const,
        protocol: REALTIME_PROTOCOL_VERSION,
      },
    };
  });

  addRoute(app, listNotificationsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await notifications.listNotifications(db, actor(), query),
  }));

  addRoute(app, newMessagesCountRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await notifications.newMessagesCount(db, actor()),
  }));

  addRoute(app, sendNotificationRoute, async ({ actor, body }) => {
    const rows = await sendNotification(db, actor(), body);
    push(rows);
    return { message: NOTIFICATION_MESSAGES.sent, data: { sent: rows.length } };
  });

  addRoute(app, markNotificationsReadRoute, async ({ actor, body }) => {
    const caller = actor();
    const data = await notifications.markRead(db, caller, body);
    pushCount(caller.userId, data.newMessagesCount);
    return { message: NOTIFICATION_MESSAGES.markedRead, data };
  });

  addRoute(app, deleteNotificationsRoute, async ({ actor, body }) => {
    const caller = actor();
    const data = await notifications.deleteNotifications(db, caller, body.ids);
    pushCount(caller.userId, data.newMessagesCount);
    return { message: NOTIFICATION_MESSAGES.deleted, data };
  });

  addRoute(app, deleteAllNotificationsRoute, async ({ actor, body }) => {
    const caller = actor();
    const data = await notifications.deleteAllNotifications(db, caller, body.receiverId);
    pushCount(caller.userId, data.newMessagesCount);
    return { message: NOTIFICATION_MESSAGES.deleted, data };
  });
}
