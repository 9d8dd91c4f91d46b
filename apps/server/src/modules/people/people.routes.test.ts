import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Institute, buildInstitute, buildUser } from '../../../test/factories';
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, countRows, expectError, rolesOf, tokenFor } from '../../../test/api-client';

const CREATE_TEACHER = '/api/admin/create/teacher';
const CREATE_STUDENT = '/api/admin/create/student';
const teachersOf = (id: string) => `/api/admin/getInstituteUser/instructor/${id}`;
const studentsOf = (id: string) => `/api/admin/getInstituteUser/learner/${id}`;

describe('people routes: adding and listing', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'https://bright.example' } });
    api = client(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function school(name = 'People School') {
    const institute = await buildInstitute(t.app.db, { name });
    const admin = await buildUser(t.app.db, {
      roles: ['admin', 'instructor'],
      institute,
      firstName: 'Asha',
      lastName: 'Admin',
    });
    return { institute, admin, token: await tokenFor(t, admin.user, institute.id) };
  }
  const memberToken = async (institute: Institute, roles: Array<'instructor' | 'learner'>) =>
    tokenFor(t, (await buildUser(t.app.db, { roles, institute })).user, institute.id);

  describe('POST /api/admin/create/teacher and /student', () => {
    it('answer 401 without a token and 403 to a teacher or a student', async () => {
      const { institute } = await school();
      for (const url of [CREATE_TEACHER, CREATE_STUDENT]) {
        expectError(await api.post(url, { email: 'x@example.test', firstName: 'X' }), 401, 'session expired');
        for (const roles of [['instructor'], ['learner']] as const) {
          const token = await memberToken(institute, [...roles]);
          expectError(
            await api.post(url, { email: 'x@example.test', firstName: 'X' }, { token }),
            403,
            'Not authorized to perform this action',
          );
        }
      }
    });

    it('answer 400 with the exact message for bad input, writing nothing', async () => {
      const { token } = await school();
      const users = await countRows(t, 'users');
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ firstName: 'Anu' }, 'Please provide: email'],
        [{ email: 'not-an-email', firstName: 'Anu' }, 'Invalid Email Address'],
        [{ email: 'anu@example.test' }, 'Please enter FirstName Name'],
        [{ email: 'anu@example.test', firstName: '   ' }, 'Please enter FirstName Name'],
        [{ email: 'anu@example.test', firstName: '1Anu' }, 'First Character must be alphabet'],
        [
          { email: 'anu@example.test', firstName: 'Anu<script>' },
          'Names may contain only letters, spaces, apostrophes, dots and hyphens',
        ],
        [{ email: 'anu@example.test', firstName: 'A'.repeat(101) }, 'First name must be at most 100 characters'],
        [
          { email: 'anu@example.test', firstName: 'Anu', contactNumber: 'call me' },
          'Contact number may contain only digits, spaces and + ( ) -',
        ],
        [{ email: 'anu@example.test', firstName: 'Anu', role: 'admin' }, 'Unknown field: role'],
      ];
      for (const url of [CREATE_TEACHER, CREATE_STUDENT]) {
        for (const [payload, message] of cases) expectError(await api.post(url, payload, { token }), 400, message);
      }
      expect(await countRows(t, 'users')).toBe(users);
      expect(smtp.to('anu@example.test')).toEqual([]);
    });

    it('invites a new email: an unregistered user, the membership, and a sign-up link over SMTP', async () => {
      const { institute, token } = await school('Invite Academy');
      const response = await api.post(
        CREATE_TEACHER,
        {
          email: ' New.Teacher@Example.TEST ',
          firstName: ' Neha ',
          lastName: 'Nair',
          contactNumber: '+91 98765 43210',
        },
        { token },
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        message: 'Teacher added to the institute',
        data: {
          invited: true,
          invitationSent: true,
          person: {
            email: 'new.teacher@example.test',
            first_name: 'Neha',
            last_name: 'Nair',
            contactNumber: '+91 98765 43210',
            roles: ['instructor'],
            isAdmin: false,
            emailVerified: false,
            registered: false,
            isSelf: false,
          },
        },
      });
      expect(response.body).not.toMatch(/password/i);
      const [row] = await t.database.query<{ password_hash: string | null; email_verified: boolean }>(
        'SELECT password_hash, email_verified FROM users WHERE email = $1',
        ['new.teacher@example.test'],
      );
      expect(row).toEqual({ password_hash: null, email_verified: false });
      expect(await rolesOf(t, body.data.person.id, institute.id)).toEqual(['instructor']);

      const mail = await smtp.waitFor((message) => message.to.includes('new.teacher@example.test'));
      expect(mail.subject).toContain('Invite Academy');
      expect(mail.links).toContain('https://bright.example/signup?email=new.teacher%40example.test');
    });

    it('adds an existing user of another institute, tells them by mail, and keeps their own default', async () => {
      const { institute, token } = await school('Second Home');
      const elsewhere = await buildUser(t.app.db, {
        roles: ['learner'],
        email: 'known@example.test',
        firstName: 'Kiran',
      });
      const response = await api.post(CREATE_STUDENT, { email: 'KNOWN@example.test', firstName: 'Ignored' }, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        invited: false,
        invitationSent: true,
        person: { id: elsewhere.user.id, first_name: 'Kiran', registered: true, roles: ['learner'] },
      });
      const rows = await t.database.query<{ institute_id: string; is_default: boolean }>(
        'SELECT institute_id, is_default FROM memberships WHERE user_id = $1 ORDER BY is_default DESC',
        [elsewhere.user.id],
      );
      expect(rows).toEqual([
        { institute_id: elsewhere.institute!.id, is_default: true },
        { institute_id: institute.id, is_default: false },
      ]);
      const mail = await smtp.waitFor((message) => message.to.includes('known@example.test'));
      expect(mail.links).toContain('https://bright.example/login');
    });

    it('refuses duplicates and conflicting roles with a clear message, writing nothing', async () => {
      const { institute, admin, token } = await school();
      const teacher = await buildUser(t.app.db, { roles: ['instructor'], institute });
      const student = await buildUser(t.app.db, { roles: ['learner'], institute });
      const before = [await countRows(t, 'users'), await countRows(t, 'memberships')];
      const add = (url: string, email: string) => api.post(url, { email, firstName: 'Dup' }, { token });
      expectError(await add(CREATE_TEACHER, teacher.email), 400, 'Teacher already a part of institute!');
      expectError(await add(CREATE_STUDENT, student.email), 400, 'Student already a part of institute!');
      expectError(await add(CREATE_TEACHER, student.email), 400, 'This user is a student of the institute');
      expectError(await add(CREATE_STUDENT, teacher.email), 400, 'This user is a teacher or admin of the institute');
      expectError(await add(CREATE_TEACHER, admin.email), 400, 'Teacher already a part of institute!');
      expect([await countRows(t, 'users'), await countRows(t, 'memberships')]).toEqual(before);
    });

    it('gives a teaching role to an admin who has none', async () => {
      const institute = await buildInstitute(t.app.db);
      const admin = await buildUser(t.app.db, { roles: ['admin'], institute });
      const token = await tokenFor(t, admin.user, institute.id);
      const response = await api.post(CREATE_TEACHER, { email: admin.email, firstName: 'Me' }, { token });
      expect(response.json().data.person).toMatchObject({
        roles: ['admin', 'instructor'],
        isAdmin: true,
        isSelf: true,
      });
    });

    it('adding the same new email twice at once makes one user and one membership', async () => {
      const { institute, token } = await school();
      const results = await Promise.all(
        [1, 2].map(() => api.post(CREATE_STUDENT, { email: 'race@example.test', firstName: 'Race' }, { token })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const users = await t.database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
        'race@example.test',
      ]);
      expect(users).toHaveLength(1);
      expect(await rolesOf(t, users[0]!.id, institute.id)).toEqual(['learner']);
    });
  });

  describe('GET /api/admin/getInstituteUser/instructor|learner/:id', () => {
    async function populated() {
      const s = await school('List School');
      const add = (url: string, email: string, firstName: string, lastName?: string) =>
        api.post(url, { email, firstName, lastName }, { token: s.token });
      await add(CREATE_TEACHER, 'zed@example.test', 'Zed', 'Zulu');
      await add(CREATE_TEACHER, 'bex@example.test', 'Bex', 'Brown');
      await add(CREATE_STUDENT, 'cal@example.test', 'Cal', 'Cole');
      await add(CREATE_STUDENT, 'amy@example.test', 'amy', 'Adams');
      await buildUser(t.app.db, { roles: ['learner'], email: 'outsider@example.test', firstName: 'Out' });
      return s;
    }

    it('answer 401, 403 to a teacher, 404 for another institute', async () => {
      const { institute } = await school();
      const other = await school('Other');
      for (const url of [teachersOf, studentsOf]) {
        expectError(await api.get(url(institute.id)), 401, 'session expired');
        const teacherToken = await memberToken(institute, ['instructor']);
        expectError(
          await api.get(url(institute.id), { token: teacherToken }),
          403,
          'Not authorized to perform this action',
        );
        expectError(await api.get(url(institute.id), { token: other.token }), 404, 'Institute not found');
      }
    });

    it('answer 400 for a bad sort', async () => {
      const { institute, token } = await school();
      const response = await api.get(teachersOf(institute.id), { token, query: { sort: 'age' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid sort/);
    });

    it('list staff (teachers and admins) and students apart, sorted by name, searchable', async () => {
      const { institute, admin, token } = await populated();
      const staff = (await api.get(teachersOf(institute.id), { token })).json().data;
      expect(staff.map((p: { email: string }) => p.email)).toEqual([
        admin.email,
        'bex@example.test',
        'zed@example.test',
      ]);
      expect(staff[0]).toMatchObject({
        isAdmin: true,
        isSelf: true,
        registered: true,
        emailVerified: true,
        roles: ['admin', 'instructor'],
      });
      expect(staff[1]).toMatchObject({ first_name: 'Bex', last_name: 'Brown', registered: false, isSelf: false });
      expect(JSON.stringify(staff)).not.toMatch(/password/i);

      const students = (await api.get(studentsOf(institute.id), { token })).json().data;
      expect(students.map((p: { first_name: string }) => p.first_name)).toEqual(['amy', 'Cal']);

      const desc = await api.get(teachersOf(institute.id), { token, query: { sort: 'email', order: 'desc' } });
      // The admin's factory email starts with 'user-': between 'zed' and 'bex'.
      expect(desc.json().data.map((p: { email: string }) => p.email)).toEqual([
        'zed@example.test',
        admin.email,
        'bex@example.test',
      ]);

      // 'x' is no hex digit, so no factory email's random part can match these searches.
      for (const search of ['bex', 'BROWN', 'Bex Br', 'bex@example']) {
        const found = await api.get(teachersOf(institute.id), { token, query: { search } });
        expect(found.json().data.map((p: { email: string }) => p.email)).toEqual(['bex@example.test']);
      }
      const wildcard = await api.get(studentsOf(institute.id), { token, query: { search: '%' } });
      expect(wildcard.json().data).toEqual([]);
    });
  });
});
