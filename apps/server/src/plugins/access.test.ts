import { type Access, ROLES, type Role } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type BuiltUser, buildUser } from '../../test/factories';
import { type TestApp, createTestApp } from '../../test/test-app';
import { openSession } from '../modules/auth';
import { MissingAccessPolicyError } from './access';

/** Test-only routes that put each policy kind in the catalog, with inputs that validation would refuse. */
function addFixtureRoutes(app: FastifyInstance) {
  const ok = async () => ({ message: 'OK', data: {} });
  app.post(
    '/api/test-only/admins/:instituteId/rename',
    {
      config: { access: { kind: 'roles', roles: ['admin'] } },
      schema: { params: z.object({ instituteId: z.string() }), body: z.strictObject({ name: z.string() }) },
    },
    ok,
  );
  app.get(
    '/api/test-only/staff-report',
    {
      config: { access: { kind: 'roles', roles: ['admin', 'instructor'] } },
      schema: { querystring: z.strictObject({ classId: z.string() }) },
    },
    ok,
  );
  app.delete('/api/test-only/mine/:id', { config: { access: { kind: 'signedIn' } } }, ok);
}

/** Every (method, full path) that printRoutes shows, rebuilt from its tree (HEAD left out). */
function printedRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

/** printRoutes hangs a wildcard under the nearest printed node ('/api/docs' + '*' for '/api/docs/static/*'). */
const sameRoute = (printed: string, catalogued: string) =>
  printed === catalogued ||
  (printed.endsWith('*') && catalogued.endsWith('*') && catalogued.startsWith(printed.slice(0, -1)));

const fillParams = (url: string) => url.replace(/:[A-Za-z_]+/g, 'dummy-id').replace(/\*/g, 'dummy');

// One app for the file: the catalog it walks, and the database the refused apps borrow.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ configure: addFixtureRoutes });
});
afterAll(() => t?.close());

describe('every /api route declares an access policy', () => {
  it('lists each registered /api route in the catalog with a valid policy', () => {
    const printed = printedRoutes(t.app).filter((route) => route.url.startsWith('/api'));
    expect(printed.length).toBeGreaterThanOrEqual(5);
    const missing = printed
      .filter(
        (route) =>
          !t.app.routeCatalog.some((entry) => entry.method === route.method && sameRoute(route.url, entry.url)),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    for (const { access } of t.app.routeCatalog) {
      expect(['public', 'signedIn', 'roles']).toContain(access.kind);
      if (access.kind === 'roles') expect(access.roles.length).toBeGreaterThan(0);
    }
    expect(t.app.routeCatalog).toContainEqual({ method: 'GET', url: '/api/health', access: { kind: 'public' } });
    expect(t.app.routeCatalog).toContainEqual({
      method: 'POST',
      url: '/api/galileo/logout',
      access: { kind: 'signedIn' },
    });
  });

  it('refuses at ready time an /api route registered without config.access', async () => {
    const attempt = createTestApp({
      database: t.database,
      configure: (app) => {
        app.get('/api/test-only/no-policy', async () => ({ message: 'OK', data: {} }));
      },
    });
    await expect(attempt).rejects.toBeInstanceOf(MissingAccessPolicyError);
    await expect(attempt).rejects.toThrow('GET /api/test-only/no-policy');
  });

  it('refuses it inside an encapsulated plugin too', async () => {
    const attempt = createTestApp({
      database: t.database,
      configure: async (app) => {
        await app.register(
          async (child) => {
            child.post('/no-policy', async () => ({ message: 'OK', data: {} }));
          },
          { prefix: '/api/test-only' },
        );
      },
    });
    await expect(attempt).rejects.toBeInstanceOf(MissingAccessPolicyError);
  });

  it('lets a route outside /api go without a policy (the web app)', async () => {
    const other = await createTestApp({
      database: t.database,
      configure: (app) => {
        app.get('/test-only-page', async () => 'page');
      },
    });
    await other.close();
  });
});

// Each walk sends one or two requests per guarded route (over 400 now, and growing with every feature),
// many of them opening a session first: on the embedded database under CI's two busy cores that has taken
// over 20 s, the default per-test limit, so the walks get a limit that leaves room for the catalog to grow.
const WALK_TIMEOUT_MS = 180_000;

describe('the authorization walk over the catalog', { timeout: WALK_TIMEOUT_MS }, () => {
  /** One user per role set, so a fresh session can be opened for each request (logout revokes its own). */
  const users = new Map<string, BuiltUser>();

  const tokenFor = async (roles: Role[]) => {
    const key = [...roles].sort().join(',');
    let built = users.get(key);
    if (!built) {
      built = await buildUser(t.app.db, { roles });
      users.set(key, built);
    }
    return (await openSession(t.app.db, built.user.id, built.institute?.id ?? null)).token;
  };

  const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: route.method as 'GET' | 'POST' | 'DELETE',
      url: fillParams(route.url),
      headers,
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });

  const guarded = () => t.app.routeCatalog.filter((route) => route.access.kind !== 'public');

  it('covers routes of each guarded kind', () => {
    const kinds = new Set(guarded().map((route) => route.access.kind));
    expect(kinds).toEqual(new Set<Access['kind']>(['signedIn', 'roles']));
  });

  it('answers 401 "session expired" without a token', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      const response = await call(route);
      if (response.statusCode !== 401 || response.json().message !== 'session expired') {
        failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 "Unauthorized user" for a garbage token, in either header', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      const variants: Array<Record<string, string>> = [
        { access_token: 'garbage-token' },
        { authorization: 'Bearer garbage-token' },
      ];
      for (const headers of variants) {
        const response = await call(route, headers);
        if (response.statusCode !== 401 || response.json().message !== 'Unauthorized user') {
          failures.push(
            `${route.method} ${route.url} ${Object.keys(headers)[0]}: ${response.statusCode} ${response.body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a signed-in user without the route roles', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      if (route.access.kind !== 'roles') continue;
      const allowed = route.access.roles;
      const token = await tokenFor(ROLES.filter((role) => !allowed.includes(role)));
      const response = await call(route, { access_token: token });
      if (response.statusCode !== 403 || response.json().message !== 'Not authorized to perform this action') {
        failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a holder of a valid session with the route roles past the access check', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      const roles = route.access.kind === 'roles' ? [...route.access.roles] : (['learner'] as Role[]);
      const response = await call(route, { authorization: `Bearer ${await tokenFor(roles)}` });
      if (response.statusCode === 401 || (route.access.kind === 'roles' && response.statusCode === 403)) {
        failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
