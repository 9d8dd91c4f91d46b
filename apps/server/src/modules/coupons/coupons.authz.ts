import { defineAuthzCases } from '../../../test/authz';
import { coupons } from '../../db/schema';
import { matrixLicence } from '../../../test/authz/licence-support';

export const authzCases = defineAuthzCases([
  {
    // Platform operators only (not an institute role).
    route: 'POST /api/operator/coupons/create',
    scope: 'self',
    allowed: [],
    request: async () => ({ method: 'POST', url: '/api/operator/coupons/create', payload: { aiCredits: 5 } }),
  },
  {
    route: 'GET /api/operator/coupons',
    scope: 'self',
    allowed: [],
    request: async () => ({ method: 'GET', url: '/api/operator/coupons' }),
  },
  {
    route: 'POST /api/license/redeem-coupon',
    scope: 'self',
    allowed: ['admin'],
    request: async (ctx) => {
      // A fresh credits-only coupon for each request: it leaves the matrix institute's plan alone.
      await matrixLicence(ctx);
      const code = `AUTHZ-${ctx.unique().toUpperCase()}`;
      await ctx.db.insert(coupons).values({ code, aiCredits: 1 });
      return { method: 'POST', url: '/api/license/redeem-coupon', payload: { couponCode: code } };
    },
  },
]);
