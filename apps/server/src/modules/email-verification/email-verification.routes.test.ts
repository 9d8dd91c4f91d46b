import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { type SmtpPeer, decodeQuotedPrintable, parseMail, startSmtpPeer } from '../../../test/smtp-peer';
import { type TestApp, createTestApp, loginAs } from '../../../test/test-app';
import { users, verificationTokens } from '../../db/schema';

const APP_URL = 'http://app.test';
const STATUS = '/api/galileo/emailVerifyStatus';
const VERIFY = '/api/galileo/verifyUserEmail';
const RESEND = '/api/galileo/resendEmailVerificationMail';
const ADMIN_SEND = (id: string) => `/api/galileo/admin/sendVerificationLink/${id}`;
const IS_VERIFIED = (id: string) => `/api/user/is-email-verified/${id}`;

describe('the SMTP peer reads raw mail', () => {
  it('decodes quoted-printable soft line breaks and =3D', () => {
    expect(decodeQuotedPrintable('http://a.test/x?token=3Dabc=\r\ndef caf=C3=A9')).toBe(
      'http://a.test/x?token=abcdef café',
    );
  });

  it('finds the text part and its links in a multipart message', () => {
    const raw = [
      'Subject: Hello',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Go: http://a.test/p?token=3Dxy=',
      'z',
      '--b1',
      'Content-Type: text/html',
      '',
      '<a href="http://a.test/html">x</a>',
      '--b1--',
    ].join('\r\n');
    const mail = parseMail(raw, { from: 'a@b.test', to: ['c@d.test'] });
    expect(mail.subject).toBe('Hello');
    expect(mail.links).toEqual(['http://a.test/p?token=xyz']);
  });
});

