import { ROLES } from '@bright/contracts';
import { type AuthzContext, type AuthzRequest, defineAuthzCases } from '../../../test/authz';
import { buildPairedDevice } from './devices.fixtures';

const staff = ['admin', 'instructor'] as const;
const post = (url: string, payload: object): AuthzRequest => ({ method: 'POST', url, payload });

/** A display paired to the caller (a pairing is always the caller's own: there is no id of another's to name). */
const callersDevice = (ctx: AuthzContext) => buildPairedDevice(ctx.db, ctx.caller.user, ctx.institute.id);

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/controller/device/pairing',
    scope: 'public',
    request: async (ctx) => post('/api/controller/device/pairing', { deviceId: `authz-${ctx.unique()}` }),
  },
  {
    route: 'POST /api/controller/device/pairDevice',
    scope: 'self',
    allowed: staff,
    request: async (ctx) => {
      const ticket = await ctx.app.inject(
        post('/api/controller/device/pairing', { deviceId: `authz-${ctx.unique()}` }),
      );
      return post('/api/controller/device/pairDevice', { deviceCode: ticket.json().data.deviceCode });
    },
  },
  {
    route: 'POST /api/controller/device/unpairDevice',
    scope: 'self',
    allowed: staff,
    request: async (ctx) =>
      post('/api/controller/device/unpairDevice', { deviceId: (await callersDevice(ctx)).device.deviceId }),
  },
  {
    route: 'GET /api/controller/device/getPairDeviceStatus',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({ method: 'GET', url: '/api/controller/device/getPairDeviceStatus' }),
  },
  {
    route: 'GET /api/controller/device/list',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({ method: 'GET', url: '/api/controller/device/list' }),
  },
  {
    route: 'GET /api/controller/device/state',
    scope: 'self',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/controller/device/state?deviceId=${(await callersDevice(ctx)).device.deviceId}`,
    }),
  },
  {
    route: 'POST /api/controller/device/command',
    scope: 'self',
    allowed: staff,
    request: async (ctx) =>
      post('/api/controller/device/command', {
        deviceId: (await callersDevice(ctx)).device.deviceId,
        command: { type: 'CLOSE_LESSON' },
      }),
  },
  {
    route: 'POST /api/device/send-message-to-device',
    scope: 'self',
    allowed: staff,
    request: async (ctx) => {
      await callersDevice(ctx);
      return post('/api/device/send-message-to-device', {
        userKneuraId: ctx.caller.user.kneuraId,
        instituteKneuraId: ctx.institute.kneuraId,
        type: 'COPY_CLIPBOARD',
        message: 'x',
      });
    },
  },
  {
    route: 'POST /api/device/send-message-to-device/nologin',
    scope: 'public',
    // A display's own token travels in device_token; without one the answer is 401.
    success: 401,
    request: async () => post('/api/device/send-message-to-device/nologin', { type: 'COPY_CLIPBOARD' }),
  },
  {
    route: 'GET /api/controller/device/lesson',
    scope: 'public',
    success: 401,
    request: async () => ({ method: 'GET', url: '/api/controller/device/lesson' }),
  },
]);
