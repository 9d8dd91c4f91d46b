import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Institute, buildInstitute, buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { buildLicence } from '../../../test/licence-factories';
import { client, countRows, expectError, rolesOf, tokenFor } from '../../../test/api-client';

const CREATE = '/api/institute-request/create';
const MINE = '/api/institute-request/get-all-requests-for-user';
const APPROVE = '/api/institute-request/approve';
const DECLINE = '/api/institute-request/decline';
const inInstitute = (id: string) => `/api/institute-request/in-an-institute/${id}`;

describe('institute join requests', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t?.close());

  async function instituteWithAdmin(name = 'Join School') {
    const institute = await buildInstitute(t.app.db, { name });
    const admin = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute });
    return { institute, admin, adminToken: await tokenFor(t, admin.user, institute.id) };
  }

  async function requester() {
    const built = await buildUser(t.app.db, { roles: [], firstName: 'Riya', lastName: 'Requester' });
    return { ...built, token: await tokenFor(t, built.user, null) };
  }

  async function pendingRequest(institute: Institute, role: 'instructor' | 'learner' = 'learner') {
    const who = await requester();
    const response = await api.post(CREATE, { instituteKneuraId: institute.kneuraId, role }, { token: who.token });
    expect(response.statusCode).toBe(200);
    return { who, requestId: response.json().data.requestId as string };
  }

  describe('POST /api/institute-request/create', () => {
    it('answers 401 without a token', async () => {
      expectError(await api.post(CREATE, { instituteKneuraId: 'X', role: 'learner' }), 401, 'session expired');
    });

    it('answers 400 for a missing code, a missing or unknown role', async () => {
      const { token } = await requester();
      expectError(await api.post(CREATE, { role: 'learner' }, { token }), 400, 'Please provide: instituteKneuraId');
      expectError(await api.post(CREATE, { instituteKneuraId: 'ABC' }, { token }), 400, 'Please provide: role');
      expectError(await api.post(CREATE, { instituteKneuraId: 'ABC', role: 'admin' }, { token }), 400, 'Invalid role');
    });

    it('answers 404 for an unknown code', async () => {
      const { token } = await requester();
      expectError(
        await api.post(CREATE, { instituteKneuraId: 'NOPE2345', role: 'learner' }, { token }),
        404,
        'Institute not found',
      );
    });

    it('records a pending request, by a code typed in any case; a second one or a member answers 400', async () => {
      const { institute, admin } = await instituteWithAdmin('Case School');
      const { user, email, token } = await requester();
      const response = await api.post(
        CREATE,
        { instituteKneuraId: ` ${institute.kneuraId.toLowerCase()} `, role: 'instructor' },
        { token },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Request sent to the institute',
        data: {
          requestId: expect.any(String),
          instituteId: institute.id,
          instituteKneuraId: institute.kneuraId,
          instituteName: 'Case School',
          userId: user.id,
          email,
          first_name: 'Riya',
          last_name: 'Requester',
          role: 'instructor',
          status: 'PENDING',
          createdAt: expect.any(String),
          decidedAt: null,
        },
      });
      const before = await countRows(t, 'institute_requests');
      expectError(
        await api.post(CREATE, { instituteKneuraId: institute.kneuraId, role: 'learner' }, { token }),
        400,
        'A request to this institute is already pending',
      );
      const adminToken = await tokenFor(t, admin.user, institute.id);
      expectError(
        await api.post(CREATE, { instituteKneuraId: institute.kneuraId, role: 'learner' }, { token: adminToken }),
        400,
        'Already a member of this institute',
      );
      expect(await countRows(t, 'institute_requests')).toBe(before);
    });
  });

  describe('GET /api/institute-request/get-all-requests-for-user', () => {
    it("answers 401 without a token, then the caller's own requests only", async () => {
      expectError(await api.get(MINE), 401, 'session expired');
      const { institute } = await instituteWithAdmin();
      const { who } = await pendingRequest(institute);
      await pendingRequest(institute);
      const response = await api.get(MINE, { token: who.token });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(1);
      expect(response.json().data[0]).toMatchObject({ userId: who.user.id, status: 'PENDING' });
    });
  });

  describe('GET /api/institute-request/in-an-institute/:id', () => {
    it('answers 401, 403 to a teacher, 404 for another institute, 400 for a bad status', async () => {
      const { institute, adminToken } = await instituteWithAdmin();
      expectError(await api.get(inInstitute(institute.id)), 401, 'session expired');
      const teacher = await buildUser(t.app.db, { roles: ['instructor'], institute });
      const teacherToken = await tokenFor(t, teacher.user, institute.id);
      expectError(
        await api.get(inInstitute(institute.id), { token: teacherToken }),
        403,
        'Not authorized to perform this action',
      );
      const other = await instituteWithAdmin('Other');
      expectError(await api.get(inInstitute(other.institute.id), { token: adminToken }), 404, 'Institute not found');
      expectError(
        await api.get(inInstitute(institute.id), { token: adminToken, query: { status: 'MAYBE' } }),
        400,
        'Invalid status',
      );
    });

    it("lists the institute's requests, newest first, filtered by status", async () => {
      const { institute, adminToken } = await instituteWithAdmin();
      const first = await pendingRequest(institute);
      const second = await pendingRequest(institute, 'instructor');
      await pendingRequest((await instituteWithAdmin('Elsewhere')).institute);
      await api.post(DECLINE, { requestId: first.requestId }, { token: adminToken });
      const all = await api.get(inInstitute(institute.id), { token: adminToken });
      expect(all.json().data.map((r: { requestId: string }) => r.requestId)).toEqual([
        second.requestId,
        first.requestId,
      ]);
      const pending = await api.get(inInstitute(institute.id), { token: adminToken, query: { status: 'PENDING' } });
      expect(pending.json().data.map((r: { requestId: string }) => r.requestId)).toEqual([second.requestId]);
    });
  });

  describe('POST /api/institute-request/approve and /decline', () => {
    it('answer 401 without a token, 403 to a teacher or student, 400 without a requestId', async () => {
      const { institute, adminToken } = await instituteWithAdmin();
      const { requestId } = await pendingRequest(institute);
      for (const url of [APPROVE, DECLINE]) {
        expectError(await api.post(url, { requestId }), 401, 'session expired');
        for (const roles of [['instructor'], ['learner']] as const) {
          const member = await buildUser(t.app.db, { roles: [...roles], institute });
          const token = await tokenFor(t, member.user, institute.id);
          expectError(await api.post(url, { requestId }, { token }), 403, 'Not authorized to perform this action');
        }
        expectError(await api.post(url, {}, { token: adminToken }), 400, 'Please provide: requestId');
      }
    });

    it('answer 404 to an admin of another institute, and change nothing', async () => {
      const { institute } = await instituteWithAdmin();
      const { who, requestId } = await pendingRequest(institute);
      const other = await instituteWithAdmin('Other');
      for (const url of [APPROVE, DECLINE]) {
        expectError(await api.post(url, { requestId }, { token: other.adminToken }), 404, 'Request not found');
        expectError(
          await api.post(url, { requestId: 'no-such-request' }, { token: other.adminToken }),
          404,
          'Request not found',
        );
      }
      const [row] = await t.database.query<{ status: string }>('SELECT status FROM institute_requests WHERE id = $1', [
        requestId,
      ]);
      expect(row!.status).toBe('PENDING');
      expect(await rolesOf(t, who.user.id, institute.id)).toBeNull();
    });

    it('approve adds the membership with the role; deciding again answers 400', async () => {
      const { institute, admin, adminToken } = await instituteWithAdmin('Approval School');
      const { who, requestId } = await pendingRequest(institute, 'instructor');
      const response = await api.post(APPROVE, { requestId }, { token: adminToken });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: "You've been successfully added to the institute",
        data: { requestId, status: 'APPROVED', decidedAt: expect.any(String) },
      });
      expect(await rolesOf(t, who.user.id, institute.id)).toEqual(['instructor']);
      const [row] = await t.database.query<{ decided_by: string }>(
        'SELECT decided_by FROM institute_requests WHERE id = $1',
        [requestId],
      );
      expect(row!.decided_by).toBe(admin.user.id);
      const list = (await api.get('/api/user/institute-list', { token: who.token })).json().data;
      expect(list).toEqual([
        expect.objectContaining({ instituteId: institute.id, roles: ['instructor'], isDefault: true }),
      ]);

      const memberships = await countRows(t, 'memberships');
      expectError(
        await api.post(APPROVE, { requestId }, { token: adminToken }),
        400,
        'This request has already been decided',
      );
      expectError(
        await api.post(DECLINE, { requestId }, { token: adminToken }),
        400,
        'This request has already been decided',
      );
      expect(await countRows(t, 'memberships')).toBe(memberships);
    });

    it('decline marks the request and adds no one', async () => {
      const { institute, adminToken } = await instituteWithAdmin();
      const { who, requestId } = await pendingRequest(institute);
      const response = await api.post(DECLINE, { requestId }, { token: adminToken });
      expect(response.json()).toMatchObject({ message: 'Request declined', data: { status: 'DECLINED' } });
      expect(await rolesOf(t, who.user.id, institute.id)).toBeNull();
      // A declined request does not block a new one.
      const again = await api.post(
        CREATE,
        { instituteKneuraId: institute.kneuraId, role: 'learner' },
        { token: who.token },
      );
      expect(again.statusCode).toBe(200);
    });

    it("approving past the licence's teacher seats: 406 'Max Limit for TEACHER', still pending, no role", async () => {
      const { institute, adminToken } = await instituteWithAdmin('Full School');
      await buildLicence(t, institute, { plan: 'STARTER_PLAN' });
      // This file's database only: a plan whose one teacher seat the admin already takes.
      await t.database.query("UPDATE plans SET max_teachers = 1 WHERE code = 'STARTER_PLAN'");
      const { who, requestId } = await pendingRequest(institute, 'instructor');
      const response = await api.post(APPROVE, { requestId }, { token: adminToken });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 406,
        body: {
          message: 'Max Limit for TEACHER',
          code: 'licence.maxLimit',
          params: { type: 'TEACHER' },
          type: 'LICENSE_LIMIT_EXHAUSTED',
          feature: 'TEACHER',
        },
      });
      expect(await rolesOf(t, who.user.id, institute.id)).toBeNull();
      const [row] = await t.database.query<{ status: string }>('SELECT status FROM institute_requests WHERE id = $1', [
        requestId,
      ]);
      expect(row!.status).toBe('PENDING');
    });

    it('two admins approving at once: one wins, the other is told it is decided', async () => {
      const { institute, adminToken } = await instituteWithAdmin();
      const second = await buildUser(t.app.db, { roles: ['admin'], institute });
      const secondToken = await tokenFor(t, second.user, institute.id);
      const { who, requestId } = await pendingRequest(institute);
      const results = await Promise.all([
        api.post(APPROVE, { requestId }, { token: adminToken }),
        api.post(APPROVE, { requestId }, { token: secondToken }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(await rolesOf(t, who.user.id, institute.id)).toEqual(['learner']);
    });
  });
});
