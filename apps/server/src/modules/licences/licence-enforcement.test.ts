import { access, defineRoute, envelope } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { coupons } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { addRoute } from '../../lib/route';
import { client, countRows, expectError } from '../../../test/api-client';
import { chargeStorage, releaseStorage, withLicence } from '.';
import { buildSchool, usedOf } from '../../../test/licence-factories';

/** A gated route as later features will write one: its work (a row) runs inside withLicence. */
const gatedWorkRoute = defineRoute({
  method: 'POST',
  path: '/api/test/gated-work',
  summary: 'test only',
  tags: ['test'],
  access: access.signedIn,
  body: z.strictObject({ marker: z.string(), fail: z.boolean().default(false), usage: z.number().int().default(2) }),
  response: envelope(z.object({ left: z.number().nullable() })),
});

const storageRoute = defineRoute({
  method: 'POST',
  path: '/api/test/storage',
  summary: 'test only',
  tags: ['test'],
  access: access.signedIn,
  body: z.strictObject({ bytes: z.number().int(), release: z.boolean().default(false) }),
  response: envelope(z.object({})),
});

function registerTestRoutes(app: FastifyInstance) {
  addRoute(app, gatedWorkRoute, async ({ actor, body }) => {
    const who = actor();
    if (!who.instituteId) throw notFound('No institute');
    const left = await withLicence(
      app.db,
      { instituteId: who.instituteId, userId: who.userId },
      { feature: 'aiCredits', usage: body.usage },
      async (tx, use) => {
        await tx.insert(coupons).values({ code: body.marker, aiCredits: 1 });
        if (body.fail) throw badRequest('The work failed');
        return use.left;
      },
    );
    return { message: 'done', data: { left } };
  });
  addRoute(app, storageRoute, async ({ actor, body }) => {
    const who = actor();
    await app.db.transaction(async (tx) => {
      if (body.release) await releaseStorage(tx, who.instituteId!, body.bytes);
      else await chargeStorage(tx, { instituteId: who.instituteId!, userId: who.userId }, body.bytes);
    });
    return { message: 'done', data: {} };
  });
}

