import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { institutes, memberships, users, verificationTokens } from '../../db/schema';
import { refusalBody } from '../../../test/refusal-body';

/** Every line the app logs (pino JSON), to prove no password or token reaches one. */
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
const SIGNUP = '/api/teacher/signup';
const VERIFY_VID = '/api/galileo/user/verifyVid';
const CREATE = '/api/teacher/createAccount';
const PASSWORD = 'river-stone-42';
/** Markup in a name fails the name rules (first character, allowed characters). */
const SCRIPT_REFUSED = /^(First Character must be alphabet|Names may contain only letters)/;

describe('sign-up by an emailed link', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let n = 0;
  const freshEmail = () => `new-${Date.now()}-${(n += 1)}@example.test`;

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

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  /** Signs up, waits for the real mail over SMTP, and returns the token of its link. */
  async function signupAndReadMail(email: string, extra: Record<string, unknown> = {}) {
    const before = smtp.to(email).length;
    const response = await post(SIGNUP, { email, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.to(email).indexOf(m) >= before);
    const link = mail.links.find((l) => l.startsWith(`${APP_URL}/register-profile?token=`));
    expect(link, mail.text).toBeDefined();
    return { response, mail, token: tokenOf(link!) };
  }

  const profile = (token: string, extra: Record<string, unknown> = {}) => ({
    token,
    firstName: 'Asha',
    lastName: 'Rao',
    password: PASSWORD,
    acceptTerms: true,
    ...extra,
  });

  async function counts() {
    const [u] = await t.app.db.select({ n: count() }).from(users);
    const [i] = await t.app.db.select({ n: count() }).from(institutes);
    const [m] = await t.app.db.select({ n: count() }).from(memberships);
    const [v] = await t.app.db.select({ n: count() }).from(verificationTokens);
    return { users: u!.n, institutes: i!.n, memberships: m!.n, tokens: v!.n, mails: smtp.messages.length };
  }

  describe('POST /api/teacher/signup', () => {
    it('refuses bad input with a clear 400, writes nothing and mails nothing', async () => {
      const before = await counts();
      const cases: Array<[unknown, string | RegExp]> = [
        [{}, 'Please provide: email'],
        [{ email: 'not-an-email' }, 'Invalid Email Address'],
        [{ email: 'a@b' }, 'Invalid Email Address'],
        [{ email: freshEmail(), role: 'admin' }, 'Role must be instructor or learner'],
        [{ email: freshEmail(), isAdmin: true }, 'Unknown field: isAdmin'],
        [{ email: freshEmail(), firstName: 'A'.repeat(101) }, 'First name must be at most 100 characters'],
        [{ email: freshEmail(), firstName: '<script>alert(1)</script>' }, SCRIPT_REFUSED],
        [{ email: freshEmail(), firstName: '9lives' }, 'First Character must be alphabet'],
      ];
      for (const [payload, message] of cases) {
        const response = await post(SIGNUP, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        if (typeof message === 'string') expect(response.json()).toEqual(refusalBody(message));
        else expect(response.json().message).toMatch(message);
      }
      const malformed = await t.app.inject({
        method: 'POST',
        url: SIGNUP,
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(malformed.statusCode).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await counts()).toEqual(before);
    });

    it('mails a 1-hour registration link over SMTP', async () => {
      const email = freshEmail();
      const started = Date.now();
      const { response, mail, token } = await signupAndReadMail(email, { firstName: 'Asha' });
      expect(response.json().message).toBe('We have sent a registration link to your email. It is valid for 1 hour.');
      const expiresAt = Date.parse(response.json().data.expiresAt);
      expect(expiresAt - started).toBeGreaterThan(59 * 60_000);
      expect(expiresAt - started).toBeLessThanOrEqual(60 * 60_000 + 5_000);
      expect(mail.subject).toBe('Complete your Bright Classroom registration');
      expect(mail.text).toContain('Hello Asha,');
      expect(token.length).toBeGreaterThanOrEqual(22);
      // Only the token's hash is stored.
      const rows = await t.app.db.select().from(verificationTokens).where(eq(verificationTokens.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toContain(token);
    });

    it("answers 'Account with the email id already present' for a registered email", async () => {
      const { email } = await buildUser(t.app.db, { roles: ['instructor'] });
      const response = await post(SIGNUP, { email: email.toUpperCase() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Account with the email id already present',
        code: 'signup.accountExists',
      });
    });

    it('refuses a student without an invitation, and a role other than the invited one', async () => {
      const learner = await post(SIGNUP, { email: freshEmail(), role: 'learner' });
      expect(learner.statusCode).toBe(400);
      expect(learner.json().message).toMatch(/invit/);

      const { email } = await invite(['learner']);
      const asTeacher = await post(SIGNUP, { email, role: 'instructor' });
      expect(asTeacher.statusCode).toBe(400);
      expect(asTeacher.json()).toEqual({
        message: 'Your institute invited this email as a Student. Please sign up as a Student.',
        code: 'signup.invitedAs',
        params: { role: 'Student' },
      });
      const staff = await invite(['instructor']);
      const asStudent = await post(SIGNUP, { email: staff.email, role: 'learner' });
      expect(asStudent.statusCode).toBe(400);
      expect(asStudent.json().message).toBe(
        'Your institute invited this email as a Teacher. Please sign up as a Teacher.',
      );
    });
  });

  /** An institute's invitation: a user row without a password, with roles in an institute. */
  async function invite(roles: Array<'admin' | 'instructor' | 'learner'>) {
    const institute = await buildInstitute(t.app.db, { name: 'Hill School' });
    const built = await buildUser(t.app.db, {
      roles,
      institute,
      firstName: 'Invited',
      lastName: 'Person',
      emailVerified: false,
    });
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, built.user.id));
    return { ...built, institute };
  }

  describe('POST /api/galileo/user/verifyVid and /api/teacher/createAccount', () => {
    it('completes a new teacher: verified email, personal classroom, a live session', async () => {
      const email = freshEmail();
      const { token } = await signupAndReadMail(email);
      const checked = await post(VERIFY_VID, { vid: token });
      expect(checked.statusCode).toBe(200);
      expect(checked.json().data).toEqual({ email, firstName: null, lastName: null, invited: false });

      const created = await post(CREATE, profile(token, { contactNumber: '+91 98765 43210' }));
      expect(created.statusCode, created.body).toBe(200);
      const user = created.json().data;
      expect(user).toMatchObject({
        email,
        first_name: 'Asha',
        last_name: 'Rao',
        instituteName: "Asha's classroom",
        roles: ['admin', 'instructor'],
        access_token: expect.any(String),
      });
      const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
      expect(row!.emailVerified).toBe(true);
      expect(row!.contactNumber).toBe('+91 98765 43210');
      expect(row!.passwordHash).not.toContain(PASSWORD);

      const session = await t.app.inject({
        method: 'GET',
        url: '/api/galileo/isSessionActive',
        headers: { access_token: user.access_token },
      });
      expect(session.statusCode).toBe(200);
      const login = await post('/api/galileo/login', { email, password: PASSWORD });
      expect(login.statusCode).toBe(200);

      // Single use: the same link is dead for both calls.
      for (const [url, payload] of [
        [VERIFY_VID, { vid: token }],
        [CREATE, profile(token)],
      ] as const) {
        const again = await post(url, payload);
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual({ message: 'Expired or invalid registration link!', code: 'signup.invalidLink' });
      }
      const logs = lines.join('\n');
      expect(logs).toContain('/api/teacher/createAccount');
      expect(logs).not.toContain(PASSWORD);
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(user.access_token);
    });

    it("answers 'Already have an account with same email. Please login' for a second link", async () => {
      const email = freshEmail();
      const first = await signupAndReadMail(email);
      const second = await signupAndReadMail(email);
      expect((await post(CREATE, profile(first.token))).statusCode).toBe(200);
      for (const [url, payload] of [
        [VERIFY_VID, { vid: second.token }],
        [CREATE, profile(second.token)],
      ] as const) {
        const response = await post(url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'Already have an account with same email. Please login',
          code: 'signup.alreadyRegistered',
        });
      }
    });

    it('refuses an expired or unknown link and creates nothing', async () => {
      const email = freshEmail();
      const { token } = await signupAndReadMail(email);
      await t.app.db
        .update(verificationTokens)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(verificationTokens.email, email));
      const before = await counts();
      for (const [url, payload] of [
        [VERIFY_VID, { vid: token }],
        [CREATE, profile(token)],
        [VERIFY_VID, { vid: 'no-such-token' }],
        [CREATE, profile('no-such-token')],
      ] as const) {
        const response = await post(url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'Expired or invalid registration link!',
          code: 'signup.invalidLink',
        });
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses a bad profile with the spec messages and leaves the link usable', async () => {
      const email = freshEmail();
      const { token } = await signupAndReadMail(email);
      const before = await counts();
      const cases: Array<[Record<string, unknown>, string | RegExp]> = [
        [{ password: 'abc12' }, 'Password must be at least 6 characters'],
        [{ password: 'password123' }, 'Password is not safe. Please try another password'],
        [{ password: 'Qwerty123' }, 'Password is not safe. Please try another password'],
        [{ acceptTerms: false }, 'Please agree to the terms & policy before continuing'],
        [{ acceptTerms: undefined }, 'Please agree to the terms & policy before continuing'],
        [{ firstName: '' }, 'Please enter FirstName Name'],
        [{ firstName: undefined }, 'Please enter FirstName Name'],
        [{ firstName: '1Asha' }, 'First Character must be alphabet'],
        [{ firstName: 'A'.repeat(101) }, 'First name must be at most 100 characters'],
        [{ lastName: 'B'.repeat(101) }, 'Last name must be at most 100 characters'],
        [{ firstName: 'Asha<script>alert(1)</script>' }, SCRIPT_REFUSED],
        [{ lastName: '<img src=x onerror=alert(1)>' }, SCRIPT_REFUSED],
        [{ role: 'admin' }, 'Unknown field: role'],
        [{ token: undefined }, 'Please provide: token'],
        [{ token: 'x'.repeat(600) }, 'token is too long'],
      ];
      for (const [override, message] of cases) {
        const response = await post(CREATE, profile(token, override));
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
        if (typeof message === 'string') expect(response.json()).toEqual(refusalBody(message));
        else expect(response.json().message).toMatch(message);
      }
      expect(await counts()).toEqual(before);
      expect((await post(VERIFY_VID, { vid: token })).statusCode).toBe(200);
    });

    it('keeps an invited student in their institute with their role, and makes no classroom', async () => {
      const invited = await invite(['learner']);
      const { token } = await signupAndReadMail(invited.email, { role: 'learner' });
      const checked = await post(VERIFY_VID, { vid: token });
      expect(checked.json().data).toEqual({
        email: invited.email,
        firstName: 'Invited',
        lastName: 'Person',
        invited: true,
      });
      const before = await counts();
      const created = await post(CREATE, profile(token, { firstName: 'Ada', lastName: undefined }));
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data).toMatchObject({
        userId: invited.user.id,
        first_name: 'Ada',
        last_name: 'Person',
        instituteId: invited.institute.id,
        instituteName: 'Hill School',
        roles: ['learner'],
      });
      const after = await counts();
      expect(after.users).toBe(before.users);
      expect(after.institutes).toBe(before.institutes);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, invited.user.id));
      expect(row!.emailVerified).toBe(true);
    });

    it('lets an invited teacher or admin sign up as a teacher', async () => {
      const invited = await invite(['admin', 'instructor']);
      const { token } = await signupAndReadMail(invited.email);
      const created = await post(CREATE, profile(token));
      expect(created.statusCode).toBe(200);
      expect(created.json().data.roles).toEqual(['admin', 'instructor']);
      expect(created.json().data.instituteId).toBe(invited.institute.id);
    });
  });
});
