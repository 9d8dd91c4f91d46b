import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildInstitute, buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, countRows, expectError, rolesOf, tokenFor } from '../../../test/api-client';

const removeUrl = (kind: 'instructor' | 'learner', instituteId: string, userId: string) =>
  `/api/admin/removeUser/${kind}/${instituteId}/${userId}`;
const UPDATE_ADMIN = '/api/galileo/update/admin';

describe('people routes: removing, admins, users, staff info', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t?.close());

  async function school() {
    const institute = await buildInstitute(t.app.db, { name: 'Admin School' });
    const admin = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute });
    const teacher = await buildUser(t.app.db, { roles: ['instructor'], institute });
    const student = await buildUser(t.app.db, { roles: ['learner'], institute });
    const token = (user: { id: string }) => tokenFor(t, user, institute.id);
    return { institute, admin, teacher, student, token, adminToken: await token(admin.user) };
  }

  describe('removeUser/instructor and /learner (DELETE, and POST for clients without DELETE)', () => {
    it('answer 401 without a token and 403 to a teacher or a student', async () => {
      const s = await school();
      const url = removeUrl('instructor', s.institute.id, s.teacher.user.id);
      const send = {
        delete: (token?: string) => api.delete(url, { token }),
        post: (token?: string) => api.post(url, {}, { token }),
      };
      for (const method of ['delete', 'post'] as const) {
        expectError(await send[method](), 401, 'session expired');
        expectError(await send[method](await s.token(s.teacher.user)), 403, 'Not authorized to perform this action');
        expectError(await send[method](await s.token(s.student.user)), 403, 'Not authorized to perform this action');
      }
      expect(await rolesOf(t, s.teacher.user.id, s.institute.id)).toEqual(['instructor']);
    });

    it("answer 404 for another institute's ids, and for a user of the other kind", async () => {
      const s = await school();
      const other = await school();
      const cases: Array<[string, string]> = [
        [removeUrl('instructor', other.institute.id, other.teacher.user.id), 'Institute not found'],
        [removeUrl('instructor', s.institute.id, other.teacher.user.id), 'Teacher not found'],
        [removeUrl('learner', s.institute.id, other.student.user.id), 'Student not found'],
        [removeUrl('instructor', s.institute.id, s.student.user.id), 'Teacher not found'],
        [removeUrl('learner', s.institute.id, s.teacher.user.id), 'Student not found'],
      ];
      for (const [url, message] of cases) expectError(await api.delete(url, { token: s.adminToken }), 404, message);
      expect(await rolesOf(t, other.teacher.user.id, other.institute.id)).toEqual(['instructor']);
      expect(await rolesOf(t, s.student.user.id, s.institute.id)).toEqual(['learner']);
    });

    it("removes the membership, the user's places in the institute's classes, and the scope of their sessions", async () => {
      const s = await school();
      const { klass } = await buildClass(t.app.db, {
        institute: s.institute,
        teacher: s.teacher.user,
        students: [s.student.user],
      });
      const elsewhere = await buildClass(t.app.db, { students: [s.student.user] });
      const studentToken = await s.token(s.student.user);

      const response = await api.delete(removeUrl('learner', s.institute.id, s.student.user.id), {
        token: s.adminToken,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'User removed from the institute',
        data: { userId: s.student.user.id, instituteId: s.institute.id },
      });
      expect(await rolesOf(t, s.student.user.id, s.institute.id)).toBeNull();
      const places = await t.database.query<{ class_id: string }>(
        'SELECT class_id FROM class_members WHERE user_id = $1',
        [s.student.user.id],
      );
      expect(places).toEqual([{ class_id: elsewhere.klass.id }]);
      expect(klass.id).not.toBe(elsewhere.klass.id);
      expect((await api.get('/api/galileo/isSessionActive', { token: studentToken })).json().data).toMatchObject({
        instituteId: null,
        roles: [],
      });

      const viaPost = await api.post(
        removeUrl('instructor', s.institute.id, s.teacher.user.id),
        {},
        { token: s.adminToken },
      );
      expect(viaPost.statusCode).toBe(200);
      expect(await rolesOf(t, s.teacher.user.id, s.institute.id)).toBeNull();
    });

    it("refuses to remove the last admin ('user is last admin'), themselves included; a second admin can go", async () => {
      const s = await school();
      const self = removeUrl('instructor', s.institute.id, s.admin.user.id);
      const memberships = await countRows(t, 'memberships');
      expectError(await api.delete(self, { token: s.adminToken }), 400, 'user is last admin');
      expectError(await api.post(self, {}, { token: s.adminToken }), 400, 'user is last admin');
      expect(await countRows(t, 'memberships')).toBe(memberships);

      const second = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute: s.institute });
      const removed = await api.delete(removeUrl('instructor', s.institute.id, second.user.id), {
        token: s.adminToken,
      });
      expect(removed.statusCode).toBe(200);
      expectError(await api.delete(self, { token: s.adminToken }), 400, 'user is last admin');
    });

    it('two admins removing each other at once: exactly one succeeds', async () => {
      const s = await school();
      const second = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute: s.institute });
      const secondToken = await s.token(second.user);
      const results = await Promise.all([
        api.delete(removeUrl('instructor', s.institute.id, second.user.id), { token: s.adminToken }),
        api.delete(removeUrl('instructor', s.institute.id, s.admin.user.id), { token: secondToken }),
      ]);
      const statuses = results.map((r) => r.statusCode).sort();
      // The loser is refused either as the last admin or, its session's admin role gone, at the door.
      expect(statuses[0]).toBe(200);
      expect([400, 403]).toContain(statuses[1]);
      const admins = await t.database.query<{ user_id: string }>(
        "SELECT user_id FROM memberships WHERE institute_id = $1 AND 'admin' = ANY(roles)",
        [s.institute.id],
      );
      expect(admins).toHaveLength(1);
    });
  });

  describe('POST /api/galileo/update/admin and /update/admin/:id', () => {
    it('answer 401, 403 to a teacher, 400 for bad input', async () => {
      const s = await school();
      expectError(await api.post(UPDATE_ADMIN, { userId: s.teacher.user.id, makeAdmin: true }), 401, 'session expired');
      const teacherToken = await s.token(s.teacher.user);
      expectError(
        await api.post(UPDATE_ADMIN, { userId: s.teacher.user.id, makeAdmin: true }, { token: teacherToken }),
        403,
        'Not authorized to perform this action',
      );
      expectError(
        await api.post(`${UPDATE_ADMIN}/${s.teacher.user.id}`, { makeAdmin: true }, { token: teacherToken }),
        403,
        'Not authorized to perform this action',
      );
      expectError(
        await api.post(UPDATE_ADMIN, { makeAdmin: true }, { token: s.adminToken }),
        400,
        'Please provide: userId',
      );
      expectError(
        await api.post(UPDATE_ADMIN, { userId: s.teacher.user.id }, { token: s.adminToken }),
        400,
        'Please provide: makeAdmin',
      );
      const notBoolean = await api.post(
        UPDATE_ADMIN,
        { userId: s.teacher.user.id, makeAdmin: 'yes' },
        { token: s.adminToken },
      );
      expect(notBoolean.statusCode).toBe(400);
      expect(notBoolean.json().message).toMatch(/^Invalid makeAdmin/);
      expectError(
        await api.post(UPDATE_ADMIN, { userId: s.student.user.id, makeAdmin: true }, { token: s.adminToken }),
        400,
        'Only teachers can be made admins',
      );
      expect(await rolesOf(t, s.student.user.id, s.institute.id)).toEqual(['learner']);
    });

    it("answers 404 for another institute's user", async () => {
      const s = await school();
      const other = await school();
      expectError(
        await api.post(UPDATE_ADMIN, { userId: other.teacher.user.id, makeAdmin: true }, { token: s.adminToken }),
        404,
        'User not found',
      );
      expectError(
        await api.post(`${UPDATE_ADMIN}/${other.admin.user.id}`, { makeAdmin: false }, { token: s.adminToken }),
        404,
        'User not found',
      );
      expect(await rolesOf(t, other.teacher.user.id, other.institute.id)).toEqual(['instructor']);
      expect(await rolesOf(t, other.admin.user.id, other.institute.id)).toEqual(['admin', 'instructor']);
    });

    it('grants and takes admin; the new admin can manage people at once', async () => {
      const s = await school();
      const granted = await api.post(
        UPDATE_ADMIN,
        { userId: s.teacher.user.id, makeAdmin: true },
        { token: s.adminToken },
      );
      expect(granted.statusCode).toBe(200);
      expect(granted.json()).toMatchObject({
        message: 'User is now an admin',
        data: { id: s.teacher.user.id, isAdmin: true, roles: ['instructor', 'admin'] },
      });
      const teacherToken = await s.token(s.teacher.user);
      expect(
        (await api.get(`/api/admin/getInstituteUser/learner/${s.institute.id}`, { token: teacherToken })).statusCode,
      ).toBe(200);

      const revoked = await api.post(
        `${UPDATE_ADMIN}/${s.teacher.user.id}`,
        { makeAdmin: false },
        { token: s.adminToken },
      );
      expect(revoked.json()).toMatchObject({
        message: 'User is no longer an admin',
        data: { isAdmin: false, roles: ['instructor'] },
      });
      expectError(
        await api.get(`/api/admin/getInstituteUser/learner/${s.institute.id}`, { token: teacherToken }),
        403,
        'Not authorized to perform this action',
      );
    });

    it("refuses to demote the last admin ('user is last admin')", async () => {
      const s = await school();
      for (const attempt of [
        () => api.post(UPDATE_ADMIN, { userId: s.admin.user.id, makeAdmin: false }, { token: s.adminToken }),
        () => api.post(`${UPDATE_ADMIN}/${s.admin.user.id}`, { makeAdmin: false }, { token: s.adminToken }),
      ]) {
        expectError(await attempt(), 400, 'user is last admin');
      }
      expect(await rolesOf(t, s.admin.user.id, s.institute.id)).toEqual(['admin', 'instructor']);
    });

    it('two admins demoting each other at once: exactly one succeeds, one admin is left', async () => {
      for (let round = 0; round < 3; round += 1) {
        const s = await school();
        const second = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute: s.institute });
        const secondToken = await s.token(second.user);
        const results = await Promise.all([
          api.post(UPDATE_ADMIN, { userId: second.user.id, makeAdmin: false }, { token: s.adminToken }),
          api.post(UPDATE_ADMIN, { userId: s.admin.user.id, makeAdmin: false }, { token: secondToken }),
        ]);
        const statuses = results.map((r) => r.statusCode).sort();
        expect(statuses[0]).toBe(200);
        expect([400, 403]).toContain(statuses[1]);
        const admins = await t.database.query<{ user_id: string }>(
          "SELECT user_id FROM memberships WHERE institute_id = $1 AND 'admin' = ANY(roles)",
          [s.institute.id],
        );
        expect(admins).toHaveLength(1);
      }
    });
  });

  describe('GET /api/user/:id', () => {
    it("answers 401, 404 for another institute's user, 403 to a student asking for another student", async () => {
      const s = await school();
      const other = await school();
      expectError(await api.get(`/api/user/${s.teacher.user.id}`), 401, 'session expired');
      expectError(await api.get(`/api/user/${other.teacher.user.id}`, { token: s.adminToken }), 404, 'User not found');
      expectError(await api.get('/api/user/no-such-user', { token: s.adminToken }), 404, 'User not found');
      const classmate = await buildUser(t.app.db, { roles: ['learner'], institute: s.institute });
      const studentToken = await s.token(s.student.user);
      expectError(
        await api.get(`/api/user/${classmate.user.id}`, { token: studentToken }),
        403,
        'Not authorized to perform this action',
      );
    });

    it('answers the user without secrets: staff see everyone, students see staff and themselves', async () => {
      const s = await school();
      const response = await api.get(`/api/user/${s.student.user.id}`, { token: await s.token(s.teacher.user) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: s.student.user.id,
        kneuraId: s.student.user.kneuraId,
        email: s.student.email,
        first_name: 'Test',
        last_name: 'User',
        roles: ['learner'],
        teacherCategory: null,
        profilePictureUrl: null,
      });
      expect(response.body).not.toMatch(/password|argon|referral|google/i);
      const studentToken = await s.token(s.student.user);
      expect((await api.get(`/api/user/${s.teacher.user.id}`, { token: studentToken })).statusCode).toBe(200);
      expect((await api.get(`/api/user/${s.student.user.id}`, { token: studentToken })).statusCode).toBe(200);
    });
  });

  describe('GET /api/staff/info', () => {
    it("answers 401, 403 'User not an instructor' to a student, and the staff info to teachers and admins", async () => {
      const s = await school();
      expectError(await api.get('/api/staff/info'), 401, 'session expired');
      expectError(
        await api.get('/api/staff/info', { token: await s.token(s.student.user) }),
        403,
        'User not an instructor',
      );
      for (const who of [s.teacher, s.admin]) {
        const response = await api.get('/api/staff/info', { token: await s.token(who.user) });
        expect(response.json()).toEqual({
          message: 'OK',
          data: { email: who.email, first_name: 'Test', last_name: 'User' },
        });
      }
    });
  });
});
