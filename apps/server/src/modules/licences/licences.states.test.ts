import type { LicenseDetails } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, expectError, tokenFor } from '../../../test/api-client';
import {
  type School,
  buildSchool,
  daysFromNow,
  setFeatureTrial,
  updateLicence,
  usedOf,
} from '../../../test/licence-factories';

const DETAILS = '/api/license/licenseDetails';
const validate = (id: string) => `/api/license/validate-license/${id}`;
const charge = (code: string) => `/api/license/validate-and-increment-license/${code}`;

describe('licence states (SPEC §4) and bad input', () => {
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

  describe('SPEC §4 licence states, through validate-license and validate-and-increment-license', () => {
    it('active: an included feature validates and charges', async () => {
      const school = await buildSchool(t);
      const checked = await api.post(
        validate(school.licence!.id),
        { feature: 'aiCredits' },
        { token: school.tokens.learner },
      );
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({
        message: 'License is valid',
        data: {
          licenseId: school.licence!.id,
          feature: 'aiCredits',
          meter: 'aiCredits',
          cost: 1,
          used: 0,
          limit: 50,
          left: 50,
        },
      });
      expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(0);
      const charged = await chargeAs(school, school.tokens.instructor, { feature: 'aiCredits', usage: 3 });
      expect(charged.json()).toEqual({
        message: 'License usage counted',
        data: {
          licenseId: school.licence!.id,
          feature: 'aiCredits',
          meter: 'aiCredits',
          cost: 3,
          used: 3,
          limit: 50,
          left: 47,
        },
      });
      // Defaults: feature brightAi (locked on Starter), usage 1.
      expect(refusal(await chargeAs(school, school.tokens.instructor))).toEqual({
        status: 406,
        body: {
          message: 'This feature is not active. A free trial is available',
          code: 'licence.trialNotUsed',
          type: 'FEATURE_NOT_ACTIVE_TRIAL_NOT_USED',
          feature: 'brightAi',
        },
      });
      // A feature without a meter is open and costs nothing.
      expect((await chargeAs(school, school.tokens.instructor, { feature: 'insights' })).json().data).toMatchObject({
        meter: null,
        cost: 0,
      });
      expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(3);
    });

    it('trial usable until trialValidTill, then refused as trial used', async () => {
      const school = await buildSchool(t, { isActive: false, isTrialUsed: true, trialValidTill: daysFromNow(3) });
      expect((await chargeAs(school, school.tokens.instructor, { feature: 'aiCredits' })).statusCode).toBe(200);
      await updateLicence(t, school.licence!.id, { trialValidTill: daysFromNow(-1) });
      expect(refusal(await chargeAs(school, school.tokens.instructor, { feature: 'aiCredits' }))).toEqual({
        status: 406,
        body: {
          message: 'This feature is not active. The free trial has been used',
          code: 'licence.trialUsed',
          type: 'FEATURE_NOT_ACTIVE_TRIAL_USED',
          feature: 'aiCredits',
        },
      });
      const details = (await api.get(DETAILS, { token: school.tokens.admin })).json().data as LicenseDetails;
      expect(details).toMatchObject({ isActive: false, isTrialUsed: true, isUsable: false });
      expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(1);
    });

    it('a feature trial used and expired answers FEATURE_NOT_ACTIVE_TRIAL_USED', async () => {
      const school = await buildSchool(t);
      await setFeatureTrial(t, school.licence!.id, 'brightAi', daysFromNow(2));
      expect((await chargeAs(school, school.tokens.instructor)).statusCode).toBe(200);
      await setFeatureTrial(t, school.licence!.id, 'brightAi', daysFromNow(-2));
      expect(refusal(await chargeAs(school, school.tokens.instructor))).toMatchObject({
        status: 406,
        body: { type: 'FEATURE_NOT_ACTIVE_TRIAL_USED', feature: 'brightAi' },
      });
    });

    it('LITE opens only what the plan includes, and offers no trial', async () => {
      const school = await buildSchool(t, { plan: 'DISPLAY', accountType: 'DEVICE' });
      expect((await chargeAs(school, school.tokens.instructor, { feature: 'liveQuiz' })).statusCode).toBe(200);
      expect(refusal(await chargeAs(school, school.tokens.instructor))).toEqual({
        status: 406,
        body: {
          message: 'This feature is not enabled in your license',
          code: 'licence.featureNotEnabled',
          type: 'FEATURE_NOT_ENABLED',
          feature: 'brightAi',
        },
      });
      const details = (await api.get(DETAILS, { token: school.tokens.admin })).json().data as LicenseDetails;
      expect(details).toMatchObject({
        featureSet: 'LITE',
        landing: 'content',
        abilities: { canActivateTrial: false, canUpgrade: false },
      });
    });

    it('missing licence: every feature is not enabled; validate-license of an unknown id is not found', async () => {
      const school = await buildSchool(t, null);
      expect(refusal(await chargeAs(school, school.tokens.admin, { feature: 'aiCredits' }))).toEqual({
        status: 406,
        body: {
          message: 'This feature is not enabled in your license',
          code: 'licence.featureNotEnabled',
          type: 'FEATURE_NOT_ENABLED',
          feature: 'aiCredits',
        },
      });
      expectError(
        await api.post(validate('no-such-licence'), {}, { token: school.tokens.admin }),
        404,
        'No license found for key',
      );
    });

    it('AI credits run out: LICENSE_LIMIT_EXHAUSTED for aiCredits; live sessions: the per-day type', async () => {
      const school = await buildSchool(t, { extras: { extraAiCredits: -47, extraLiveSessions: -4 } });
      expect(
        (await chargeAs(school, school.tokens.instructor, { feature: 'aiCredits', usage: 2 })).json().data.left,
      ).toBe(1);
      expect(refusal(await chargeAs(school, school.tokens.instructor, { feature: 'aiCredits', usage: 2 }))).toEqual({
        status: 406,
        body: {
          message: 'License limit exhausted',
          code: 'licence.limitExhausted',
          type: 'LICENSE_LIMIT_EXHAUSTED',
          feature: 'aiCredits',
        },
      });
      expect(
        refusal(
          await api.post(
            validate(school.licence!.id),
            { feature: 'aiQuizGenerator', usage: 2 },
            { token: school.tokens.learner },
          ),
        ),
      ).toMatchObject({
        status: 406,
        body: { type: 'LICENSE_LIMIT_EXHAUSTED', feature: 'aiCredits' },
      });
      expect((await chargeAs(school, school.tokens.instructor, { feature: 'aiCredits' })).json().data.left).toBe(0);
      expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(3);

      expect((await chargeAs(school, school.tokens.instructor, { feature: 'liveConference' })).statusCode).toBe(200);
      expect(refusal(await chargeAs(school, school.tokens.instructor, { feature: 'liveConference' }))).toEqual({
        status: 406,
        body: {
          message: 'License limit exhausted',
          code: 'licence.limitExhausted',
          type: 'NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED',
          feature: 'liveConference',
        },
      });
    });
  });

  describe('bad input: 4xx with a clear message, counts unchanged', () => {
    it('unknown features, negative, fractional, huge or textual usage, unknown fields', async () => {
      const school = await buildSchool(t);
      const usage = 'usage must be a whole number from 1 to 1000';
      const cases: Array<[unknown, string]> = [
        [{ feature: 'magic' }, 'Unknown feature: magic'],
        [{ feature: '<script>' }, 'Unknown feature'],
        [{ feature: 7 }, 'Unknown feature'],
        [{ feature: 'aiCredits', usage: -1 }, usage],
        [{ feature: 'aiCredits', usage: 0 }, usage],
        [{ feature: 'aiCredits', usage: 1.5 }, usage],
        [{ feature: 'aiCredits', usage: 1e12 }, usage],
        [{ feature: 'aiCredits', usage: '5' }, usage],
        [{ feature: 'aiCredits', extra: true }, 'Unknown field: extra'],
      ];
      for (const [payload, message] of cases) {
        expectError(await chargeAs(school, school.tokens.instructor, payload), 400, message);
        expectError(
          await api.post(validate(school.licence!.id), payload, { token: school.tokens.instructor }),
          400,
          message,
        );
        expectError(
          await api.post('/api/license/increment', payload, { token: school.tokens.instructor }),
          400,
          message,
        );
      }
      expectError(
        await api.get('/api/license/read', { token: school.tokens.instructor, query: { feature: 'magic' } }),
        400,
        'Unknown feature: magic',
      );
      expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(0);
    });

    it("another institute's licence id or code answers 404 and charges nothing", async () => {
      const mine = await buildSchool(t);
      const other = await buildSchool(t);
      expectError(
        await api.post(validate(other.licence!.id), { feature: 'aiCredits' }, { token: mine.tokens.admin }),
        404,
        'No license found for key',
      );
      expectError(
        await api.post(charge(other.institute.kneuraId), { feature: 'aiCredits' }, { token: mine.tokens.admin }),
        404,
        'No license found for key',
      );
      expectError(
        await api.post(charge('NOSUCHCODE'), { feature: 'aiCredits' }, { token: mine.tokens.admin }),
        404,
        'No license found for key',
      );
      expect(await usedOf(t, other.licence!.id, 'aiCredits')).toBe(0);
      // A user of no institute at all.
      const loner = await buildUser(t.app.db, { roles: [] });
      const token = await tokenFor(t, loner.user, null);
      expectError(await api.get(DETAILS, { token }), 404, 'No license found for key');
      expectError(await api.post('/api/license/increment', {}, { token }), 404, 'No license found for key');
    });
  });
});
