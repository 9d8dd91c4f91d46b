import {
  MESSAGES,
  NOTIFICATION_MESSAGES,
  listNotificationsRoute,
  markNotificationsReadRoute,
  newMessagesCountRoute,
  rooms,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as notifications from './notifications.service';

export async function notificationRoutes(app: FastifyInstance) {
  const db = app.db;

  addRoute(app, listNotificationsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await notifications.listNotifications(db, actor(), query),
  }));

  addRoute(app, newMessagesCountRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await notifications.newMessagesCount(db, actor()),
  }));

  addRoute(app, markNotificationsReadRoute, async ({ actor, body }) => {
    const caller = actor();
    const data = await notifications.markRead(db, caller, body);
    // The user's other tabs and devices show the new count at once.
    app.realtime.of('/notifications').to(rooms.user(caller.userId)).emit('newMessagesCount', data.newMessagesCount);
    return { message: NOTIFICATION_MESSAGES.markedRead, data };
  });
}
