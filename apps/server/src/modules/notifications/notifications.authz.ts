import { ROLES } from '@bright/contracts';
import { defineAuthzCases } from '../../../test/authz';
import { insertNotifications } from './notifications.queries';

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
]);
