import { ROLES } from '@bright/contracts';
import { defineAuthzCases } from '../../../test/authz';
import { lessonToStart, liveForCaller } from './live-classes.fixtures';

const staff = ['admin', 'instructor'] as const;

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/live-classes/start',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({ method: 'POST', url: '/api/live-classes/start', payload: await lessonToStart(ctx) }),
  },
  {
    route: 'GET /api/live-classes',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({ method: 'GET', url: '/api/live-classes' }),
  },
  {
    route: 'GET /api/live-classes/read',
    scope: 'institute',
    allowed: ROLES,
    request: async (ctx) => ({ method: 'GET', url: `/api/live-classes/read?id=${(await liveForCaller(ctx)).live.id}` }),
  },
  {
    route: 'POST /api/live-classes/join',
    scope: 'institute',
    allowed: ROLES,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/live-classes/join',
      payload: { code: (await liveForCaller(ctx)).live.code },
    }),
  },
  {
    // The teacher who started it (and the institute's admins) end it.
    route: 'POST /api/live-classes/end',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/live-classes/end',
      payload: { liveClassId: (await liveForCaller(ctx)).live.id },
    }),
  },
  {
    route: 'POST /api/thirdParty/sendConfLink',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/thirdParty/sendConfLink',
      payload: { liveClassId: (await liveForCaller(ctx)).live.id },
    }),
  },
]);