describe(`licence enforcement (${testDatabaseKind})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ configure: registerTestRoutes });
    api = client(t);
  });
  afterAll(() => t?.close());

  const markerExists = async (marker: string) =>
    (await t.app.db.select().from(coupons).where(eq(coupons.code, marker))).length === 1;

  describe('withLicence: validate, charge and the work in one transaction', () => {
    it('charges and keeps the work when both succeed', async () => {
      const school = await buildSchool(t);
      const response = await api.post(
        '/api/test/gated-work',
        { marker: 'WORK-OK' },
        { token: school.tokens.instructor },
      );
      expect(response.json()).toEqual({ message: 'done', data: { left: 48 } });
      expect(await markerExists('WORK-OK')).toBe(true);
      expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(2);
    });

    it('a failing work leaves no charge and no row', async () => {
      const school = await buildSchool(t);
      const response = await api.post(
        '/api/test/gated-work',
        { marker: 'WORK-FAILS', fail: true },
        { token: school.tokens.instructor },
      );
      expectError(response, 400, 'The work failed');
      expect(await markerExists('WORK-FAILS')).toBe(false);
      expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(0);
      expect(await countRows(t, `licence_usage_events WHERE licence_id = '${school.licence!.id}'`)).toBe(0);
    });

    it('a refusal runs no work', async () => {
      const school = await buildSchool(t, { extras: { extraAiCredits: -49 } });
      const response = await api.post(
        '/api/test/gated-work',
        { marker: 'WORK-REFUSED' },
        { token: school.tokens.instructor },
      );
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 406,
        body: {
          message: 'License limit exhausted',
          code: 'licence.limitExhausted',
          type: 'LICENSE_LIMIT_EXHAUSTED',
          feature: 'aiCredits',
        },
      });
      expect(await markerExists('WORK-REFUSED')).toBe(false);
      const none = await buildSchool(t, null);
      const refused = await api.post(
        '/api/test/gated-work',
        { marker: 'WORK-NO-LICENCE' },
        { token: none.tokens.admin },
      );
      expect(refused.json()).toMatchObject({ type: 'FEATURE_NOT_ENABLED', feature: 'aiCredits' });
      expect(await markerExists('WORK-NO-LICENCE')).toBe(false);
    });
  });

  describe('atomic counting at the limit', () => {
    it('of two concurrent increments at the limit, exactly one passes', async () => {
      for (let round = 0; round < 5; round += 1) {
        // Two credits, one spent first: the period's row exists, so the race is on the UPDATE itself.
        const school = await buildSchool(t, { extras: { extraAiCredits: -48 } });
        const url = `/api/license/validate-and-increment-license/${school.institute.kneuraId}`;
        expect((await api.post(url, { feature: 'aiCredits' }, { token: school.tokens.admin })).statusCode).toBe(200);
        const answers = await Promise.all([
          api.post(url, { feature: 'aiCredits' }, { token: school.tokens.instructor }),
          api.post(url, { feature: 'aiCredits' }, { token: school.tokens.admin }),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 406]);
        expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(2);
      }
    });

    it('of twenty concurrent increments with five credits left, exactly five pass', async () => {
      const school = await buildSchool(t, { extras: { extraAiCredits: -44 } });
      const url = `/api/license/validate-and-increment-license/${school.institute.kneuraId}`;
      expect((await api.post(url, { feature: 'aiCredits' }, { token: school.tokens.admin })).statusCode).toBe(200);
      const tokens = [school.tokens.admin, school.tokens.instructor, school.tokens.learner];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => api.post(url, { feature: 'aiCredits' }, { token: tokens[index % 3] })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 406)).toHaveLength(15);
      expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(6);
      expect(await countRows(t, `licence_usage_events WHERE licence_id = '${school.licence!.id}'`)).toBe(6);
      const lefts = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data.left);
      expect(lefts.sort()).toEqual([0, 1, 2, 3, 4]);
    });

    it('concurrent charges of several credits never go past the limit', async () => {
      const school = await buildSchool(t, { extras: { extraAiCredits: -39 } });
      const url = `/api/license/validate-and-increment-license/${school.institute.kneuraId}`;
      expect((await api.post(url, { feature: 'aiCredits' }, { token: school.tokens.admin })).statusCode).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          api.post(url, { feature: 'aiCredits', usage: 3 }, { token: school.tokens.instructor }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
      expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(10);
    });
  });

  describe("seats: 'Max Limit for {type}' when adding people", () => {
    it('refuses a teacher past the limit, writing nothing', async () => {
      // The admin (admin + instructor) and the teacher hold 2 of 10 teacher seats; -7 leaves one.
      const school = await buildSchool(t, { extras: { extraTeachers: -7 } });
      const ok = await api.post(
        '/api/admin/create/teacher',
        { email: 'seat-one@example.test', firstName: 'Uma' },
        { token: school.tokens.admin },
      );
      expect(ok.statusCode).toBe(200);
      const users = await countRows(t, 'users');
      const refused = await api.post(
        '/api/admin/create/teacher',
        { email: 'seat-two@example.test', firstName: 'Ved' },
        { token: school.tokens.admin },
      );
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 406,
        body: {
          message: 'Max Limit for TEACHER',
          code: 'licence.maxLimit',
          params: { type: 'TEACHER' },
          type: 'LICENSE_LIMIT_EXHAUSTED',
          feature: 'TEACHER',
        },
      });
      expect(await countRows(t, 'users')).toBe(users);
      // Students have their own limit.
      expect(
        (
          await api.post(
            '/api/admin/create/student',
            { email: 'pupil@example.test', firstName: 'Pia' },
            { token: school.tokens.admin },
          )
        ).statusCode,
      ).toBe(200);
    });

    it('refuses a student past the limit', async () => {
      const school = await buildSchool(t, { extras: { extraStudents: -199 } });
      const refused = await api.post(
        '/api/admin/create/student',
        { email: 'late@example.test', firstName: 'Lea' },
        { token: school.tokens.admin },
      );
      expect(refused.json()).toEqual({
        message: 'Max Limit for STUDENT',
        code: 'licence.maxLimit',
        params: { type: 'STUDENT' },
        type: 'LICENSE_LIMIT_EXHAUSTED',
        feature: 'STUDENT',
      });
    });

    it('two admins adding the last seat at the same moment: exactly one gets it', async () => {
      const school = await buildSchool(t, { extras: { extraTeachers: -7 } });
      const answers = await Promise.all(
        ['race-a@example.test', 'race-b@example.test'].map((email) =>
          api.post('/api/admin/create/teacher', { email, firstName: 'Race' }, { token: school.tokens.admin }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 406]);
      const [row] = await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM memberships WHERE institute_id = $1 AND 'instructor' = ANY(roles)",
        [school.institute.id],
      );
      expect(row!.n).toBe(3);
    });

    it('an institute without a licence is not counted', async () => {
      const school = await buildSchool(t, null);
      expect(
        (
          await api.post(
            '/api/admin/create/teacher',
            { email: 'free@example.test', firstName: 'Fay' },
            { token: school.tokens.admin },
          )
        ).statusCode,
      ).toBe(200);
    });
  });

  describe("storage: 'Data Limit Reached' past the allowance", () => {
    it('counts bytes against the allowance and gives them back', async () => {
      const school = await buildSchool(t, { extras: { extraStorageMb: -1023 } });
      const part = 600 * 1024;
      expect(
        (await api.post('/api/test/storage', { bytes: part }, { token: school.tokens.instructor })).statusCode,
      ).toBe(200);
      const refused = await api.post('/api/test/storage', { bytes: part }, { token: school.tokens.instructor });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 406,
        body: {
          message: 'Data Limit Reached',
          code: 'licence.dataLimit',
          type: 'LICENSE_LIMIT_EXHAUSTED',
          feature: 'storage',
        },
      });
      expect(await usedOf(t, school.licence!.id, 'storage')).toBe(part);
      await api.post('/api/test/storage', { bytes: part, release: true }, { token: school.tokens.instructor });
      expect(
        (await api.post('/api/test/storage', { bytes: part }, { token: school.tokens.instructor })).statusCode,
      ).toBe(200);
    });
  });
});
