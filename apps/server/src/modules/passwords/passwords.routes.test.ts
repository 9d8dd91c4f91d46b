import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BuiltUser, buildInstitute, buildUser } from '../../../test/factories';
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer';
import { type TestApp, createTestApp, loginAs } from '../../../test/test-app';
import { memberships, sessions, users, verificationTokens } from '../../db/schema';
import { refusalBody } from '../../../test/refusal-body';

/** Every line the app logs (pino JSON), to prove no password, token or code reaches one. */
const lines = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/logger', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/logger')>();
  const { Writable } = await import('node:stream');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { ...original, loggerOptions: (level: string) => ({ ...(original.loggerOptions(level) as object), stream }) };
});

const APP_URL = 'http://app.test';
const FORGOT = '/api/galileo/forgotPassword';
const VERIFY_CODE = '/api/galileo/verifyResetCode';
const RESET = '/api/galileo/resetPassword';
const CHANGE = '/api/galileo/changePassword';
const CHANGE_WITHOUT = '/api/galileo/changePasswordWithoutCurrentPassword';
const SESSION = '/api/galileo/isSessionActive';
const NEW_PASSWORD = 'lantern-meadow-7';
const SAME_ANSWER = {
  message: 'If an account exists for this email, we have sent it a reset link and a code.',
  data: {},
};
const INVALID_CODE = { message: 'Invalid or expired code.', code: 'error.invalidCode' };
const INVALID_LINK = { message: 'Expired or invalid password reset link!', code: 'password.invalidResetLink' };

