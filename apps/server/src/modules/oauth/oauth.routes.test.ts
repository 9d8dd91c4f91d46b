import { GOOGLE_CALLBACK_PATH, GOOGLE_START_PATH } from '@bright/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { type OidcPeer, type PeerUser, startOidcPeer } from '../../../test/oidc-peer';
import { type TestApp, createTestApp, loginAs } from '../../../test/test-app';
import { institutes, memberships, sessions, users } from '../../db/schema';
import { STATE_COOKIE } from './oauth-state';

const CONFIG = '/api/auth/oauth/google/config';
const MOBILE = '/api/auth/oauth/google/signup-or-login';
const MOBILE_ADMIN = '/api/auth/oauth/google/signup-or-login-admin';
const SESSION = '/api/galileo/isSessionActive';
const FAILED = '/login?oauthError=1';

let serial = 0;
/** A Google account no test has used yet. */
const googleUser = (overrides: Partial<PeerUser> = {}): PeerUser => {
  serial += 1;
  return {
    sub: `1${String(serial).padStart(20, '0')}${Math.floor(Math.random() * 1e6)}`,
    email: `google-${serial}-${Math.random().toString(36).slice(2, 8)}@gmail.test`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...overrides,
  };
};

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
    expect(response.json()).toEqual({ message: 'Google sign-in is not enabled' });
  });
});

