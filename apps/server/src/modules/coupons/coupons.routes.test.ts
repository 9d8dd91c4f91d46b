import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, countRows, expectError } from '../../../test/api-client';
import { buildOperator, buildSchool } from '../../../test/licence-factories';

const CREATE = '/api/operator/coupons/create';
const LIST = '/api/operator/coupons';
const REDEEM = '/api/license/redeem-coupon';

describe('coupon routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let operatorToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    operatorToken = (await buildOperator(t)).token;
  });
  afterAll(() => t?.close());

  const create = async (payload: Record<string, unknown>) => {
    const response = await api.post(CREATE, payload, { token: operatorToken });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { code: string };
  };

  describe('POST /api/operator/coupons/create and GET /api/operator/coupons', () => {
    it('answer 401, and 403 to institute admins (they are not platform operators)', async () => {
      const school = await buildSchool(t);
      expectError(await api.post(CREATE, { planCode: 'ULTIMATE_PLAN' }), 401, 'session expired');
      expectError(
        await api.post(CREATE, { planCode: 'ULTIMATE_PLAN' }, { token: school.tokens.admin }),
        403,
        'Only platform operators can do this',
      );
      expectError(await api.get(LIST, { token: school.tokens.admin }), 403, 'Only platform operators can do this');
    });

    it('answer 400 for bad input and a code that exists, writing nothing', async () => {
      const before = await countRows(t, 'coupons');
      const cases: Array<[Record<string, unknown>, string]> = [
        [{}, 'A coupon must give a plan or AI credits'],
        [{ planCode: 'GOLD' }, 'Invalid plan'],
        [{ aiCredits: -5 }, 'Invalid aiCredits: Too small: expected number to be >=0'],
        [{ code: 'bad code!', planCode: 'ULTIMATE_PLAN' }, 'Invalid Coupon'],
        [{ code: 'AB', planCode: 'ULTIMATE_PLAN' }, 'A coupon code has at least 4 characters'],
      ];
      for (const [payload, message] of cases)
        expectError(await api.post(CREATE, payload, { token: operatorToken }), 400, message);
      await create({ code: 'spring-2031', planCode: 'ULTIMATE_PLAN' });
      expectError(
        await api.post(CREATE, { code: 'SPRING-2031', aiCredits: 5 }, { token: operatorToken }),
        400,
        'Coupon already exists',
      );
      expect(await countRows(t, 'coupons')).toBe(before + 1);
      const list = (await api.get(LIST, { token: operatorToken })).json().data;
      expect(list[0]).toMatchObject({
        code: 'SPRING-2031',
        planCode: 'ULTIMATE_PLAN',
        aiCredits: 0,
        redeemedAt: null,
        redeemedBy: null,
      });
    });

    it('makes up a code when none is given', async () => {
      const coupon = await create({ aiCredits: 100, expiresInDays: 30 });
      expect(coupon.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    });
  });

  describe('POST /api/license/redeem-coupon', () => {
    it('answers 401, 400, 403 to a teacher', async () => {
      const school = await buildSchool(t);
      expectError(await api.post(REDEEM, { couponCode: 'X1234' }), 401, 'session expired');
      expectError(await api.post(REDEEM, {}, { token: school.tokens.admin }), 400, 'Please provide: couponCode');
      expectError(
        await api.post(REDEEM, { couponCode: 'no spaces' }, { token: school.tokens.admin }),
        400,
        'Invalid Coupon',
      );
      expectError(
        await api.post(REDEEM, { couponCode: 'X1234' }, { token: school.tokens.instructor }),
        403,
        'Not authorized to perform this action',
      );
    });

    it('moves the licence to the plan, adds the credits, once', async () => {
      const school = await buildSchool(t, { isActive: false });
      const { code } = await create({ planCode: 'ULTIMATE_PLAN', aiCredits: 25 });
      const response = await api.post(REDEEM, { couponCode: code.toLowerCase() }, { token: school.tokens.admin });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Coupon redeemed');
      const { coupon, details } = response.json().data;
      expect(coupon).toMatchObject({ code, redeemedBy: { instituteKneuraId: school.institute.kneuraId } });
      expect(details).toMatchObject({ plan: { code: 'ULTIMATE_PLAN' }, isActive: true, isUsable: true });
      expect(details.limits.find((entry: { key: string }) => entry.key === 'aiCredits')).toMatchObject({
        limit: 2025,
        left: 2025,
      });
      expectError(
        await api.post(REDEEM, { couponCode: code }, { token: school.tokens.admin }),
        400,
        'This coupon has already been redeemed',
      );
      const other = await buildSchool(t);
      expectError(
        await api.post(REDEEM, { couponCode: code }, { token: other.tokens.admin }),
        400,
        'This coupon has already been redeemed',
      );
    });

    it("answers 'Invalid Coupon' for an unknown or expired code", async () => {
      const school = await buildSchool(t);
      expectError(
        await api.post(REDEEM, { couponCode: 'NOPE-NOPE' }, { token: school.tokens.admin }),
        400,
        'Invalid Coupon',
      );
      const { code } = await create({ aiCredits: 5, expiresInDays: 1 });
      await t.database.query("UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE code = $1", [code]);
      expectError(await api.post(REDEEM, { couponCode: code }, { token: school.tokens.admin }), 400, 'Invalid Coupon');
    });

    it('gives an institute without a licence one on the coupon plan; a credits-only coupon needs a licence', async () => {
      const school = await buildSchool(t, null);
      const creditsOnly = await create({ aiCredits: 10 });
      expectError(
        await api.post(REDEEM, { couponCode: creditsOnly.code }, { token: school.tokens.admin }),
        400,
        'A coupon for an institute without a license must name a plan',
      );
      // Refused: still free to redeem.
      const [row] = await t.database.query<{ redeemed_at: Date | null }>(
        'SELECT redeemed_at FROM coupons WHERE code = $1',
        [creditsOnly.code],
      );
      expect(row!.redeemed_at).toBeNull();
      const withPlan = await create({ planCode: 'ESSENTIAL_PLAN' });
      const details = (await api.post(REDEEM, { couponCode: withPlan.code }, { token: school.tokens.admin })).json()
        .data.details;
      expect(details).toMatchObject({
        plan: { code: 'ESSENTIAL_PLAN' },
        isActive: true,
        accountType: 'TEACHER',
        featureSet: 'FULL',
      });
    });

    it('redeemed exactly once when two admins redeem at the same moment', async () => {
      for (let round = 0; round < 4; round += 1) {
        const { code } = await create({ planCode: 'ULTIMATE_PRO_PLAN', aiCredits: 7 });
        const schools = [await buildSchool(t), await buildSchool(t)];
        const answers = await Promise.all(
          schools.map((school) => api.post(REDEEM, { couponCode: code }, { token: school.tokens.admin })),
        );
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
        const loser = answers.find((answer) => answer.statusCode === 400)!;
        expect(loser.json()).toEqual({
          message: 'This coupon has already been redeemed',
          code: 'coupon.alreadyRedeemed',
        });
        const plans = await t.database.query<{ code: string }>(
          'SELECT p.code FROM licences l JOIN plans p ON p.id = l.plan_id WHERE l.institute_id = ANY($1) ORDER BY p.code',
          [schools.map((school) => school.institute.id)],
        );
        expect(plans.map((plan) => plan.code).sort()).toEqual(['STARTER_PLAN', 'ULTIMATE_PRO_PLAN']);
        const [bonus] = await t.database.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM licence_usage u JOIN licences l ON l.id = u.licence_id WHERE l.institute_id = ANY($1) AND u.bonus = 7',
          [schools.map((school) => school.institute.id)],
        );
        expect(bonus!.n).toBe(1);
      }
    });
  });
});
