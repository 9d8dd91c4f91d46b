import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES, ROLES } from '@bright/contracts';
import { defineAuthzCases } from '../../../test/authz';
import { buildClass } from '../../../test/factories';
import { insertNotifications } from './notifications.queries';

/** A browser's subscription as PushSubscription.toJSON() writes it; its endpoint never resolves (RFC 6761 .invalid). */
function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.invalid/push/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Everyone has their own notifications; there is no way to name someone else's (see the routes' tests). */
export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/notifications/notification',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({ method: 'GET', url: '/api/notifications/notification' }),
  },
  {
    route: 'GET /api/notifications/notification/newMessagesCount',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({ method: 'GET', url: '/api/notifications/notification/newMessagesCount' }),
  },
  {
    route: 'POST /api/notifications/notification/read',
    scope: 'self',
    allowed: ROLES,
    request: async (ctx) => {
      const [row] = await insertNotifications(ctx.db, [
        { userId: ctx.caller.user.id, type: 'TEST', title: 'Hi', body: '' },
      ]);
      return { method: 'POST', url: '/api/notifications/notification/read', payload: { ids: [row!.id] } };
    },
  },
  {
    route: 'POST /api/notifications/token',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({ method: 'POST', url: '/api/notifications/token', payload: {} }),
  },
  {
    // A teacher reaches the people of her classes, an admin the members of her institute.
    route: 'POST /api/notifications/notification',
    scope: 'institute',
    allowed: ['instructor', 'admin'],
    denied: 403,
    request: async (ctx) => {
      const student = await ctx.member(['learner']);
      await buildClass(ctx.db, { institute: ctx.institute, teacher: ctx.caller.user, students: [student.user] });
      return {
        method: 'POST',
        url: '/api/notifications/notification',
        payload: { receivers: [student.user.id], title: 'Trip tomorrow' },
      };
    },
  },
  {
    route: 'POST /api/notifications/notification/delete',
    scope: 'self',
    allowed: ROLES,
    request: async (ctx) => {
      const [row] = await insertNotifications(ctx.db, [
        { userId: ctx.caller.user.id, type: 'TEST', title: 'Hi', body: '' },
      ]);
      return { method: 'POST', url: '/api/notifications/notification/delete', payload: { ids: [row!.id] } };
    },
  },
  {
    route: 'POST /api/notifications/notification/delete-all',
    scope: 'self',
    serial: true,
    allowed: ROLES,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/notifications/notification/delete-all',
      payload: { receiverId: ctx.caller.user.id },
    }),
  },
  {
    route: 'GET /api/notifications/preferences',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({ method: 'GET', url: '/api/notifications/preferences' }),
  },
  {
    route: 'POST /api/notifications/preferences',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({
      method: 'POST',
      url: '/api/notifications/preferences',
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, quietHours: { start: '21:00', end: '07:00' } },
    }),
  },
  {
    route: 'GET /api/notifications/push/key',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({ method: 'GET', url: '/api/notifications/push/key' }),
  },
  {
    route: 'POST /api/notifications/push/subscribe',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({ method: 'POST', url: '/api/notifications/push/subscribe', payload: browserSubscription() }),
  },
  {
    // Only the caller's own subscription: she saves one first (in another session of hers), then removes it.
    route: 'POST /api/notifications/push/unsubscribe',
    scope: 'self',
    allowed: ROLES,
    request: async (ctx) => {
      const subscription = browserSubscription();
      const token = await ctx.session(ctx.caller);
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/push/subscribe',
        headers: { access_token: token },
        payload: subscription,
      });
      if (saved.statusCode !== 200) throw new Error(`subscribe failed: ${saved.body}`);
      return {
        method: 'POST',
        url: '/api/notifications/push/unsubscribe',
        payload: { endpoint: subscription.endpoint },
      };
    },
  },
]);