describe('Google sign-in through a real OpenID Connect peer', () => {
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
  beforeEach(() => {
    peer.next = {};
    peer.user = googleUser({ given_name: 'Ada', family_name: 'Lovelace' });
  });

  const start = (query = 'mode=login&redirectUrl=%2Fdashboard%2Fcreate') =>
    t.app.inject({ method: 'GET', url: `${GOOGLE_START_PATH}?${query}` });

  /** Start, follow the peer's authorization redirect over HTTP, and hand its answer to the callback. */
  async function browserSignIn(options: { query?: string; state?: string; cookie?: string | null } = {}) {
    const started = await start(options.query);
    expect(started.statusCode).toBe(302);
    const cookie = started.cookies.find((entry) => entry.name === STATE_COOKIE);
    expect(cookie).toBeDefined();
    const authorized = await fetch(started.headers.location as string, { redirect: 'manual' });
    expect(authorized.status).toBe(302);
    const back = new URL(authorized.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`http://classroom.test${GOOGLE_CALLBACK_PATH}`);
    if (options.state) back.searchParams.set('state', options.state);
    const sent = options.cookie === undefined ? cookie!.value : options.cookie;
    const callback = () =>
      t.app.inject({
        method: 'GET',
        url: back.pathname + back.search,
        ...(sent === null ? {} : { cookies: { [STATE_COOKIE]: sent } }),
      });
    return { started, cookie: cookie!, callback: await callback(), replay: callback };
  }

  const tokenFrom = (location: string) => new URL(location, 'http://classroom.test').searchParams.get('access_token');
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

  describe('browser flow', () => {
    it('start redirects to the authorization endpoint with PKCE, state and nonce, keeping them in a signed cookie', async () => {
      const before = peer.hits.discovery;
      const started = await start();
      await start();
      expect(peer.hits.discovery - before).toBeLessThanOrEqual(1);
      expect(started.statusCode).toBe(302);
      const location = new URL(started.headers.location as string);
      expect(location.origin + location.pathname).toBe(`${peer.issuer}/authorize`);
      const q = location.searchParams;
      expect(q.get('client_id')).toBe(peer.clientId);
      expect(q.get('redirect_uri')).toBe(`http://classroom.test${GOOGLE_CALLBACK_PATH}`);
      expect(q.get('response_type')).toBe('code');
      expect(q.get('scope')).toBe('openid email profile');
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.get('state')!.length).toBeGreaterThanOrEqual(32);
      expect(q.get('nonce')!.length).toBeGreaterThanOrEqual(32);
      const cookie = started.cookies.find((entry) => entry.name === STATE_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oauth/google', maxAge: 600 });
      // The verifier and state travel signed, never in the redirect.
      expect(cookie.value).not.toContain(q.get('state'));
    });

    it('signs a new user up with a personal institute and lands on /?access_token=... with a working token', async () => {
      const before = await tally(t);
      const { callback } = await browserSignIn();
      expect(callback.statusCode).toBe(302);
      const location = callback.headers.location as string;
      expect(location).toMatch(/^\/\?access_token=[A-Za-z0-9_-]+&redirectUrl=%2Fdashboard%2Fcreate$/);
      const cleared = callback.cookies.find((entry) => entry.name === STATE_COOKIE);
      expect(cleared?.value).toBe('');

      const session = await t.app.inject({
        method: 'GET',
        url: SESSION,
        headers: { access_token: tokenFrom(location)! },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().data.roles.sort()).toEqual(['admin', 'instructor']);

      const [user] = await t.app.db.select().from(users).where(eq(users.googleSub, peer.user.sub));
      expect(user).toMatchObject({
        email: peer.user.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailVerified: true,
        passwordHash: null,
      });
      const [institute] = await t.app.db
        .select()
        .from(institutes)
        .where(eq(institutes.id, session.json().data.instituteId));
      expect(institute!.name).toBe("Ada's classroom");
      expect(await tally(t)).toEqual({
        users: before.users + 1,
        sessions: before.sessions + 1,
        institutes: before.institutes + 1,
      });
    });

    it('signs the same Google account in again without creating anything', async () => {
      await browserSignIn();
      const before = await tally(t);
      const { callback } = await browserSignIn({ query: 'mode=login' });
      expect(callback.headers.location).toMatch(/^\/\?access_token=[^&]+$/);
      expect(await tally(t)).toEqual({ ...before, sessions: before.sessions + 1 });
    });

    async function expectRefused(
      run: () => Promise<{ callback: { statusCode: number; headers: Record<string, unknown> } }>,
    ) {
      const before = await tally(t);
      const { callback } = await run();
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe(FAILED);
      expect(await tally(t)).toEqual(before);
    }

    it('refuses a wrong state before trading the code', async () => {
      const tokenCalls = peer.hits.token;
      await expectRefused(() => browserSignIn({ state: 'not-the-state-that-was-sent-0000000000' }));
      expect(peer.hits.token).toBe(tokenCalls);
    });

    it('refuses a callback without the cookie, or with a forged one', async () => {
      await expectRefused(() => browserSignIn({ cookie: null }));
      await expectRefused(async () => {
        const started = await start();
        const state = new URL(started.headers.location as string).searchParams.get('state')!;
        const forged = Buffer.from(
          JSON.stringify({
            state,
            nonce: 'n'.repeat(43),
            verifier: 'v'.repeat(43),
            mode: 'login',
            exp: Date.now() + 60_000,
          }),
        ).toString('base64url');
        return browserSignIn({ cookie: `${forged}.AAAA` });
      });
    });

    it.each([
      ['a tampered ID token', { tamper: true }],
      ['an ID token signed with a key the JWKS does not publish', { foreignKey: true }],
      ['an ID token for another audience', { audience: 'someone-else.apps.test' }],
      ['an expired ID token', { expiresIn: -3600 }],
      ['an ID token from another issuer', { issuer: 'https://issuer.evil.test' }],
      ['an ID token with another nonce', { nonce: 'a-nonce-this-flow-never-sent' }],
    ] as const)('refuses %s: no user, no session', async (_name, spoil) => {
      peer.next = { ...spoil };
      await expectRefused(() => browserSignIn());
    });

    it('refuses a code used twice, and the replay opens no session', async () => {
      const { callback, replay } = await browserSignIn();
      expect(callback.headers.location).toMatch(/^\/\?access_token=/);
      const before = await tally(t);
      const again = await replay();
      expect(again.headers.location).toBe(FAILED);
      expect(await tally(t)).toEqual(before);
    });

    it('refuses a provider error and an off-site redirectUrl', async () => {
      const error = await t.app.inject({ method: 'GET', url: `${GOOGLE_CALLBACK_PATH}?error=access_denied&state=x` });
      expect(error.headers.location).toBe(FAILED);
      for (const redirectUrl of ['https://evil.test/x', '//evil.test/x', '/\\evil.test']) {
        const started = await start(`mode=login&redirectUrl=${encodeURIComponent(redirectUrl)}`);
        expect(started.headers.location).toBe(FAILED);
        expect(started.cookies.find((entry) => entry.name === STATE_COOKIE)).toBeUndefined();
      }
      expect((await start('mode=owner')).headers.location).toBe(FAILED);
    });

    it('admin mode refuses an existing user who administers no institute, and links nothing', async () => {
      const { user } = await buildUser(t.app.db, { roles: ['learner'], email: peer.user.email });
      await expectRefused(() => browserSignIn({ query: 'mode=admin' }));
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.googleSub).toBeNull();
    });
  });

  describe('mobile ID tokens', () => {
    it('answers 400 for a missing or extra field', async () => {
      for (const url of [MOBILE, MOBILE_ADMIN]) {
        const missing = await mobile(url, {});
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toEqual({ message: 'Please provide: idToken' });
        expect((await mobile(url, { idToken: '' })).json()).toEqual({ message: 'Please provide: idToken' });
        expect((await mobile(url, { idToken: 'a.b.c', extra: 1 })).statusCode).toBe(400);
      }
    });

    it('refuses garbage and spoiled tokens with 401: no user, no session', async () => {
      const before = await tally(t);
      const spoiled = [
        'not-a-jwt',
        await peer.idToken(googleUser(), { tamper: true }),
        await peer.idToken(googleUser(), { foreignKey: true }),
        await peer.idToken(googleUser(), { audience: 'another-client' }),
        await peer.idToken(googleUser(), { expiresIn: -600 }),
        await peer.idToken(googleUser(), { issuer: 'https://accounts.google.com' }),
      ];
      for (const idToken of spoiled) {
        const response = await mobile(MOBILE, { idToken });
        expect(response.statusCode, idToken.slice(0, 20)).toBe(401);
        expect(response.json()).toEqual({ message: 'Invalid Google sign-in' });
      }
      expect(await tally(t)).toEqual(before);
    });

    it('signs up a new user with a personal institute, and signs them in again', async () => {
      const account = googleUser({ given_name: 'Grace' });
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
      const account = googleUser({ email: existing.email.toUpperCase() });
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
      const response = await mobile(MOBILE, { idToken: await peer.idToken(googleUser({ email: existing.email })) });
      expect(response.statusCode).toBe(200);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, existing.user.id));
      expect(row).toMatchObject({ emailVerified: true, passwordHash: null });
    });

    it('refuses an email Google has not verified, and an account linked to another Google account', async () => {
      const before = await tally(t);
      const unverified = await mobile(MOBILE, { idToken: await peer.idToken(googleUser({ email_verified: false })) });
      expect(unverified.statusCode).toBe(400);
      expect(unverified.json()).toEqual({ message: 'Your Google email address is not verified' });
      expect(await tally(t)).toEqual(before);

      const first = googleUser();
      await mobile(MOBILE, { idToken: await peer.idToken(first) });
      const other = await mobile(MOBILE, { idToken: await peer.idToken(googleUser({ email: first.email })) });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual({ message: 'This account is already linked to another Google account' });
    });

    describe('the -admin variant', () => {
      it('refuses (403) an existing user who administers no institute, linking nothing', async () => {
        const learner = await buildUser(t.app.db, { roles: ['learner'] });
        const teacher = await buildUser(t.app.db, { roles: ['instructor'] });
        const before = await tally(t);
        for (const existing of [learner, teacher]) {
          const response = await mobile(MOBILE_ADMIN, {
            idToken: await peer.idToken(googleUser({ email: existing.email })),
          });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: 'Not authorized to perform this action' });
          const [row] = await t.app.db.select().from(users).where(eq(users.id, existing.user.id));
          expect(row!.googleSub).toBeNull();
        }
        expect(await tally(t)).toEqual(before);
      });

      it('refuses a linked non-admin too', async () => {
        const account = googleUser();
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
          idToken: await peer.idToken(googleUser({ email: admin.email })),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ userId: admin.user.id, instituteId: school.id, roles: ['admin'] });
      });

      it('creates a new user with their institute, as its admin', async () => {
        const response = await mobile(MOBILE_ADMIN, {
          idToken: await peer.idToken(googleUser({ given_name: 'Katherine' })),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.instituteName).toBe("Katherine's classroom");
        expect(response.json().data.roles).toContain('admin');
      });
    });
  });
});
