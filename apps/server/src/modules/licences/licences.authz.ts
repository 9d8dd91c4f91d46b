import type { Role } from '@bright/contracts';
import { type AuthzCase, defineAuthzCases } from '../../../test/authz';
import { matrixLicence, openTrial, resetTrials } from '../../../test/authz/licence-support';

const everyone = ['admin', 'instructor', 'learner'] as const;

/** Routes that act on the caller's active institute (no object of another institute is named). */
const own = (route: string, allowed: readonly Role[], request: AuthzCase['request']): AuthzCase => ({
  route,
  scope: 'self',
  allowed,
  request,
});

export const authzCases = defineAuthzCases([
  own('GET /api/license/licenseDetails', everyone, async (ctx) => {
    await matrixLicence(ctx);
    return { method: 'GET', url: '/api/license/licenseDetails' };
  }),
  {
    route: 'POST /api/license/activate-feature-trial/all',
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => {
      // aiNotebooks and aiVideo are locked on Starter: make their trials untried again for each request.
      const licence = await matrixLicence(ctx);
      await resetTrials(ctx, licence.id, ['aiNotebooks', 'aiVideo']);
      return {
        method: 'POST',
        url: '/api/license/activate-feature-trial/all',
        payload: { instituteId: ctx.institute.id },
      };
    },
  },
  {
    route: 'POST /api/license/validate-license/:id',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => {
      const licence = await matrixLicence(ctx);
      return { method: 'POST', url: `/api/license/validate-license/${licence.id}`, payload: { feature: 'aiCredits' } };
    },
  },
  {
    route: 'POST /api/license/validate-and-increment-license/:instituteKneuraId',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => {
      await matrixLicence(ctx);
      return {
        method: 'POST',
        url: `/api/license/validate-and-increment-license/${ctx.institute.kneuraId}`,
        payload: { feature: 'aiCredits' },
      };
    },
  },
  own('GET /api/license/read', everyone, async (ctx) => {
    await matrixLicence(ctx);
    return { method: 'GET', url: '/api/license/read?feature=aiCredits' };
  }),
  own('POST /api/license/increment', everyone, async (ctx) => {
    await matrixLicence(ctx);
    return { method: 'POST', url: '/api/license/increment', payload: { feature: 'insights' } };
  }),
  own('GET /api/ai/license/learner', everyone, async (ctx) => {
    await matrixLicence(ctx);
    return { method: 'GET', url: '/api/ai/license/learner' };
  }),
  own('GET /api/license/usage', ['admin'], async (ctx) => {
    await matrixLicence(ctx);
    return { method: 'GET', url: '/api/license/usage' };
  }),
  own('POST /api/ai/quick-summary', everyone, async (ctx) => {
    await openTrial(ctx, (await matrixLicence(ctx)).id, 'brightAi');
    return {
      method: 'POST',
      url: '/api/ai/quick-summary',
      payload: {
        text: 'Rivers carry water to the sea. The sea feeds the clouds. Clouds bring rain back to the rivers.',
      },
    };
  }),
]);
