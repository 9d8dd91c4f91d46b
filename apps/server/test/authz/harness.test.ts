import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forbidden } from '../../src/lib/app-error';
import { type TestApp, createTestApp } from '../test-app';
import type { AuthzCase } from './authz-case';
import { type World, buildWorld, coverage, limiter, parseRoute, runCase } from './harness';

// The matrix is only worth its green if it turns red: these prove the runner catches each kind of fault.

/** Test-only routes with the faults the matrix exists to find. */
function addFaultyRoutes(app: FastifyInstance) {
  const params = z.object({ id: z.string() });
  // Answers for any institute's id: another institute's admin should get 404.
  app.get(
    '/api/test-only/leaky/:id',
    { config: { access: { kind: 'roles', roles: ['admin'] } }, schema: { params } },
    async () => ({
      message: 'OK',
      data: {},
    }),
  );
  // Refuses another institute's id with 403 instead of 404.
  app.get(
    '/api/test-only/telling/:id',
    { config: { access: { kind: 'signedIn' } }, schema: { params } },
    async (request) => {
      if ((request.params as { id: string }).id !== request.actor?.instituteId) throw forbidden();
      return { message: 'OK', data: {} };
    },
  );
  app.get('/api/test-only/crash', { config: { access: { kind: 'signedIn' } } }, async () => {
    throw new Error('boom');
  });
}

let t: TestApp;
let a: World;
let b: World;
beforeAll(async () => {
  t = await createTestApp({ configure: addFaultyRoutes });
  a = await buildWorld(t.app, 'A');
  b = await buildWorld(t.app, 'B');
});
afterAll(() => t?.close());

const run = (authzCase: AuthzCase) => runCase(t.app, authzCase, a, b);
const everyone = ['admin', 'instructor', 'learner'] as const;

describe('the matrix runner', () => {
  it('passes a route that behaves', async () => {
    expect(
      await run({
        route: 'GET /api/institute/get/:id',
        scope: 'institute',
        allowed: everyone,
        request: async (ctx) => ({ method: 'GET', url: `/api/institute/get/${ctx.institute.id}` }),
      }),
    ).toEqual({ failures: [], serverErrors: [] });
  });

  it("catches another institute's object answered 200 or 403 instead of 404", async () => {
    const leaky = await run({
      route: 'GET /api/test-only/leaky/:id',
      scope: 'institute',
      allowed: ['admin'],
      request: async (ctx) => ({ method: 'GET', url: `/api/test-only/leaky/${ctx.institute.id}` }),
    });
    expect(leaky.failures).toEqual([expect.stringMatching(/as B admin \(another institute\): expected 404, got 200/)]);
    const telling = await run({
      route: 'GET /api/test-only/telling/:id',
      scope: 'institute',
      allowed: everyone,
      request: async (ctx) => ({ method: 'GET', url: `/api/test-only/telling/${ctx.institute.id}` }),
    });
    expect(telling.failures).toEqual([
      expect.stringMatching(/as B admin \(another institute\): expected 404, got 403/),
    ]);
  });

  it('catches a role the route lets in or keeps out against the case', async () => {
    const { failures } = await run({
      route: 'GET /api/staff/info',
      scope: 'self',
      allowed: everyone,
      request: async () => ({ method: 'GET', url: '/api/staff/info' }),
    });
    expect(failures).toEqual([expect.stringMatching(/as A learner: expected 200, got 403/)]);
  });

  it('reports every 5xx with its body', async () => {
    const { serverErrors } = await run({
      route: 'GET /api/test-only/crash',
      scope: 'self',
      allowed: everyone,
      request: async () => ({ method: 'GET', url: '/api/test-only/crash' }),
    });
    expect(serverErrors).toHaveLength(3);
    expect(serverErrors[0]).toMatch(/as A admin: answered 500 .*Something went wrong/);
  });

  it('refuses a case for no route, or whose request goes elsewhere', async () => {
    const request = async () => ({ method: 'GET' as const, url: '/api/galileo/isSessionActive' });
    expect((await run({ route: 'GET /api/nope', scope: 'public', request })).failures).toEqual([
      'GET /api/nope: no such route in app.routeCatalog',
    ]);
    expect((await run({ route: 'GET /api/health', scope: 'public', request })).failures).toEqual([
      'GET /api/health: the request GET /api/galileo/isSessionActive is not this route',
    ]);
  });

  it('lists routes without a case, leaving out the API docs, and cases without a route', () => {
    const request = async () => ({ url: '/' });
    const result = coverage(
      [
        { method: 'GET', url: '/api/openapi.json', access: { kind: 'public' } },
        { method: 'GET', url: '/api/docs/static/*', access: { kind: 'public' } },
        { method: 'GET', url: '/api/health', access: { kind: 'public' } },
        { method: 'POST', url: '/api/galileo/logout', access: { kind: 'signedIn' } },
      ],
      [
        { route: 'GET /api/health', scope: 'public', request },
        { route: 'GET /api/galileo/logout', scope: 'public', request },
      ],
    );
    expect(result).toEqual({ missing: ['POST /api/galileo/logout'], unknown: ['GET /api/galileo/logout'] });
  });

  it('matches concrete paths to route patterns', () => {
    const route = parseRoute('DELETE /api/admin/removeUser/learner/:instituteId/:userId')!;
    expect(route.method).toBe('DELETE');
    expect(route.matches('/api/admin/removeUser/learner/i-1/u-2')).toBe(true);
    expect(route.matches('/api/admin/removeUser/learner/i-1')).toBe(false);
    expect(parseRoute('/api/health')).toBeNull();
  });

  it('runs at most the limit at a time', async () => {
    const limit = limiter(2);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 7 }, () => limit(task)));
    expect(most).toBe(2);
  });
});
