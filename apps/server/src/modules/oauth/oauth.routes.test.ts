import { GOOGLE_CALLBACK_PATH, GOOGLE_START_PATH } from '@bright/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { type OidcPeer, newGoogleAccount, startOidcPeer } from '../../../test/oidc-peer';
import { type TestApp, createTestApp, loginAs } from '../../../test/test-app';
import { institutes, memberships, sessions, users } from '../../db/schema';
import { openSession, resolveToken } from '../auth';

const CONFIG = '/api/auth/oauth/google/config';
const MOBILE = '/api/auth/oauth/google/signup-or-login';
const MOBILE_ADMIN = '/api/auth/oauth/google/signup-or-login-admin';
const SESSION = '/api/galileo/isSessionActive';

async function tally(t: TestApp) {
  const [u] = await t.app.db.select({ n: count() }).from(users);
  const [s] = await t.app.db.select({ n: count() }).from(sessions);
  const [i] = await t.app.db.select({ n: count() }).from(institutes);
  return { users: u!.n, sessions: s!.n, institutes: i!.n };
}

describe('Google sign-in, not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('says enabled: false', async () => {
    const response = await t.app.inject({ method: 'GET', url: CONFIG });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OK', data: { enabled: false } });
  });

  it.each([
    ['POST', MOBILE, { idToken: 'x.y.z' }],
    ['POST', MOBILE_ADMIN, { idToken: 'x.y.z' }],
    ['POST', MOBILE, {}],
    ['GET', `${GOOGLE_START_PATH}?mode=login`, undefined],
    ['GET', `${GOOGLE_CALLBACK_PATH}?code=a&state=b`, undefined],
  ] as const)('%s %s answers 404, whatever is sent', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Google sign-in is not enabled', code: 'oauth.notEnabled' });
  });
});

