import {
  MESSAGES,
  WEB_PUSH_MESSAGES,
  subscribePushRoute,
  unsubscribePushRoute,
  webPushKeyRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import { webPushSender } from './notifications.push';
import { checkEndpoint, removeSubscription, saveSubscription } from './notifications.subscriptions';

/** The browser side of web push: the VAPID key to subscribe with, and saving or removing a subscription. */
export function pushSubscriptionRoutes(app: FastifyInstance) {
  const db = app.db;
  const sender = webPushSender(app);
  // Made (or read) at start, so that a fresh install has its keys before the first browser asks.
  app.addHook('onReady', async () => {
    await sender.publicKey();
  });

  addRoute(app, webPushKeyRoute, async ({ actor }) => {
    actor();
    return { message: MESSAGES.ok, data: { publicKey: await sender.publicKey() } };
  });

  addRoute(app, subscribePushRoute, async ({ actor, body, request }) => {
    checkEndpoint(body.endpoint, app.config.webPush.allowPrivate);
    await saveSubscription(db, actor(), body, request.headers['user-agent'] ?? '');
    return { message: WEB_PUSH_MESSAGES.subscribed, data: { subscribed: true as const } };
  });

  addRoute(app, unsubscribePushRoute, async ({ actor, body }) => {
    await removeSubscription(db, actor(), body.endpoint);
    return { message: WEB_PUSH_MESSAGES.unsubscribed, data: { subscribed: false as const } };
  });
}
