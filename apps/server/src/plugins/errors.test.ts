import { messageCatalogue } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp } from '../../test/raw-http';
import { type TestApp, createTestApp, listenOnLoopback } from '../../test/test-app';

/** A stack line ("    at fn (file.ts:1:2)") must never reach a client. */
const expectNoStack = (body: string) => {
  expect(body).not.toMatch(/^\s*at /m);
  expect(body).not.toMatch(/\bat .*:\d+:\d+/);
};

const LOGIN = '/api/galileo/login';

describe('the envelope and statuses of ARCHITECTURE.md §2', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({
      configure: (app) => {
        app.get('/api/test-only/boom', { config: { access: { kind: 'public' } } }, async () => {
          throw new Error('database password is hunter2');
        });
      },
    });
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(() => t?.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': contentType }, payload });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s on an existing path answers 405', async (method) => {
    const response = await t.app.inject({ method, url: LOGIN, payload: {} });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({
      message: 'Only GET and POST requests are allowed',
      code: 'error.methodNotAllowed',
    });
    expect(response.headers.allow).toBe('GET, POST');
  });

  it('answers 404 JSON for an unknown /api path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Route not found', code: 'error.routeNotFound' });
    const posted = await t.app.inject({ method: 'POST', url: '/api/no/such/route', payload: {} });
    expect(posted.statusCode).toBe(404);
  });

  it('answers 400 for a broken JSON body', async () => {
    const response = await post('{"email": "a@b.co",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid JSON body', code: 'error.invalidJson' });
  });

  it('answers 400 naming an unknown field of a strict body', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.co', password: 'x', x: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Unknown field: x',
      code: 'validation.unknownFields',
      params: { fields: 'x' },
    });
  });

  it('answers 400 naming a missing field', async () => {
    const response = await post(JSON.stringify({ password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please provide: email',
      code: 'validation.provide',
      params: { field: 'email' },
    });
  });

  it('answers 413 for a JSON body over 1 MiB', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });
    const response = await post(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large', code: 'error.bodyTooLarge' });
  });

  it('answers 415 for an unsupported content type', async () => {
    const response = await post('<login/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(typeof response.json().message).toBe('string');
    expect(response.json().code).toBe('error.unsupportedMediaType');
  });

  it.each([
    '/%2e%2e/%2e%2e/etc/passwd',
    '/api/..%2f..%2fetc',
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%5c..%5cetc',
  ])('refuses the encoded traversal %s with 400 over real HTTP', async (target) => {
    const response = await rawHttp(baseUrl, `GET ${target} HTTP/1.1`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'Invalid path', code: 'error.invalidPath' });
  });

  it('refuses the traversal through inject too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/..%2f..%2fetc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid path', code: 'error.invalidPath' });
  });

  it('answers 4xx to a query string of several megabytes over real HTTP', async () => {
    const response = await rawHttp(baseUrl, `GET /api/health?q=${'a'.repeat(4 * 1024 * 1024)} HTTP/1.1`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectNoStack(response.body);
    // The server is still serving afterwards.
    const health = await rawHttp(baseUrl, 'GET /api/health HTTP/1.1');
    expect(health.status).toBe(200);
  });

  it('hides a 500 behind a request id, with no stack and no detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      message: 'Something went wrong',
      code: 'error.somethingWentWrong',
      requestId: expect.any(String),
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toContain('hunter2');
    expectNoStack(response.body);
  });

  it('answers every failure as JSON {message, code} with a catalogue code and without a stack line', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'PUT', url: LOGIN }),
      t.app.inject({ method: 'GET', url: '/api/nope' }),
      post('{'),
      post('{}'),
      post('<x/>', 'application/xml'),
      t.app.inject({ method: 'GET', url: '/api/test-only/boom' }),
      t.app.inject({ method: 'POST', url: '/api/galileo/logout' }),
      t.app.inject({ method: 'GET', url: '/api/galileo/isSessionActive', headers: { access_token: 'nope' } }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(typeof response.json().message).toBe('string');
      expect(messageCatalogue().has(response.json().code), response.body).toBe(true);
      expectNoStack(response.body);
    }
  });
});