describe('Google sign-in configured, with a real OpenID Connect peer', () => {
  let t: TestApp;
  let peer: OidcPeer;
  beforeAll(async () => {
    peer = await startOidcPeer();
    t = await createTestApp({ env: { ...peer.env, APP_URL: 'http://classroom.test' } });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const mobile = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  it('says enabled: true', async () => {
    expect((await t.app.inject({ method: 'GET', url: CONFIG })).json()).toEqual({
      message: 'OK',
      data: { enabled: true },
    });
  });

  it('documents every route in the OpenAPI document, public', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      [CONFIG, 'get'],
      [MOBILE, 'post'],
      [MOBILE_ADMIN, 'post'],
      [GOOGLE_START_PATH, 'get'],
      [GOOGLE_CALLBACK_PATH, 'get'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.tags).toEqual(['oauth']);
    }
    const catalog = t.app.routeCatalog.filter((route) => route.url.startsWith('/api/auth/oauth/google'));
    expect(catalog).toHaveLength(5);
    expect(catalog.every((route) => route.access.kind === 'public')).toBe(true);
  });

  describe('mobile ID tokens', () => {
    it('answers 400 for a missing or extra field', async () => {
      for (const url of [MOBILE, MOBILE_ADMIN]) {
        const missing = await mobile(url, {});
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toEqual({
          message: 'Please provide: idToken',
          code: 'validation.provide',
          params: { field: 'idToken' },
        });
        expect((await mobile(url, { idToken: '' })).json()).toEqual({
          message: 'Please provide: idToken',
          code: 'validation.provide',
          params: { field: 'idToken' },
        });
        expect((await mobile(url, { idToken: 'a.b.c', extra: 1 })).statusCode).toBe(400);
      }
    });

    it('refuses garbage and spoiled tokens with 401: no user, no session', async () => {
      const before = await tally(t);
      const spoiled = [
        'not-a-jwt',
        await peer.idToken(newGoogleAccount(), { tamper: true }),
        await peer.idToken(newGoogleAccount(), { foreignKey: true }),
        await peer.idToken(newGoogleAccount(), { audience: 'another-client' }),
        await peer.idToken(newGoogleAccount(), { expiresIn: -600 }),
        await peer.idToken(newGoogleAccount(), { issuer: 'https://accounts.google.com' }),
      ];
      for (const idToken of spoiled) {
        const response = await mobile(MOBILE, { idToken });
        expect(response.statusCode, idToken.slice(0, 20)).toBe(401);
        expect(response.json()).toEqual({ message: 'Invalid Google sign-in', code: 'oauth.invalidIdToken' });
      }
      expect(await tally(t)).toEqual(before);
    });

    it('signs up a new user with a personal institute, and signs them in again', async () => {
      const account = newGoogleAccount({ given_name: 'Grace' });
      const response = await mobile(MOBILE, { idToken: await peer.idToken(account) });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        email: account.email,
        first_name: 'Grace',
        last_name: 'Hopper',
        instituteName: "Grace's classroom",
      });
      expect(data.roles.sort()).toEqual(['admin', 'instructor']);
      const session = await t.app.inject({
        method: 'GET',
        url: SESSION,
        headers: { authorization: `Bearer ${data.access_token}` },
      });
      expect(session.statusCode).toBe(200);

      const before = await tally(t);
      const again = await mobile(MOBILE, { idToken: await peer.idToken(account) });
      expect(again.json().data.userId).toBe(data.userId);
      expect(await tally(t)).toEqual({ ...before, sessions: before.sessions + 1 });
    });

    it('links an existing account by its verified email, keeping its institute and password', async () => {
      const institute = await buildInstitute(t.app.db, { name: 'Hill School' });
      const existing = await buildUser(t.app.db, { roles: ['learner'], institute });
      const account = newGoogleAccount({ email: existing.email.toUpperCase() });
      const response = await mobile(MOBILE, { idToken: await peer.idToken(account) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        userId: existing.user.id,
        instituteName: 'Hill School',
        roles: ['learner'],
      });
      const [row] = await t.app.db.select().from(users).where(eq(users.id, existing.user.id));
      expect(row!.googleSub).toBe(account.sub);
      await loginAs(t.app, existing.email, existing.password);
    });

    it('linking an unverified account verifies it, drops the unproven password and ends its sessions', async () => {
      const existing = await buildUser(t.app.db, { emailVerified: false });
      const { token: earlier } = await openSession(t.app.db, existing.user.id, existing.institute!.id);
      const idToken = await peer.idToken(newGoogleAccount({ email: existing.email }));
      const response = await mobile(MOBILE, { idToken });
      expect(response.statusCode).toBe(200);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, existing.user.id));
      expect(row).toMatchObject({ emailVerified: true, passwordHash: null, googleSub: expect.any(String) });
      expect(await resolveToken(t.app.db, earlier)).toEqual({ problem: 'expired' });
      expect('actor' in (await resolveToken(t.app.db, response.json().data.access_token))).toBe(true);
    });

    it('refuses an email Google has not verified, and an account linked to another Google account', async () => {
      const before = await tally(t);
      const unverified = await mobile(MOBILE, {
        idToken: await peer.idToken(newGoogleAccount({ email_verified: false })),
      });
      expect(unverified.statusCode).toBe(400);
      expect(unverified.json()).toEqual({
        message: 'Your Google email address is not verified',
        code: 'oauth.emailNotVerified',
      });
      expect(await tally(t)).toEqual(before);

      const first = newGoogleAccount();
      await mobile(MOBILE, { idToken: await peer.idToken(first) });
      const other = await mobile(MOBILE, { idToken: await peer.idToken(newGoogleAccount({ email: first.email })) });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual({
        message: 'This account is already linked to another Google account',
        code: 'oauth.linkedToAnotherGoogleAccount',
      });
    });

    describe('the -admin variant', () => {
      it('refuses (403) an existing user who administers no institute, linking nothing', async () => {
        const learner = await buildUser(t.app.db, { roles: ['learner'] });
        const teacher = await buildUser(t.app.db, { roles: ['instructor'] });
        const before = await tally(t);
        for (const existing of [learner, teacher]) {
          const response = await mobile(MOBILE_ADMIN, {
            idToken: await peer.idToken(newGoogleAccount({ email: existing.email })),
          });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({
            message: 'Not authorized to perform this action',
            code: 'error.notAuthorized',
          });
          const [row] = await t.app.db.select().from(users).where(eq(users.id, existing.user.id));
          expect(row!.googleSub).toBeNull();
        }
        expect(await tally(t)).toEqual(before);
      });

      it('refuses a linked non-admin too', async () => {
        const account = newGoogleAccount();
        const first = await mobile(MOBILE, { idToken: await peer.idToken(account) });
        const userId = first.json().data.userId as string;
        await t.app.db
          .update(memberships)
          .set({ roles: ['learner'] })
          .where(eq(memberships.userId, userId));
        expect((await mobile(MOBILE_ADMIN, { idToken: await peer.idToken(account) })).statusCode).toBe(403);
      });

      it('signs an admin in to the institute they administer, even when another is their default', async () => {
        const admin = await buildUser(t.app.db, { roles: ['learner'] });
        const school = await buildInstitute(t.app.db, { name: 'Admin School' });
        await t.app.db.insert(memberships).values({ userId: admin.user.id, instituteId: school.id, roles: ['admin'] });
        const response = await mobile(MOBILE_ADMIN, {
          idToken: await peer.idToken(newGoogleAccount({ email: admin.email })),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ userId: admin.user.id, instituteId: school.id, roles: ['admin'] });
      });

      it('creates a new user with their institute, as its admin', async () => {
        const response = await mobile(MOBILE_ADMIN, {
          idToken: await peer.idToken(newGoogleAccount({ given_name: 'Katherine' })),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.instituteName).toBe("Katherine's classroom");
        expect(response.json().data.roles).toContain('admin');
      });
    });
  });
});
