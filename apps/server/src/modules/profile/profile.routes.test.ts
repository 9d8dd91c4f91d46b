import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, expectError, tokenFor } from '../../../test/api-client';

const INFO = '/api/teacher/teacherInfo';
const UPDATE = '/api/profile/update';
const SAVE_LANGUAGE = '/api/admin/saveUserLanguage';
const GET_LANGUAGE = '/api/admin/getUserLanguage';

describe('profile routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t?.close());

  async function member(roles: Array<'admin' | 'instructor' | 'learner'>) {
    const institute = await buildInstitute(t.app.db, { name: 'Profile School' });
    const built = await buildUser(t.app.db, { roles, institute, firstName: 'Priya', lastName: 'Patel' });
    return { ...built, institute, token: await tokenFor(t, built.user, institute.id) };
  }

  describe('GET /api/teacher/teacherInfo', () => {
    it("answers 401 without a token, then the caller's profile without secrets", async () => {
      expectError(await api.get(INFO), 401, 'session expired');
      const teacher = await member(['instructor']);
      const response = await api.get(INFO, { token: teacher.token });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        userId: teacher.user.id,
        kneuraId: teacher.user.kneuraId,
        email: teacher.email,
        first_name: 'Priya',
        last_name: 'Patel',
        contactNumber: null,
        profilePictureUrl: null,
        language: 'en',
        teacherCategory: null,
        emailVerified: true,
        roles: ['instructor'],
        instituteName: 'Profile School',
        abilities: { canSetTeacherCategory: true },
      });
      expect(response.body).not.toMatch(/password|argon/i);
      const student = await member(['learner']);
      expect((await api.get(INFO, { token: student.token })).json().data.abilities).toEqual({
        canSetTeacherCategory: false,
      });
    });
  });

  describe('POST /api/profile/update', () => {
    it('answers 401 without a token', async () => {
      expectError(await api.post(UPDATE, { firstName: 'X' }), 401, 'session expired');
    });

    it('answers 400 with the exact message, changing nothing', async () => {
      const teacher = await member(['instructor']);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{}, 'Please enter FirstName Name'],
        [{ firstName: '' }, 'Please enter FirstName Name'],
        [{ firstName: '9lives' }, 'First Character must be alphabet'],
        [{ firstName: ' <b>bold</b>' }, 'First Character must be alphabet'],
        [{ firstName: 'Bold<b>' }, 'Names may contain only letters, spaces, apostrophes, dots and hyphens'],
        [{ firstName: 'P'.repeat(101) }, 'First name must be at most 100 characters'],
        [{ firstName: 'Priya', lastName: 'x'.repeat(101) }, 'Last name must be at most 100 characters'],
        [{ firstName: 'Priya', lastName: '<img src=x>' }, 'First Character must be alphabet'],
        [{ firstName: 'Priya', contactNumber: '12ab' }, 'Contact number may contain only digits, spaces and + ( ) -'],
        [{ firstName: 'Priya', teacherCategory: 'MBA' }, 'Invalid teacher category'],
        [{ firstName: 'Priya', email: 'new@example.test' }, 'Unknown field: email'],
      ];
      for (const [payload, message] of cases)
        expectError(await api.post(UPDATE, payload, { token: teacher.token }), 400, message);
      const student = await member(['learner']);
      expectError(
        await api.post(UPDATE, { firstName: 'Sam', teacherCategory: 'CBSE' }, { token: student.token }),
        400,
        'Invalid field to update',
      );
      const rows = await t.database.query<{ first_name: string; teacher_category: string | null }>(
        'SELECT first_name, teacher_category FROM users WHERE id IN ($1, $2)',
        [teacher.user.id, student.user.id],
      );
      expect(rows).toEqual([
        { first_name: 'Priya', teacher_category: null },
        { first_name: 'Priya', teacher_category: null },
      ]);
    });

    it('updates names (trimmed), contact number and teacher category; empty strings clear', async () => {
      const teacher = await member(['instructor']);
      const response = await api.post(
        UPDATE,
        { firstName: '  Ananya ', lastName: ' Rao ', contactNumber: '+91 80 1234 5678', teacherCategory: 'CBSE' },
        { token: teacher.token },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Profile updated',
        data: { first_name: 'Ananya', last_name: 'Rao', contactNumber: '+91 80 1234 5678', teacherCategory: 'CBSE' },
      });
      const cleared = await api.post(
        UPDATE,
        { firstName: 'Ananya', lastName: '', contactNumber: '', teacherCategory: null },
        { token: teacher.token },
      );
      expect(cleared.json().data).toMatchObject({
        first_name: 'Ananya',
        last_name: null,
        contactNumber: null,
        teacherCategory: null,
      });
      const kept = await api.post(UPDATE, { firstName: 'Ánanya' }, { token: teacher.token });
      expect(kept.json().data).toMatchObject({ first_name: 'Ánanya', last_name: null });
      for (const category of ['General', 'ICSE', 'COMPUTER', 'CAT', 'JEE', 'GMAT', 'GRE', 'TOEFL']) {
        const each = await api.post(
          UPDATE,
          { firstName: 'Ananya', teacherCategory: category },
          { token: teacher.token },
        );
        expect(each.json().data.teacherCategory).toBe(category);
      }
    });
  });

  describe('language: POST /api/admin/saveUserLanguage and GET /api/admin/getUserLanguage', () => {
    it('answer 401 without a token', async () => {
      expectError(await api.post(SAVE_LANGUAGE, { language: 'hi' }), 401, 'session expired');
      expectError(await api.get(GET_LANGUAGE), 401, 'session expired');
    });

    it("refuse a language outside the 16 UI codes with 'unable to update user or language'", async () => {
      const teacher = await member(['instructor']);
      for (const language of ['xx', 'kn', 'EN', '', 42]) {
        expectError(
          await api.post(SAVE_LANGUAGE, { language }, { token: teacher.token }),
          400,
          'unable to update user or language',
        );
      }
      expectError(
        await api.post(SAVE_LANGUAGE, {}, { token: teacher.token }),
        400,
        'unable to update user or language',
      );
      expect((await api.get(GET_LANGUAGE, { token: teacher.token })).json().data).toEqual({ language: 'en' });
    });

    it('save the language for the user, so that a new sign-in carries it', async () => {
      const student = await member(['learner']);
      const saved = await api.post(SAVE_LANGUAGE, { language: 'hi' }, { token: student.token });
      expect(saved.json()).toEqual({ message: 'Language saved', data: { language: 'hi' } });
      expect((await api.get(GET_LANGUAGE, { token: student.token })).json()).toEqual({
        message: 'OK',
        data: { language: 'hi' },
      });
      expect((await api.get(INFO, { token: student.token })).json().data.language).toBe('hi');
      const session = await api.post('/api/galileo/login', { email: student.email, password: student.password });
      expect(session.json().data.language).toBe('hi');
      for (const language of ['kan', 'or', 'ar', 'zh', 'en']) {
        expect((await api.post(SAVE_LANGUAGE, { language }, { token: student.token })).statusCode).toBe(200);
      }
    });
  });
});
