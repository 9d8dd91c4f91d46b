import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';

/** Web push (RFC 8030, 8291, 8292) on the notifications host; SPEC §7 names no call for it. */
export const WEB_PUSH_MESSAGES = defineMessages('webPush', {
  subscribed: 'Push notifications turned on for this browser',
  unsubscribed: 'Push notifications turned off for this browser',
  badEndpoint: 'A push subscription needs an https endpoint of a push service',
  privateEndpoint: 'A push subscription cannot point at a private or loopback address',
  badKeys: 'A push subscription needs the browser keys p256dh and auth',
  subscriptionNotFound: 'Push subscription not found',
} as const);

/** URL-safe base64 without padding, as PushSubscription.toJSON() writes the keys. */
const base64Url = (min: number, max: number) =>
  z
    .string({ error: WEB_PUSH_MESSAGES.badKeys })
    .regex(/^[\w-]+$/, { error: WEB_PUSH_MESSAGES.badKeys })
    .min(min, { error: WEB_PUSH_MESSAGES.badKeys })
    .max(max, { error: WEB_PUSH_MESSAGES.badKeys });

const endpoint = z
  .string({ error: WEB_PUSH_MESSAGES.badEndpoint })
  .max(1000, { error: WEB_PUSH_MESSAGES.badEndpoint })
  .refine(isHttpsUrl, { error: WEB_PUSH_MESSAGES.badEndpoint });

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What the browser's PushSubscription.toJSON() gives, as is. */
export const PushSubscriptionBody = z.strictObject({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject(
    {
      // An uncompressed P-256 point is 65 bytes (87 characters); the auth secret 16 bytes (22).
      p256dh: base64Url(80, 100),
      auth: base64Url(16, 44),
    },
    { error: WEB_PUSH_MESSAGES.badKeys },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const WebPushKey = z
  .object({ publicKey: z.string().describe('The VAPID public key, the applicationServerKey to subscribe with') })
  .meta({ id: 'WebPushKey' });

export const webPushKeyRoute = defineRoute({
  method: 'GET',
  path: '/api/notifications/push/key',
  summary: "The server's VAPID public key, which a browser subscribes with (applicationServerKey)",
  tags: ['notifications'],
  access: access.signedIn,
  response: envelope(WebPushKey),
});

export const subscribePushRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/push/subscribe',
  summary:
    "Saves this browser's push subscription (PushSubscription.toJSON()) for the caller; a browser belongs to whoever subscribed it last",
  tags: ['notifications'],
  access: access.signedIn,
  body: PushSubscriptionBody,
  response: envelope(z.object({ subscribed: z.literal(true) })),
});

export const unsubscribePushRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/push/unsubscribe',
  summary: "Removes the caller's push subscription of this endpoint (404 when the caller has none there)",
  tags: ['notifications'],
  access: access.signedIn,
  body: z.strictObject({ endpoint }),
  response: envelope(z.object({ subscribed: z.literal(false) })),
});

/** What a push message carries to the service worker (at most a few kB: the push services' limit is 4 kB). */
export interface WebPushPayload {
  id: string;
  type: string;
  title: string;
  body: string;
  /** An in-app path to open on a click. */
  url: string;
  createdAt: string;
}
