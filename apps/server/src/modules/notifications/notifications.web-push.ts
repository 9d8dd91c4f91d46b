import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { type WebPushPayload, isUrgentNotification } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Executor } from '../../db/client';
import type { Config } from '../../config';
import { type PreferencesRow, mayInterrupt, preferencesOf } from './notifications.preferences';
import type { NotificationRow } from './notifications.queries';
import * as subs from './notifications.subscriptions';
import { ensureVapidKeys } from './notifications.vapid';
import { guardedLookup } from '../ai';

/** How long a push service keeps a message for a browser that is offline (a day: stale after that). */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in time is given up on; the notification is in the inbox anyway. */
const SEND_TIMEOUT_MS = 10_000;
const BODY_LIMIT = 1000;

export interface WebPushSender {
  publicKey: () => Promise<string>;
  /** Pushes the notifications that may ping now; never throws (failures are logged). */
  send: (rows: NotificationRow[]) => Promise<void>;
}

/** The path a click opens: the notification's own in-app link, else the dashboard where the bell is. */
export function clickPath(row: Pick<NotificationRow, 'data'>) {
  const link = row.data.link;
  return link && link.startsWith('/') && !link.startsWith('//') ? link : '/dashboard/create';
}

export const toWebPushPayload = (row: NotificationRow): WebPushPayload => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body.length > BODY_LIMIT ? `${row.body.slice(0, BODY_LIMIT - 1)}…` : row.body,
  url: clickPath(row),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Whether a stored notification pings the user's devices now: not a muted one (stored read), not in quiet
 * hours, not when the user takes a daily digest instead; urgent ones and live classes always pass.
 */
export function shouldPush(row: NotificationRow, prefs: PreferencesRow | undefined, now: Date) {
  if (row.readAt) return false;
  if (isUrgentNotification(row.type)) return true;
  return mayInterrupt(prefs, row.type, now) && !prefs?.dailyDigest;
}

export function createWebPushSender(deps: { db: Executor; config: Config; log: FastifyBaseLogger }): WebPushSender {
  const { db, log } = deps;
  const { caFile, subject } = deps.config.webPush;
  const { allowPrivate } = deps.config.webPush;
  // Every connection's lookup refuses a name that points inside the network (unless allowed).
  const agent = new Agent({
    ...(caFile ? { ca: readFileSync(caFile) } : {}),
    ...(allowPrivate ? {} : { lookup: guardedLookup as never }),
  });
  let keys: ReturnType<typeof ensureVapidKeys> | undefined;
  const vapid = () => (keys ??= ensureVapidKeys(db, deps.config.webPush));

  async function sendOne(subscription: subs.PushSubscriptionRow, payload: WebPushPayload, urgent: boolean) {
    if (subs.isRefusedEndpoint(subscription.endpoint, allowPrivate)) {
      await subs.deleteSubscriptionById(db, subscription.id);
      log.warn({ subscriptionId: subscription.id }, 'push subscription to a private address, removed');
      return;
    }
    const { publicKey, privateKey } = await vapid();
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: TTL_SECONDS,
          urgency: urgent ? 'high' : 'normal',
          timeout: SEND_TIMEOUT_MS,
          agent,
        },
      );
      await subs.markDelivered(db, subscription.id);
    } catch (error) {
      // The push service says the browser unsubscribed or the subscription expired: forget it.
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await subs.deleteSubscriptionById(db, subscription.id);
        log.info({ subscriptionId: subscription.id, status: error.statusCode }, 'push subscription gone, removed');
      } else {
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        log.warn({ subscriptionId: subscription.id, status, err: error }, 'web push failed');
      }
    }
  }

  async function send(rows: NotificationRow[], now = new Date()) {
    const candidates = rows.filter((row) => !row.readAt);
    if (candidates.length === 0) return;
    const userIds = [...new Set(candidates.map((row) => row.userId))];
    const [prefs, subscriptions] = await Promise.all([preferencesOf(db, userIds), subs.subscriptionsOf(db, userIds)]);
    const sends: Promise<void>[] = [];
    for (const row of candidates) {
      if (!shouldPush(row, prefs.get(row.userId), now)) continue;
      const payload = toWebPushPayload(row);
      for (const subscription of subscriptions.get(row.userId) ?? [])
        sends.push(sendOne(subscription, payload, isUrgentNotification(row.type)));
    }
    await Promise.all(sends);
  }

  return {
    publicKey: async () => (await vapid()).publicKey,
    send: (rows) => send(rows).catch((error: unknown) => log.error({ err: error }, 'web push round failed')),
  };
}
