import { eq } from 'drizzle-orm';
import { SESSION_TTL_MS } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { type TestApp, createTestApp, loginAs } from '../../../test/test-app';
import { sessions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

const LOGIN = '/api/galileo/login';
const LOGOUT = '/api/galileo/logout';
const SESSION = '/api/galileo/isSessionActive';

describe('auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: LOGIN, payload });
  const sessionWith = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: SESSION, headers });

  describe('POST /api/galileo/login', () => {
    it('answers 400 naming the missing field, then an invalid email', async () => {
      expect((await login({ password: 'x' })).json()).toEqual({
        message: 'Please provide: email',
        code: 'validation.provide',
        params: { field: 'email' },
      });
      const invalid = await login({ email: 'not-an-email', password: 'x' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: 'Invalid Email Address', code: 'error.invalidEmail' });
    });

    it('refuses an unregistered email', async () => {
      const response = await login({ email: 'nobody@example.test', password: 'whatever' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Unregistered User. Please register before signing in',
        code: 'error.unregisteredUser',
      });
    });

    it('refuses a wrong password', async () => {
      const { email } = await buildUser(t.app.db);
      const response = await login({ email, password: 'not-the-password' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Wrong password', code: 'error.wrongPassword' });
    });

    it('refuses an unverified email', async () => {
      const { email, password } = await buildUser(t.app.db, { emailVerified: false });
      const response = await login({ email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please verify your email Id', code: 'error.verifyEmail' });
    });

    it('signs in with the email lowercased and trimmed, and answers the session user', async () => {
      const institute = await buildInstitute(t.app.db, { name: 'Sunrise School' });
      const { user, password } = await buildUser(t.app.db, {
        email: 'mixed.case@example.test',
        roles: ['instructor'],
        institute,
      });
      const response = await login({ email: '  Mixed.Case@EXAMPLE.test ', password });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toEqual(expect.any(String));
      expect(body.data).toMatchObject({
        userId: user.id,
        email: 'mixed.case@example.test',
        instituteId: institute.id,
        instituteName: 'Sunrise School',
        roles: ['instructor'],
        access_token: expect.any(String),
      });
      expect(body.data).not.toHaveProperty('passwordHash');
      expect(response.body).not.toContain('argon2');
    });
  });

  describe('sessions', () => {
    it('accepts the token as the access_token header and as Authorization: Bearer', async () => {
      const { user, email } = await buildUser(t.app.db, { roles: ['learner'] });
      const token = await loginAs(t.app, email);
      const variants: Array<Record<string, string>> = [
        { access_token: token },
        { authorization: `Bearer ${token}` },
        { authorization: `bearer ${token}` },
      ];
      for (const headers of variants) {
        const response = await sessionWith(headers);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ userId: user.id, roles: ['learner'] });
      }
    });

    it('answers 401 "session expired" without a token and "Unauthorized user" for an unknown one', async () => {
      const none = await sessionWith({});
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: 'session expired', code: 'error.sessionExpired' });
      const unknown = await sessionWith({ access_token: 'not-a-real-token' });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ message: 'Unauthorized user', code: 'error.unauthorizedUser' });
    });

    it('ends the session at logout: the token then answers 401 "session expired"', async () => {
      const { email } = await buildUser(t.app.db);
      const token = await loginAs(t.app, email);
      const logout = await t.app.inject({ method: 'POST', url: LOGOUT, headers: { access_token: token } });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ message: 'Logged out', data: {} });
      const after = await sessionWith({ access_token: token });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: 'session expired', code: 'error.sessionExpired' });
      const again = await t.app.inject({ method: 'POST', url: LOGOUT, headers: { authorization: `Bearer ${token}` } });
      expect(again.statusCode).toBe(401);
    });

    it('answers 401 "session expired" once the session is past its expiry', async () => {
      const { email } = await buildUser(t.app.db);
      const token = await loginAs(t.app, email);
      expect((await sessionWith({ access_token: token })).statusCode).toBe(200);
      // Time passes: the session held in memory since the last request expires too.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_TTL_MS + 1_000 });
      try {
        const response = await sessionWith({ access_token: token });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'session expired', code: 'error.sessionExpired' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('answers 401 "session expired" for a session stored as expired', async () => {
      const { email } = await buildUser(t.app.db);
      const token = await loginAs(t.app, email);
      await t.app.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(sessions.tokenHash, hashToken(token)));
      const response = await sessionWith({ access_token: token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'session expired', code: 'error.sessionExpired' });
    });

    it('stores only a hash of each token', async () => {
      const { user, email } = await buildUser(t.app.db);
      const tokens = [await loginAs(t.app, email), await loginAs(t.app, email)];
      expect(tokens[0]).not.toBe(tokens[1]);
      const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(2);
      const stored = JSON.stringify(rows);
      for (const token of tokens) {
        expect(stored).not.toContain(token);
        expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
      }
      const everything = JSON.stringify(await t.database.query('SELECT * FROM sessions'));
      for (const token of tokens) expect(everything).not.toContain(token);
    });
  });
});
