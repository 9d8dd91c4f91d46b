import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { type TestApp, createTestApp } from '../../test/test-app';
import { redactUrl } from './logger';

/** Every line the app logs, as main.ts would print it (pino JSON). */
const lines = vi.hoisted(() => [] as string[]);

// The real loggerOptions (level, redaction, serializers), only pointed at a stream this test reads.
vi.mock('./logger', async (importOriginal) => {
  const original = await importOriginal<typeof import('./logger')>();
  const { Writable: Sink } = await import('node:stream');
  const stream = new Sink({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { ...original, loggerOptions: (level: string) => ({ ...(original.loggerOptions(level) as object), stream }) };
});

describe('redactUrl', () => {
  it('hides secrets that travel in query strings', () => {
    expect(redactUrl('/api/x?token=abc')).toBe('/api/x?token=[redacted]');
    expect(redactUrl('/api/x?a=1&access_token=abc&b=2')).toBe('/api/x?a=1&access_token=[redacted]&b=2');
    expect(redactUrl('/api/x?code=123456&verify_token=t')).toBe('/api/x?code=[redacted]&verify_token=[redacted]');
    expect(redactUrl('/api/x?page=2')).toBe('/api/x?page=2');
  });
});

describe('request logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: true, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => t?.close());

  it('never contain the password or the token of a sign-in', async () => {
    const { email, password } = await buildUser(t.app.db);
    lines.length = 0;
    const login = await t.app.inject({ method: 'POST', url: '/api/galileo/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.access_token as string;
    for (const headers of [{ access_token: token }, { authorization: `Bearer ${token}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/galileo/isSessionActive', headers });
      expect(response.statusCode).toBe(200);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/galileo/login',
      payload: { email, password: `${password}-wrong` },
    });

    // One line per answered request (lib/logger's OneLinePerRequest): four requests, four lines at least.
    expect(lines.length).toBeGreaterThanOrEqual(4);
    const log = lines.join('\n');
    expect(log).not.toContain(password);
    expect(log).not.toContain(token);
    for (const line of lines) {
      const entry = JSON.parse(line);
      if (entry.req) expect(entry.req.requestId).toEqual(expect.any(String));
    }
    expect(log).toContain('/api/galileo/login');
  });

  it('logs a URL with ?token=abc as token=[redacted]', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health?token=abc&page=2' });
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toContain('/api/health?token=[redacted]&page=2');
    expect(lines.join('\n')).not.toContain('token=abc');
  });
});
