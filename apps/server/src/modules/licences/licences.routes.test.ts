import type { LicenseDetails } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, expectError } from '../../../test/api-client';
import { ensureDefaultPlans } from '../plans';
import { type School, buildSchool, daysFromNow, setFeatureTrial } from '../../../test/licence-factories';

const DETAILS = '/api/license/licenseDetails';
const TRIAL = '/api/license/activate-feature-trial/all';
const charge = (code: string) => `/api/license/validate-and-increment-license/${code}`;

describe('licence routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t?.close());

  const refusal = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });
  const chargeAs = (school: School, token: string, payload: unknown = {}) =>
    api.post(charge(school.institute.kneuraId), payload, { token });

  describe('GET /api/license/licenseDetails', () => {
    it('answers 401 without a token, 404 for another institute named in the header', async () => {
      expectError(await api.get(DETAILS), 401, 'session expired');
      const school = await buildSchool(t);
      const other = await buildSchool(t);
      expectError(
        await api.get(DETAILS, { token: school.tokens.admin, headers: { instituteId: other.institute.id } }),
        404,
        'No license found for key',
      );
    });

    it('shows an active Starter licence, with the abilities of each role', async () => {
      const school = await buildSchool(t);
      const response = await api.get(DETAILS, {
        token: school.tokens.admin,
        headers: { instituteId: school.institute.id },
      });
      expect(response.statusCode).toBe(200);
      const details = response.json().data as LicenseDetails;
      expect(details).toMatchObject({
        licenseId: school.licence!.id,
        instituteId: school.institute.id,
        featureSet: 'FULL',
        isActive: true,
        isTrialUsed: false,
        trialValidTill: null,
        isUsable: true,
        accountType: 'INSTITUTE',
        plan: { code: 'STARTER_PLAN', name: 'Starter', group: 1 },
        landing: 'create',
        abilities: { isAdmin: true, canActivateTrial: true, canUpgrade: true, canSeeUsage: true },
      });
      const state = Object.fromEntries(details.features.map((entry) => [entry.feature, entry.state]));
      expect(state).toMatchObject({ brightAi: 'TRIAL_AVAILABLE', aiCredits: 'ENABLED', liveConference: 'ENABLED' });
      const limits = Object.fromEntries(details.limits.map((entry) => [entry.key, entry]));
      // The admin (admin + instructor) and the teacher hold two teacher seats; one student.
      expect(limits.TEACHER).toEqual({ key: 'TEACHER', limit: 10, used: 2, left: 8, period: null });
      expect(limits.STUDENT).toMatchObject({ limit: 200, used: 1 });
      expect(limits.aiCredits).toEqual({ key: 'aiCredits', limit: 50, used: 0, left: 50, period: 'MONTH' });
      expect(limits.liveConference).toMatchObject({ limit: 5, period: 'DAY' });
      expect(limits.storage).toMatchObject({ limit: 1024, used: 0 });

      const teacher = (await api.get(DETAILS, { token: school.tokens.instructor })).json().data as LicenseDetails;
      expect(teacher.abilities).toEqual({
        isAdmin: false,
        canActivateTrial: false,
        canUpgrade: false,
        canContactSales: false,
        canTopUp: false,
        canSeeUsage: false,
        canRedeemCoupon: false,
      });
    });

    it('reads a missing licence as LITE with nothing enabled, landing on create', async () => {
      const school = await buildSchool(t, null);
      const details = (await api.get(DETAILS, { token: school.tokens.learner })).json().data as LicenseDetails;
      expect(details).toMatchObject({
        licenseId: null,
        featureSet: 'LITE',
        isActive: false,
        isUsable: false,
        plan: null,
        landing: 'create',
        limits: [],
      });
      expect(details.features.every((entry) => entry.state === 'NOT_ENABLED')).toBe(true);
    });

    it('lands device and large plans on content', async () => {
      const school = await buildSchool(t, { plan: 'LARGE_INSTITUTE' });
      expect((await api.get(DETAILS, { token: school.tokens.instructor })).json().data.landing).toBe('content');
    });
  });

  describe('POST /api/license/activate-feature-trial/all', () => {
    it('answers 401, 400, 403 to a teacher, 404 for another institute', async () => {
      const school = await buildSchool(t);
      const other = await buildSchool(t);
      expectError(await api.post(TRIAL, { instituteId: school.institute.id }), 401, 'session expired');
      expectError(await api.post(TRIAL, {}, { token: school.tokens.admin }), 400, 'Please provide: instituteId');
      expectError(
        await api.post(TRIAL, { instituteId: school.institute.id }, { token: school.tokens.instructor }),
        403,
        'Not authorized to perform this action',
      );
      expectError(
        await api.post(TRIAL, { instituteId: other.institute.id }, { token: school.tokens.admin }),
        404,
        'No license found for key',
      );
    });

    it('starts 30-day trials of the locked features, once', async () => {
      const school = await buildSchool(t);
      expect(refusal(await chargeAs(school, school.tokens.instructor))).toMatchObject({
        status: 406,
        body: { type: 'FEATURE_NOT_ACTIVE_TRIAL_NOT_USED', feature: 'brightAi' },
      });
      const response = await api.post(TRIAL, { instituteId: school.institute.id }, { token: school.tokens.admin });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Trial activated');
      const { activated, details } = response.json().data as { activated: string[]; details: LicenseDetails };
      expect(activated.sort()).toEqual(['aiNotebooks', 'aiVideo', 'brightAi']);
      const brightAi = details.features.find((entry) => entry.feature === 'brightAi')!;
      expect(brightAi).toMatchObject({ state: 'TRIAL_ACTIVE', isTrialUsed: true });
      const days = (new Date(brightAi.trialValidTill!).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      expect(details.abilities.canActivateTrial).toBe(false);
      expect((await chargeAs(school, school.tokens.instructor)).statusCode).toBe(200);
      expectError(
        await api.post(TRIAL, { instituteId: school.institute.id }, { token: school.tokens.admin }),
        400,
        'Trial already used',
      );
    });

    it('refuses on LITE and without a licence', async () => {
      const lite = await buildSchool(t, { plan: 'DISPLAY', accountType: 'DEVICE' });
      expectError(
        await api.post(TRIAL, { instituteId: lite.institute.id }, { token: lite.tokens.admin }),
        400,
        'No trial is available on this plan',
      );
      const none = await buildSchool(t, null);
      expectError(
        await api.post(TRIAL, { instituteId: none.institute.id }, { token: none.tokens.admin }),
        404,
        'No license found for key',
      );
    });
  });

  describe('read, increment, the learner licence and the usage report', () => {
    it('read shows a feature without refusing; increment charges the session institute', async () => {
      const school = await buildSchool(t);
      const read = await api.get('/api/license/read', { token: school.tokens.learner });
      expect(read.json().data).toEqual({
        licenseId: school.licence!.id,
        feature: 'brightAi',
        meter: 'aiCredits',
        cost: 0,
        used: 0,
        limit: 50,
        left: 50,
        state: 'TRIAL_AVAILABLE',
      });
      expect(
        (
          await api.post(
            '/api/license/increment',
            { feature: 'aiQuizGenerator', usage: 4 },
            { token: school.tokens.learner },
          )
        ).json().data.left,
      ).toBe(46);
      const learner = await api.get('/api/ai/license/learner', { token: school.tokens.learner });
      expect(learner.json().data).toEqual({
        isActive: false,
        feature: 'brightAi',
        state: 'TRIAL_AVAILABLE',
        aiCreditsLeft: 46,
      });
      const none = await buildSchool(t, null);
      expect(
        (await api.get('/api/license/read', { token: none.tokens.admin, query: { feature: 'aiCredits' } })).json().data,
      ).toMatchObject({
        licenseId: null,
        state: 'NOT_ENABLED',
      });
    });

    it('admins see AI credits used this period per teacher; others get 403', async () => {
      const school = await buildSchool(t);
      await chargeAs(school, school.tokens.instructor, { feature: 'aiCredits', usage: 5 });
      await chargeAs(school, school.tokens.instructor, { feature: 'aiQuizGenerator', usage: 2 });
      await chargeAs(school, school.tokens.learner, { feature: 'aiCredits', usage: 1 });
      expectError(await api.get('/api/license/usage'), 401, 'session expired');
      expectError(
        await api.get('/api/license/usage', { token: school.tokens.instructor }),
        403,
        'Not authorized to perform this action',
      );
      const report = (await api.get('/api/license/usage', { token: school.tokens.admin })).json().data;
      expect(report).toMatchObject({ total: 8, limit: 50 });
      expect(report.perUser.map((row: { email: string; credits: number }) => [row.email, row.credits])).toEqual([
        [school.teacher.email, 7],
        [school.student.email, 1],
        [school.admin.email, 0],
      ]);
      const none = await buildSchool(t, null);
      expectError(await api.get('/api/license/usage', { token: none.tokens.admin }), 404, 'No license found for key');
    });
  });

  describe('POST /api/ai/quick-summary (gated by brightAi, 1 AI credit)', () => {
    const TEXT =
      'Photosynthesis turns light into chemical energy. Plants use chlorophyll to capture light. ' +
      'The energy is stored as glucose in the plant. Animals eat plants to get that energy. ' +
      'Without photosynthesis there would be little oxygen in the air.';

    it('answers 401, 400, 406 while locked, then summarises and charges once per call', async () => {
      const school = await buildSchool(t);
      expectError(await api.post('/api/ai/quick-summary', { text: TEXT }), 401, 'session expired');
      expectError(
        await api.post('/api/ai/quick-summary', { text: 'short' }, { token: school.tokens.instructor }),
        400,
        'Please enter at least 40 characters',
      );
      expect(
        refusal(await api.post('/api/ai/quick-summary', { text: TEXT }, { token: school.tokens.instructor })),
      ).toMatchObject({
        status: 406,
        body: { type: 'FEATURE_NOT_ACTIVE_TRIAL_NOT_USED', feature: 'brightAi' },
      });
      await setFeatureTrial(t, school.licence!.id, 'brightAi', daysFromNow(10));
      const response = await api.post('/api/ai/quick-summary', { text: TEXT }, { token: school.tokens.instructor });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.sentences).toHaveLength(3);
      expect(TEXT).toContain(data.sentences[0]);
      expect(data.use).toMatchObject({ feature: 'brightAi', meter: 'aiCredits', cost: 1, used: 1, left: 49 });
    });
  });

  it('seeds the 13 plans of SPEC §1 once, whatever the number of starts', async () => {
    await t.app.db.transaction((tx) => ensureDefaultPlans(tx));
    const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM plans');
    expect(row!.n).toBe(13);
  });
});