describe('passwords', () => {
  let t: TestApp;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ logger: true, env: { SMTP_URL: smtp.url, APP_URL, LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { access_token: token } : {} });
  const sessionStatus = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: SESSION, headers: { access_token: token } })).statusCode;
  const login = (email: string, password: string) => post('/api/galileo/login', { email, password });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Asks for a reset and reads the real mail: its link token and its code. */
  async function requestReset(email: string) {
    const before = smtp.to(email).length;
    const response = await post(FORGOT, { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.to(email).indexOf(m) >= before);
    const link = mail.links.find((l) => l.startsWith(`${APP_URL}/resetpassword?token=`));
    const code = /Your code: ([0-9]{6})/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeDefined();
    expect(code, mail.text).toBeDefined();
    return { mail, token: new URL(link!).searchParams.get('token')!, code: code! };
  }

  const expectLogsClean = (...secrets: string[]) => {
    const logs = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(logs).not.toContain(secret);
  };

  async function tokenCount() {
    const [row] = await t.app.db.select({ n: count() }).from(verificationTokens);
    return row!.n;
  }

  describe('POST /api/galileo/forgotPassword', () => {
    it('refuses a malformed email or an unknown field with 400', async () => {
      const before = await tokenCount();
      expect((await post(FORGOT, {})).json()).toEqual({
        message: 'Please provide: email',
        code: 'validation.provide',
        params: { field: 'email' },
      });
      expect((await post(FORGOT, { email: 'nope' })).json()).toEqual({
        message: 'Invalid Email Address',
        code: 'error.invalidEmail',
      });
      expect((await post(FORGOT, { email: 'a@b.test', admin: true })).json()).toEqual({
        message: 'Unknown field: admin',
        code: 'validation.unknownFields',
        params: { fields: 'admin' },
      });
      expect(await tokenCount()).toBe(before);
    });

    it('answers the same for an unknown, an invited and a registered email, and mails only the registered one', async () => {
      const invited = await buildUser(t.app.db, { roles: ['learner'] });
      await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, invited.user.id));
      const mailsBefore = smtp.messages.length;
      for (const email of ['nobody@example.test', invited.email]) {
        const response = await post(FORGOT, { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(SAME_ANSWER);
      }
      const { email } = await buildUser(t.app.db);
      const { mail, code, token } = await requestReset(email);
      expect(mail.subject).toBe('Reset your Bright Classroom password');
      expect(mail.text).toContain('30 minutes');
      await sleep(200);
      expect(smtp.messages.length).toBe(mailsBefore + 1);
      expectLogsClean(code, token);
    });
  });

  describe('reset by link', () => {
    it('sets the password once, ends every session, and the old password is refused', async () => {
      const { email, password } = await buildUser(t.app.db);
      const before = [await loginAs(t.app, email, password), await loginAs(t.app, email, password)];
      const { token, code } = await requestReset(email);
      lines.length = 0;
      const response = await post(RESET, { token, newPassword: NEW_PASSWORD });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Password reset successfully. Please sign in with your new password.');
      for (const session of before) expect(await sessionStatus(session)).toBe(401);
      expect((await login(email, password)).json()).toEqual({ message: 'Wrong password', code: 'error.wrongPassword' });
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      // Single use, and the code of the same mail ended with it.
      expect((await post(RESET, { token, newPassword: 'another-pass-9' })).json()).toEqual(INVALID_LINK);
      expect((await post(VERIFY_CODE, { email, code })).json()).toEqual(INVALID_CODE);
      expectLogsClean(token, code, NEW_PASSWORD, password);
    });

    it('refuses an expired link, an unknown one, and the old password as the new one', async () => {
      const { email, password } = await buildUser(t.app.db);
      const first = await requestReset(email);
      expect((await post(RESET, { token: first.token, newPassword: password })).json()).toEqual({
        message: 'New password must be different from the old password',
        code: 'password.mustDiffer',
      });
      await t.app.db
        .update(verificationTokens)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(verificationTokens.email, email));
      expect((await post(RESET, { token: first.token, newPassword: NEW_PASSWORD })).json()).toEqual(INVALID_LINK);
      expect((await post(VERIFY_CODE, { email, code: first.code })).json()).toEqual(INVALID_CODE);
      expect((await post(RESET, { token: 'unknown-token', newPassword: NEW_PASSWORD })).json()).toEqual(INVALID_LINK);
      expect((await login(email, password)).statusCode).toBe(200);
    });

    it('a new request ends the previous link and code', async () => {
      const { email } = await buildUser(t.app.db);
      const first = await requestReset(email);
      const second = await requestReset(email);
      expect((await post(RESET, { token: first.token, newPassword: NEW_PASSWORD })).json()).toEqual(INVALID_LINK);
      expect((await post(VERIFY_CODE, { email, code: first.code })).statusCode).toBe(400);
      expect((await post(RESET, { token: second.token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('validates the new password and the body, writing nothing', async () => {
      const { email, password } = await buildUser(t.app.db);
      const { token } = await requestReset(email);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ token, newPassword: 'abc' }, 'Password must be at least 6 characters'],
        [{ token, newPassword: 'iloveyou' }, 'Password is not safe. Please try another password'],
        [{ token }, 'Please provide: Password'],
        [{ newPassword: NEW_PASSWORD }, 'Please provide: token, or email and code'],
        [{ email, newPassword: NEW_PASSWORD }, 'Please provide: token, or email and code'],
        [{ token, newPassword: NEW_PASSWORD, extra: 1 }, 'Unknown field: extra'],
        [{ token: 'x'.repeat(600), newPassword: NEW_PASSWORD }, 'token is too long'],
      ];
      for (const [payload, message] of cases) {
        const response = await post(RESET, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual(refusalBody(message));
      }
      expect((await login(email, password)).statusCode).toBe(200);
      expect((await post(RESET, { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('reset by code', () => {
    it('checks the code, resets with it once, and ends every session', async () => {
      const { email, password } = await buildUser(t.app.db);
      const session = await loginAs(t.app, email, password);
      const { code, token } = await requestReset(email);
      const checked = await post(VERIFY_CODE, { email: email.toUpperCase(), code });
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({ message: 'Code verified', data: { email } });
      expect((await post(RESET, { email, code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
      expect(await sessionStatus(session)).toBe(401);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await post(RESET, { email, code, newPassword: 'third-pass-11' })).json()).toEqual(INVALID_CODE);
      expect((await post(RESET, { token, newPassword: 'third-pass-11' })).json()).toEqual(INVALID_LINK);
      expectLogsClean(code, token, NEW_PASSWORD);
    });

    it('allows at most 5 wrong tries, then even the right code is refused', async () => {
      const { email, password } = await buildUser(t.app.db);
      const { code } = await requestReset(email);
      const wrong = code === '000000' ? '111111' : '000000';
      // A right answer in between does not use up a try.
      expect((await post(VERIFY_CODE, { email, code })).statusCode).toBe(200);
      for (const attempt of [wrong, 'abc', wrong, '12345', wrong]) {
        const response = await post(VERIFY_CODE, { email, code: attempt });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(INVALID_CODE);
      }
      expect((await post(VERIFY_CODE, { email, code })).json()).toEqual(INVALID_CODE);
      expect((await post(RESET, { email, code, newPassword: NEW_PASSWORD })).json()).toEqual(INVALID_CODE);
      expect((await login(email, password)).statusCode).toBe(200);
      // A new request brings a new code with a fresh allowance.
      const again = await requestReset(email);
      expect((await post(VERIFY_CODE, { email, code: again.code })).statusCode).toBe(200);
    });

    it('refuses a code for an email without one', async () => {
      expect((await post(VERIFY_CODE, { email: 'ghost@example.test', code: '123456' })).json()).toEqual(INVALID_CODE);
      expect((await post(VERIFY_CODE, { email: 'ghost@example.test' })).json()).toEqual({
        message: 'Please provide: code',
        code: 'validation.provide',
        params: { field: 'code' },
      });
    });
  });

  describe('POST /api/galileo/changePassword', () => {
    it('needs a session', async () => {
      const response = await post(CHANGE, { email: 'a@b.test', currentPassword: 'x', newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(401);
    });

    it('refuses another account, a wrong current password and an unchanged one', async () => {
      const me = await buildUser(t.app.db);
      const other = await buildUser(t.app.db);
      const token = await loginAs(t.app, me.email);
      const notMine = await post(
        CHANGE,
        { email: other.email, currentPassword: other.password, newPassword: NEW_PASSWORD },
        token,
      );
      expect(notMine.statusCode).toBe(403);
      const wrong = await post(
        CHANGE,
        { email: me.email, currentPassword: 'not-it-123', newPassword: NEW_PASSWORD },
        token,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'Wrong password', code: 'error.wrongPassword' });
      const same = await post(
        CHANGE,
        { email: me.email, currentPassword: me.password, newPassword: me.password },
        token,
      );
      expect(same.json()).toEqual({
        message: 'New password must be different from the old password',
        code: 'password.mustDiffer',
      });
      const weak = await post(CHANGE, { email: me.email, currentPassword: me.password, newPassword: '123456' }, token);
      expect(weak.json()).toEqual({
        message: 'Password is not safe. Please try another password',
        code: 'password.notSafe',
      });
      expect((await login(other.email, other.password)).statusCode).toBe(200);
    });

    it('changes it, keeps this session and ends the others', async () => {
      const me = await buildUser(t.app.db, { email: 'Changer@Example.test'.toLowerCase() });
      const here = await loginAs(t.app, me.email);
      const elsewhere = await loginAs(t.app, me.email);
      const response = await post(
        CHANGE,
        { email: 'CHANGER@example.test', currentPassword: me.password, newPassword: NEW_PASSWORD },
        here,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Password changed successfully');
      expect(await sessionStatus(here)).toBe(200);
      expect(await sessionStatus(elsewhere)).toBe(401);
      expect((await login(me.email, me.password)).json()).toEqual({
        message: 'Wrong password',
        code: 'error.wrongPassword',
      });
      expect((await login(me.email, NEW_PASSWORD)).statusCode).toBe(200);
      expectLogsClean(me.password, NEW_PASSWORD, here);
    });
  });

  describe('POST /api/galileo/changePasswordWithoutCurrentPassword', () => {
    it('needs a session', async () => {
      expect((await post(CHANGE_WITHOUT, { email: 'a@b.test', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
    });

    it('lets a user change their own within 10 minutes of signing in, ending their other sessions', async () => {
      const me = await buildUser(t.app.db);
      const older = await loginAs(t.app, me.email);
      const fresh = await loginAs(t.app, me.email);
      const response = await post(CHANGE_WITHOUT, { email: me.email.toUpperCase(), newPassword: NEW_PASSWORD }, fresh);
      expect(response.statusCode, response.body).toBe(200);
      expect(await sessionStatus(fresh)).toBe(200);
      expect(await sessionStatus(older)).toBe(401);
      expect((await login(me.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a session older than 10 minutes', async () => {
      const me = await buildUser(t.app.db);
      const token = await loginAs(t.app, me.email);
      await t.app.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(sessions.userId, me.user.id));
      const response = await post(CHANGE_WITHOUT, { email: me.email, newPassword: NEW_PASSWORD }, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Please sign in again, or change your password with your current password',
        code: 'password.recentSignInNeeded',
      });
      expect((await login(me.email, me.password)).statusCode).toBe(200);
    });

    it("lets an admin set the password of their institute's user, and no one else", async () => {
      const institute = await buildInstitute(t.app.db);
      const admin = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute });
      const teacher = await buildUser(t.app.db, { roles: ['instructor'], institute });
      const student = await buildUser(t.app.db, { roles: ['learner'], institute });
      const outsider = await buildUser(t.app.db, { roles: ['learner'] });
      const shared = await sharedUser(institute);
      const adminToken = await loginAs(t.app, admin.email);
      const teacherToken = await loginAs(t.app, teacher.email);
      const studentSession = await loginAs(t.app, student.email);

      const byTeacher = await post(CHANGE_WITHOUT, { email: student.email, newPassword: NEW_PASSWORD }, teacherToken);
      expect(byTeacher.statusCode).toBe(403);
      expect(byTeacher.json()).toEqual({
        message: 'Not authorized to perform this action',
        code: 'error.notAuthorized',
      });
      const foreign = await post(CHANGE_WITHOUT, { email: outsider.email, newPassword: NEW_PASSWORD }, adminToken);
      expect(foreign.statusCode).toBe(404);
      const unknown = await post(
        CHANGE_WITHOUT,
        { email: 'ghost@example.test', newPassword: NEW_PASSWORD },
        adminToken,
      );
      expect(unknown.statusCode).toBe(404);
      const sharedAnswer = await post(CHANGE_WITHOUT, { email: shared.email, newPassword: NEW_PASSWORD }, adminToken);
      expect(sharedAnswer.statusCode).toBe(403);

      const done = await post(CHANGE_WITHOUT, { email: student.email, newPassword: NEW_PASSWORD }, adminToken);
      expect(done.statusCode, done.body).toBe(200);
      expect(await sessionStatus(studentSession)).toBe(401);
      expect(await sessionStatus(adminToken)).toBe(200);
      expect((await login(student.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(outsider.email, outsider.password)).statusCode).toBe(200);
    });

    it('refuses bad input with 400', async () => {
      const me = await buildUser(t.app.db);
      const token = await loginAs(t.app, me.email);
      for (const [payload, message] of [
        [{ email: 'bad', newPassword: NEW_PASSWORD }, 'Invalid Email Address'],
        [{ email: me.email, newPassword: 'short' }, 'Password must be at least 6 characters'],
        [{ email: me.email, newPassword: NEW_PASSWORD, currentPassword: 'x' }, 'Unknown field: currentPassword'],
        [{ email: me.email, newPassword: me.password }, 'New password must be different from the old password'],
      ] as const) {
        const response = await post(CHANGE_WITHOUT, payload, token);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual(refusalBody(message));
      }
    });
  });

  /** A learner of `institute` who also belongs to another institute. */
  async function sharedUser(institute: Awaited<ReturnType<typeof buildInstitute>>): Promise<BuiltUser> {
    const built = await buildUser(t.app.db, { roles: ['learner'] });
    await t.app.db.insert(memberships).values({ userId: built.user.id, instituteId: institute.id, roles: ['learner'] });
    return built;
  }
});
