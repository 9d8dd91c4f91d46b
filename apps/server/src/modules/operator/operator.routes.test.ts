import type { LicenseDetails } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstitute } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, countRows, expectError } from '../../../test/api-client';
import { buildOperator, buildSchool, daysFromNow } from '../../../test/licence-factories';

const limitOf = (details: LicenseDetails, key: string) => details.limits.find((entry) => entry.key === key)!;

describe('operator routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    token = (await buildOperator(t)).token;
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown) => api.post(url, payload, { token });

  it('GET /api/operator/me tells an operator from an institute admin', async () => {
    const school = await buildSchool(t);
    expectError(await api.get('/api/operator/me'), 401, 'session expired');
    expect((await api.get('/api/operator/me', { token })).json().data).toEqual({ isOperator: true });
    expect((await api.get('/api/operator/me', { token: school.tokens.admin })).json().data).toEqual({
      isOperator: false,
    });
  });

  it('every operator action answers 403 to an institute admin and writes nothing', async () => {
    const school = await buildSchool(t);
    const code = school.institute.kneuraId;
    const calls: Array<[string, unknown]> = [
      ['/api/operator/license/create', { instituteKneuraId: code, planCode: 'STARTER_PLAN' }],
      ['/api/operator/license/change-plan', { instituteKneuraId: code, planCode: 'ULTIMATE_PRO_PLAN' }],
      ['/api/operator/license/set-active', { instituteKneuraId: code, isActive: false }],
      ['/api/operator/license/top-up', { instituteKneuraId: code, credits: 100 }],
      [
        '/api/operator/license/transfer',
        { fromInstituteKneuraId: code, toInstituteKneuraId: code, type: 'TEACHER', amount: 1 },
      ],
      ['/api/operator/license/add-storage', { instituteKneuraId: code, storageMb: 10 }],
      ['/api/operator/plans/update', { code: 'STARTER_PLAN', limits: { maxTeachers: 1000 } }],
    ];
    for (const [url, payload] of calls) {
      expectError(
        await api.post(url, payload, { token: school.tokens.admin }),
        403,
        'Only platform operators can do this',
      );
    }
    expectError(
      await api.get('/api/operator/institutes', { token: school.tokens.admin }),
      403,
      'Only platform operators can do this',
    );
    const details = (await api.get('/api/license/licenseDetails', { token: school.tokens.admin })).json().data;
    expect(details).toMatchObject({ plan: { code: 'STARTER_PLAN' }, isActive: true });
    expect(limitOf(details, 'TEACHER').limit).toBe(10);
  });

  describe('licences', () => {
    it("creates an institute's licence once: 'License is already exist for this institute'", async () => {
      const institute = await buildInstitute(t.app.db, { name: 'Operator Made School' });
      const body = { instituteKneuraId: institute.kneuraId.toLowerCase(), planCode: 'ESSENTIAL_PLAN' };
      const response = await post('/api/operator/license/create', body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'License created',
        data: {
          plan: { code: 'ESSENTIAL_PLAN' },
          isActive: true,
          accountType: 'TEACHER',
          abilities: { isAdmin: false },
        },
      });
      expectError(await post('/api/operator/license/create', body), 400, 'License is already exist for this institute');
      expect(await countRows(t, `licences WHERE institute_id = '${institute.id}'`)).toBe(1);
      expectError(
        await post('/api/operator/license/create', { ...body, instituteKneuraId: 'NOSUCH' }),
        404,
        'Institute not found',
      );
      expectError(await post('/api/operator/license/create', { ...body, planCode: 'GOLD' }), 400, 'Invalid plan');
    });

    it('creates a licence that starts on a trial', async () => {
      const institute = await buildInstitute(t.app.db);
      const details = (
        await post('/api/operator/license/create', {
          instituteKneuraId: institute.kneuraId,
          planCode: 'INSTITUTE',
          trialDays: 14,
          accountType: 'ENTERPRISE',
        })
      ).json().data as LicenseDetails;
      expect(details).toMatchObject({ isActive: false, isTrialUsed: true, isUsable: true, accountType: 'ENTERPRISE' });
      expect(new Date(details.trialValidTill!).getTime()).toBeGreaterThan(daysFromNow(13.9).getTime());
    });

    it('changes the plan, switches the licence off and on, tops up AI credits', async () => {
      const school = await buildSchool(t);
      const code = school.institute.kneuraId;
      const changed = (
        await post('/api/operator/license/change-plan', {
          instituteKneuraId: code,
          planCode: 'ULTIMATE_PLAN',
          accountType: 'DEVICE',
        })
      ).json().data;
      expect(changed).toMatchObject({ plan: { code: 'ULTIMATE_PLAN' }, accountType: 'DEVICE' });
      expect(limitOf(changed, 'TEACHER').limit).toBe(100);
      const off = (await post('/api/operator/license/set-active', { instituteKneuraId: code, isActive: false })).json()
        .data;
      expect(off).toMatchObject({ isActive: false, isUsable: false });
      await post('/api/operator/license/set-active', { instituteKneuraId: code, isActive: true });
      const topped = (await post('/api/operator/license/top-up', { instituteKneuraId: code, credits: 500 })).json()
        .data;
      expect(limitOf(topped, 'aiCredits')).toMatchObject({ limit: 2500, left: 2500 });
      expectError(
        await post('/api/operator/license/top-up', { instituteKneuraId: code, credits: 0 }),
        400,
        'credits must be a whole number from 1 to 1000000',
      );
      const none = await buildInstitute(t.app.db);
      expectError(
        await post('/api/operator/license/top-up', { instituteKneuraId: none.kneuraId, credits: 5 }),
        404,
        'No license found for key',
      );
    });

    it("transfers unused limits, refusing 'Unable to transfer limits from one license to another'", async () => {
      const from = await buildSchool(t);
      const to = await buildSchool(t);
      const body = { fromInstituteKneuraId: from.institute.kneuraId, toInstituteKneuraId: to.institute.kneuraId };
      const moved = (await post('/api/operator/license/transfer', { ...body, type: 'TEACHER', amount: 5 })).json().data;
      expect(limitOf(moved.from, 'TEACHER')).toMatchObject({ limit: 5, used: 2 });
      expect(limitOf(moved.to, 'TEACHER')).toMatchObject({ limit: 15 });
      const unable = 'Unable to transfer limits from one license to another';
      // 5 teacher seats left, 2 in use: 4 cannot go.
      expectError(await post('/api/operator/license/transfer', { ...body, type: 'TEACHER', amount: 4 }), 400, unable);
      expectError(
        await post('/api/operator/license/transfer', {
          ...body,
          toInstituteKneuraId: body.fromInstituteKneuraId,
          type: 'TEACHER',
          amount: 1,
        }),
        400,
        unable,
      );
      const bare = await buildInstitute(t.app.db);
      expectError(
        await post('/api/operator/license/transfer', {
          ...body,
          toInstituteKneuraId: bare.kneuraId,
          type: 'aiCredits',
          amount: 1,
        }),
        400,
        unable,
      );
      const credits = (await post('/api/operator/license/transfer', { ...body, type: 'aiCredits', amount: 20 })).json()
        .data;
      expect(limitOf(credits.from, 'aiCredits').limit).toBe(30);
      expect(limitOf(credits.to, 'aiCredits').limit).toBe(70);
      const unlimited = await buildSchool(t, { plan: 'ENTERPRISE' });
      expectError(
        await post('/api/operator/license/transfer', {
          ...body,
          fromInstituteKneuraId: unlimited.institute.kneuraId,
          type: 'TEACHER',
          amount: 1,
        }),
        400,
        unable,
      );
      expectError(
        await post('/api/operator/license/transfer', { ...body, type: 'SEATS', amount: 1 }),
        400,
        'Invalid limit type',
      );
    });

    it("adds storage, refusing 'Unable to add storage' without a licence or on an unlimited allowance", async () => {
      const school = await buildSchool(t);
      const added = (
        await post('/api/operator/license/add-storage', {
          instituteKneuraId: school.institute.kneuraId,
          storageMb: 512,
        })
      ).json().data;
      expect(limitOf(added, 'storage').limit).toBe(1536);
      const bare = await buildInstitute(t.app.db);
      expectError(
        await post('/api/operator/license/add-storage', { instituteKneuraId: bare.kneuraId, storageMb: 5 }),
        400,
        'Unable to add storage',
      );
      await t.database.query("UPDATE plans SET storage_mb = NULL WHERE code = 'ODM'");
      const odm = await buildSchool(t, { plan: 'ODM' });
      expectError(
        await post('/api/operator/license/add-storage', { instituteKneuraId: odm.institute.kneuraId, storageMb: 5 }),
        400,
        'Unable to add storage',
      );
    });

    it('lists institutes by name or code with their licence, and shows one licence', async () => {
      const school = await buildSchool(t);
      await t.database.query('UPDATE institutes SET name = $1 WHERE id = $2', [
        'Zebra Crossing Academy',
        school.institute.id,
      ]);
      const list = (await api.get('/api/operator/institutes', { token, query: { search: 'zebra' } })).json().data;
      expect(list).toEqual([
        {
          instituteId: school.institute.id,
          instituteKneuraId: school.institute.kneuraId,
          name: 'Zebra Crossing Academy',
          teachers: 2,
          students: 1,
          license: {
            licenseId: school.licence!.id,
            planCode: 'STARTER_PLAN',
            planName: 'Starter',
            accountType: 'INSTITUTE',
            isActive: true,
            isUsable: true,
          },
        },
      ]);
      const byCode = (
        await api.get('/api/operator/institutes', { token, query: { search: school.institute.kneuraId } })
      ).json().data;
      expect(byCode).toHaveLength(1);
      const one = await api.get('/api/operator/license', {
        token,
        query: { instituteKneuraId: school.institute.kneuraId },
      });
      expect(one.json().data).toMatchObject({ licenseId: school.licence!.id });
    });
  });

  describe('plans', () => {
    it('anyone signed in lists the plans; operators edit one and every licence on it follows', async () => {
      const school = await buildSchool(t, { plan: 'INSTITUTE_BASIC' });
      expectError(await api.get('/api/license/plans'), 401, 'session expired');
      const plans = (await api.get('/api/license/plans', { token: school.tokens.learner })).json().data;
      expect(plans.map((plan: { code: string }) => plan.code)).toEqual([
        'STARTER_PLAN',
        'ESSENTIAL_PLAN',
        'ULTIMATE_PLAN',
        'ULTIMATE_PRO_PLAN',
        'ENTERPRISE',
        'INSTITUTE',
        'LARGE_INSTITUTE',
        'INSTITUTE_BASIC',
        'INSTITUTE_PLUS',
        'INSTITUTE_PRO',
        'DISPLAY',
        'RETROFIT',
        'ODM',
      ]);
      const updated = await post('/api/operator/plans/update', {
        code: 'INSTITUTE_BASIC',
        name: 'Institute Basic 2031',
        limits: { maxTeachers: 3, aiCreditsPerPeriod: null },
        features: { brightAi: 'INCLUDED', insights: 'TRIAL' },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({
        name: 'Institute Basic 2031',
        limits: { maxTeachers: 3, maxStudents: 500, aiCreditsPerPeriod: null },
        features: [
          { feature: 'brightAi', access: 'INCLUDED' },
          { feature: 'insights', access: 'TRIAL' },
        ],
      });
      const details = (await api.get('/api/license/licenseDetails', { token: school.tokens.admin })).json()
        .data as LicenseDetails;
      expect(limitOf(details, 'TEACHER').limit).toBe(3);
      expect(limitOf(details, 'aiCredits').limit).toBeNull();
      const state = Object.fromEntries(details.features.map((entry) => [entry.feature, entry.state]));
      expect(state).toMatchObject({ brightAi: 'ENABLED', insights: 'TRIAL_AVAILABLE', liveConference: 'NOT_ENABLED' });
      expectError(
        await post('/api/operator/plans/update', { code: 'INSTITUTE_BASIC', features: { magic: 'INCLUDED' } }),
        400,
        'Unknown field: magic',
      );
      expectError(
        await post('/api/operator/plans/update', { code: 'INSTITUTE_BASIC', limits: { maxTeachers: -1 } }),
        400,
        'Invalid limits.maxTeachers: Too small: expected number to be >=0',
      );
    });
  });
});
