import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { type TestApp, createTestApp } from '../../test/test-app';
import { openSession } from '../modules/auth';
import { UNKNOWN_TOKENS_PER_MINUTE } from './security';

const LIMIT = 5;
const SCHOOL = '203.0.113.7';
const PING = '/api/test-only/ping';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each(['/api/health', '/api/no/such/route', '/classes'])('are on every answer: %s', async (url) => {
    const { headers } = await t.app.inject({ method: 'GET', url });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});

describe('the API rate limit', () => {
  let t: TestApp;
  let first: string;
  let second: string;

  const ping = (token?: string, remoteAddress = SCHOOL) =>
    t.app.inject({ method: 'GET', url: PING, remoteAddress, headers: token ? { access_token: token } : {} });
  const whoAmI = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/galileo/isSessionActive',
      remoteAddress,
      headers: { access_token: token },
    });
  const login = async (email: string, password: string) => {
    // Signed in from another address, so the school's anonymous budget starts full.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/galileo/login',
      remoteAddress: '198.51.100.1',
      payload: { email, password },
    });
    return (response.json() as { data: { access_token: string } }).data.access_token;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) },
      configure: (app) => {
        app.get(PING, { config: { access: { kind: 'public' } } }, async () => ({ message: 'pong', data: null }));
      },
    });
    const [a, b] = await Promise.all([buildUser(t.app.db), buildUser(t.app.db)]);
    first = await login(a.email, a.password);
    second = await login(b.email, b.password);
  });
  afterAll(() => t?.close());

  it('gives anonymous callers of one address a shared budget, then 429 with when to retry', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await ping()).statusCode).toBe(200);
    const refused = await ping();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please retry in \d+ seconds\.$/);
  });

  it('gives each signed-in caller behind that address a budget of their own', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await ping(first)).statusCode).toBe(200);
    expect((await ping(first)).statusCode).toBe(429);
    expect((await ping(second)).statusCode).toBe(200);
  });

  it('puts an address that keeps presenting made-up tokens back on its own budget', async () => {
    const prober = '192.0.2.66';
    const madeUp = () => randomBytes(32).toString('base64url');
    for (let i = 0; i <= UNKNOWN_TOKENS_PER_MINUTE; i++) expect((await whoAmI(madeUp(), prober)).statusCode).toBe(401);
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await whoAmI(madeUp(), prober)).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
    // A real session from there now spends that spent budget; from anywhere else it keeps its own.
    expect((await whoAmI(second, prober)).statusCode).toBe(429);
    expect((await whoAmI(second, '198.51.100.9')).statusCode).toBe(200);
  });

  it('does not count expired sessions as made-up tokens', async () => {
    const morning = '192.0.2.77';
    const { user, institute } = await buildUser(t.app.db);
    const open = async () => (await openSession(t.app.db, user.id, institute!.id)).token;
    const stale = await Promise.all(Array.from({ length: UNKNOWN_TOKENS_PER_MINUTE + 1 }, open));
    await t.app.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.id}`);
    for (const token of stale) expect((await whoAmI(token, morning)).statusCode).toBe(401);
    // The address's own budget is spent, yet a live session there still has its own.
    for (let i = 0; i < LIMIT; i++) expect((await ping(undefined, morning)).statusCode).toBe(200);
    expect((await whoAmI(await open(), morning)).statusCode).toBe(200);
  });

  it('never counts health probes or the web app', async () => {
    expect((await ping()).statusCode).toBe(429);
    for (let i = 0; i < LIMIT + 2; i++) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health?probe=1', remoteAddress: SCHOOL });
      expect(health.statusCode).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: '/classes', remoteAddress: SCHOOL });
      expect(page.statusCode).not.toBe(429);
    }
  });
});