describe('email verification', () => {
  let t: TestApp;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: unknown = {}, token?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { access_token: token } : {} });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { access_token: token } : {} });
  const status = (email: string) => get(`${STATUS}?email=${encodeURIComponent(email)}`);

  /** Waits for the newest mail to an address and returns its verify_token (or registration token). */
  async function nextMail(email: string, before: number) {
    const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.to(email).indexOf(m) >= before);
    const link = mail.links.find((l) => l.startsWith(APP_URL))!;
    return { mail, link, url: new URL(link) };
  }

  async function resend(email: string) {
    const before = smtp.to(email).length;
    const response = await post(RESEND, { email });
    expect(response.statusCode, response.body).toBe(200);
    const { url, mail } = await nextMail(email, before);
    expect(url.pathname).toBe('/verifyEmail');
    return { token: url.searchParams.get('verify_token')!, mail };
  }

  describe('GET /api/galileo/emailVerifyStatus', () => {
    it('answers 400 for a missing or malformed email and 404 for an unknown one', async () => {
      expect((await get(STATUS)).json()).toEqual({
        message: 'Please provide: email',
        code: 'validation.provide',
        params: { field: 'email' },
      });
      expect((await status('not-an-email')).json()).toEqual({
        message: 'Invalid Email Address',
        code: 'error.invalidEmail',
      });
      const unknown = await status('nobody@example.test');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        message: 'User with the email is not present',
        code: 'emailVerification.userNotPresent',
      });
    });

    it('says whether the email is verified and whether a live link waits', async () => {
      const { email } = await buildUser(t.app.db, { emailVerified: false });
      expect((await status(email)).json().data).toEqual({ email, emailVerified: false, validityExpired: true });
      await resend(email);
      expect((await status(email.toUpperCase())).json().data).toEqual({
        email,
        emailVerified: false,
        validityExpired: false,
      });
      const verified = await buildUser(t.app.db);
      expect((await status(verified.email)).json().data).toEqual({
        email: verified.email,
        emailVerified: true,
        validityExpired: false,
      });
    });
  });

  describe('resend and verify', () => {
    it('mails a link over SMTP; the link verifies once, then answers Already valid email', async () => {
      const { email, password } = await buildUser(t.app.db, { emailVerified: false });
      expect((await post('/api/galileo/login', { email, password })).json()).toEqual({
        message: 'Please verify your email Id',
        code: 'error.verifyEmail',
      });
      const { token, mail } = await resend(email);
      expect(mail.subject).toBe('Verify your email for Bright Classroom');
      const verified = await post(VERIFY, { verify_token: token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: 'Email successfully verified', data: { email } });
      expect((await post('/api/galileo/login', { email, password })).statusCode).toBe(200);
      const again = await post(VERIFY, { verify_token: token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'Already valid email', code: 'emailVerification.alreadyValid' });
      expect((await post(RESEND, { email })).json()).toEqual({
        message: 'Already valid email',
        code: 'emailVerification.alreadyValid',
      });
    });

    it("answers 'Invalid verify_token' for an unknown or expired token", async () => {
      expect((await post(VERIFY, { verify_token: 'made-up' })).json()).toEqual({
        message: 'Invalid verify_token',
        code: 'emailVerification.invalidToken',
      });
      const { email, user } = await buildUser(t.app.db, { emailVerified: false });
      const { token } = await resend(email);
      await t.app.db
        .update(verificationTokens)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(verificationTokens.userId, user.id));
      expect((await post(VERIFY, { verify_token: token })).json()).toEqual({
        message: 'Invalid verify_token',
        code: 'emailVerification.invalidToken',
      });
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.emailVerified).toBe(false);
      expect((await status(email)).json().data.validityExpired).toBe(true);
    });

    it('refuses bad input with 400 and an unknown email with 404', async () => {
      expect((await post(VERIFY, {})).json()).toEqual({
        message: 'Please provide: verify_token',
        code: 'validation.provide',
        params: { field: 'verify_token' },
      });
      expect((await post(VERIFY, { verify_token: 'x', more: 1 })).json()).toEqual({
        message: 'Unknown field: more',
        code: 'validation.unknownFields',
        params: { fields: 'more' },
      });
      expect((await post(RESEND, { email: 'bad' })).json()).toEqual({
        message: 'Invalid Email Address',
        code: 'error.invalidEmail',
      });
      const unknown = await post(RESEND, { email: 'nobody@example.test' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        message: 'User with the email is not present',
        code: 'emailVerification.userNotPresent',
      });
    });
  });

  describe('POST /api/galileo/admin/sendVerificationLink/:id', () => {
    it('is for admins of the user’s institute only', async () => {
      const institute = await buildInstitute(t.app.db);
      const admin = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute });
      const teacher = await buildUser(t.app.db, { roles: ['instructor'], institute });
      const target = await buildUser(t.app.db, { roles: ['learner'], institute, emailVerified: false });
      const otherAdmin = await buildUser(t.app.db, { roles: ['admin'] });

      expect((await post(ADMIN_SEND(target.user.id))).statusCode).toBe(401);
      expect((await post(ADMIN_SEND(target.user.id), {}, await loginAs(t.app, teacher.email))).statusCode).toBe(403);
      const foreign = await post(ADMIN_SEND(target.user.id), {}, await loginAs(t.app, otherAdmin.email));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'User not found', code: 'people.userNotFound' });

      const adminToken = await loginAs(t.app, admin.email);
      expect((await post(ADMIN_SEND('no-such-user'), {}, adminToken)).statusCode).toBe(404);
      expect((await post(ADMIN_SEND(teacher.user.id), {}, adminToken)).json()).toEqual({
        message: 'Already valid email',
        code: 'emailVerification.alreadyValid',
      });
      const before = smtp.to(target.email).length;
      const sent = await post(ADMIN_SEND(target.user.id), {}, adminToken);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data).toEqual({ kind: 'email_verify' });
      const { url } = await nextMail(target.email, before);
      expect(url.pathname).toBe('/verifyEmail');
      expect((await post(VERIFY, { verify_token: url.searchParams.get('verify_token') })).statusCode).toBe(200);
    });

    it('sends an invited user who has not registered a registration link instead', async () => {
      const institute = await buildInstitute(t.app.db);
      const admin = await buildUser(t.app.db, { roles: ['admin'], institute });
      const invited = await buildUser(t.app.db, { roles: ['instructor'], institute, emailVerified: false });
      await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, invited.user.id));
      const before = smtp.to(invited.email).length;
      const sent = await post(ADMIN_SEND(invited.user.id), {}, await loginAs(t.app, admin.email));
      expect(sent.json().data).toEqual({ kind: 'signup' });
      const { url } = await nextMail(invited.email, before);
      expect(url.pathname).toBe('/register-profile');
      const checked = await post('/api/galileo/user/verifyVid', { vid: url.searchParams.get('token') });
      expect(checked.json().data).toMatchObject({ email: invited.email, invited: true });
    });
  });

  describe('GET /api/user/is-email-verified/:id', () => {
    it('answers for yourself and your institute, 404 for another institute, 401 without a session', async () => {
      const institute = await buildInstitute(t.app.db);
      const me = await buildUser(t.app.db, { roles: ['learner'], institute });
      const colleague = await buildUser(t.app.db, { roles: ['instructor'], institute, emailVerified: false });
      const stranger = await buildUser(t.app.db, { roles: ['learner'] });
      const token = await loginAs(t.app, me.email);

      expect((await get(IS_VERIFIED(me.user.id))).statusCode).toBe(401);
      expect((await get(IS_VERIFIED(me.user.id), token)).json()).toEqual({
        message: 'Email verification status',
        data: { userId: me.user.id, email: me.email, emailVerified: true },
      });
      expect((await get(IS_VERIFIED(colleague.user.id), token)).json().data.emailVerified).toBe(false);
      const foreign = await get(IS_VERIFIED(stranger.user.id), token);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'User not found', code: 'people.userNotFound' });
      expect((await get(IS_VERIFIED('x'.repeat(101)), token)).statusCode).toBe(400);
    });
  });
});
