/// <reference types="vite/client" />
/**
 * Authorization matrix
 *
 * Every registered /api route (app.routeCatalog, minus the API docs) has at least one case in a
 * `<feature>.authz.ts` file beside its module's routes, exporting `authzCases = defineAuthzCases([...])`
 * (test/authz/authz-case.ts). A route without a case fails this file, naming it; so does a case naming a
 * route that does not exist. A new route joins by adding one case to its module's `.authz.ts` (a new
 * module: a new `<feature>.authz.ts`, found by the glob below): its route ('METHOD /api/path' as
 * registered), the roles `allowed` on their own institute's objects, its `scope`, and a `request(ctx)` that
 * builds FRESH objects in ctx.institute (ctx.member, ctx.outsider, ctx.email ...), so destructive routes run
 * again and again. Where the route's real rule is narrower than its role policy, say so in `allowed`/`denied`
 * with a one-line comment (GET /api/user/:id: students see staff and themselves only).
 *
 * Two institutes, A and B, each with an admin-only user, an instructor and a learner. Each request is
 * built on A and sent with a new session (openSession, no argon2) and must answer:
 * - as A's admin, instructor and learner: `success` (default 200) if the role is allowed, else `denied`
 *   (default 403);
 * - with no token: 401 'session expired';
 * - scope 'institute': as B's user of the first allowed role, 404 (ARCHITECTURE.md §2: another
 *   institute's object answers 404, never 403);
 * - scope 'public': `success` without a token;
 * - never a 5xx, anywhere.
 * One app for the file. On PGlite (one connection) cases run one after another, which measured as fast as
 * running them together; on PostgreSQL four at a time (the test schema's pool holds four connections).
 * test/authz/harness.test.ts proves the runner turns red on each kind of fault.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, caseLabel } from './authz';
import { type World, buildWorld, coverage, limiter, runCase } from './authz/harness';
import { type TestApp, createTestApp } from './test-app';
import { testDatabaseKind } from './test-database';

const modules = import.meta.glob<{ authzCases?: AuthzCase[] }>('../src/modules/**/*.authz.ts', { eager: true });
const withoutCases = Object.entries(modules)
  .filter(([, module]) => !Array.isArray(module.authzCases))
  .map(([file]) => file);
const cases = Object.values(modules).flatMap((module) => module.authzCases ?? []);

const CONCURRENCY = testDatabaseKind === 'postgres' ? 4 : 1;
const limit = limiter(CONCURRENCY);
const suite = CONCURRENCY > 1 ? describe.concurrent : describe;

let t: TestApp;
let a: World;
let b: World;
beforeAll(async () => {
  t = await createTestApp();
  a = await buildWorld(t.app, 'A');
  b = await buildWorld(t.app, 'B');
});
afterAll(() => t?.close());

describe('the authorization matrix', () => {
  it('has a case for every route, and every case names a registered route', () => {
    expect(withoutCases, '.authz.ts files that export no authzCases array').toEqual([]);
    const { missing, unknown } = coverage(t.app.routeCatalog, cases);
    expect(missing, 'routes with no case in any <feature>.authz.ts').toEqual([]);
    expect(unknown, 'cases naming a route that is not registered').toEqual([]);
    const labels = cases.map(caseLabel);
    expect(
      labels.filter((label, index) => labels.indexOf(label) !== index),
      'cases of one route need distinct names',
    ).toEqual([]);
  });

  const check = (authzCase: (typeof cases)[number]) =>
    it(caseLabel(authzCase), async () => {
      const { failures, serverErrors } = await limit(() => runCase(t.app, authzCase, a, b));
      expect(serverErrors, 'no request may answer 5xx').toEqual([]);
      expect(failures).toEqual([]);
    });

  suite('each case', () => {
    for (const authzCase of cases.filter((c) => !c.serial)) check(authzCase);
  });
  // A case that deletes all of a caller's rows would race the cases that read or delete one of them.
  describe('each case that must run alone', () => {
    for (const authzCase of cases.filter((c) => c.serial)) check(authzCase);
  });
});
