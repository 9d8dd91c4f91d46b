import type { MailMessage } from '../../lib/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, expectError, tokenFor } from '../../../test/api-client';

describe('referral codes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let sent: MailMessage[];
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://school.example' } });
    api = client(t);
  });
  beforeEach(() => {
    sent = [];
    vi.spyOn(t.app.mailer, 'send').mockImplementation(async (message) => {
      sent.push(message);
    });
  });
  afterAll(() => t?.close());

  async function member(
    roles: Array<'admin' | 'instructor' | 'learner'>,
    institute?: Awaited<ReturnType<typeof buildInstitute>>,
  ) {
    const home = institute ?? (await buildInstitute(t.app.db, { name: 'Referral School' }));
    const built = await buildUser(t.app.db, { roles, institute: home, firstName: 'Tara', lastName: 'Teacher' });
    return { ...built, institute: home, token: await tokenFor(t, built.user, home.id) };
  }

  describe('GET /api/institute/referral-code/:id', () => {
    const url = (id: string) => `/api/institute/referral-code/${id}`;

    it('answers 401, 403 to a student, 404 for another institute', async () => {
      const teacher = await member(['instructor']);
      expectError(await api.get(url(teacher.institute.id)), 401, 'session expired');
      const student = await member(['learner'], teacher.institute);
      expectError(
        await api.get(url(teacher.institute.id), { token: student.token }),
        403,
        'Not authorized to perform this action',
      );
      const other = await buildInstitute(t.app.db);
      expectError(await api.get(url(other.id), { token: teacher.token }), 404, 'Institute not found');
      const [row] = await t.database.query<{ referral_code: string | null }>(
        'SELECT referral_code FROM institutes WHERE id = $1',
        [other.id],
      );
      expect(row!.referral_code).toBeNull();
    });

    it('makes the code on first ask and answers the same one after', async () => {
      const admin = await member(['admin']);
      const first = await api.get(url(admin.institute.id), { token: admin.token });
      expect(first.statusCode).toBe(200);
      const { referralCode, link } = first.json().data;
      expect(referralCode).toMatch(/^[A-Z2-9]{10}$/);
      expect(link).toBe(`https://school.example/signup?referralCode=${referralCode}`);
      const teacher = await member(['instructor'], admin.institute);
      const both = await Promise.all([
        api.get(url(admin.institute.id), { token: teacher.token }),
        api.get(url(admin.institute.id), { token: admin.token }),
      ]);
      expect(both.map((response) => response.json().data.referralCode)).toEqual([referralCode, referralCode]);
    });
  });

  for (const kind of ['teacher', 'institute'] as const) {
    describe(`POST /api/galileo/send-referral-code-sharing-${kind}`, () => {
      const URL = `/api/galileo/send-referral-code-sharing-${kind}`;

      it('answers 401, 403 to a student, 400 for a bad email', async () => {
        expectError(await api.post(URL, { email: 'a@example.test' }), 401, 'session expired');
        const student = await member(['learner']);
        expectError(
          await api.post(URL, { email: 'a@example.test' }, { token: student.token }),
          403,
          'Not authorized to perform this action',
        );
        const teacher = await member(['instructor']);
        expectError(await api.post(URL, {}, { token: teacher.token }), 400, 'Please provide: email');
        expectError(
          await api.post(URL, { email: 'not-an-email' }, { token: teacher.token }),
          400,
          'Invalid Email Address',
        );
        expect(sent).toEqual([]);
      });

      it('mails the code and its sign-up link', async () => {
        const teacher = await member(['instructor']);
        const response = await api.post(URL, { email: ' Friend@Example.TEST ' }, { token: teacher.token });
        expect(response.statusCode).toBe(200);
        const { referralCode, link } = response.json().data;
        expect(response.json().message).toBe('Referral code sent');
        expect(sent).toEqual([
          expect.objectContaining({
            to: 'friend@example.test',
            link: `https://school.example/signup?referralCode=${referralCode}`,
          }),
        ]);
        expect(sent[0]!.text).toContain(referralCode);
        expect(sent[0]!.subject).toContain(kind === 'teacher' ? 'Tara Teacher' : 'Referral School');
        const table = kind === 'teacher' ? 'users' : 'institutes';
        const id = kind === 'teacher' ? teacher.user.id : teacher.institute.id;
        const [row] = await t.database.query<{ referral_code: string }>(
          `SELECT referral_code FROM ${table} WHERE id = $1`,
          [id],
        );
        expect(row!.referral_code).toBe(referralCode);
        expect(link).toContain(referralCode);
      });
    });
  }
});
