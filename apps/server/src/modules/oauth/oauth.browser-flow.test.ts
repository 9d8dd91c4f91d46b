import { GOOGLE_CALLBACK_PATH, GOOGLE_START_PATH } from '@bright/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type OidcPeer, newGoogleAccount, startOidcPeer } from '../../../test/oidc-peer';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { institutes, sessions, users } from '../../db/schema';
import { STATE_COOKIE } from './oauth-state';

const SESSION = '/api/galileo/isSessionActive';
const FAILED = '/login?oauthError=1';

async function tally(t: TestApp) {
  const [u] = await t.app.db.select({ n: count() }).from(users);
  const [s] = await t.app.db.select({ n: count() }).from(sessions);
  const [i] = await t.app.db.select({ n: count() }).from(institutes);
  return { users: u!.n, sessions: s!.n, institutes: i!.n };
}

describe('Google sign-in in the browser: authorization code with PKCE against a real OpenID Connect peer', () => {
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
    peer.user = newGoogleAccount({ given_name: 'Ada', family_name: 'Lovelace' });
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
});
