import { randomBytes } from 'node:crypto';
import { ROLES, type Role } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { openSession } from '../../src/modules/auth';
import { type BuiltUser, type Institute, buildInstitute, buildUser } from '../factories';
import { type AuthzCase, type AuthzContext, type AuthzRequest, caseLabel } from './authz-case';

/** An institute with one user per role, each with that role only. */
export interface World {
  name: string;
  institute: Institute;
  people: Record<Role, BuiltUser>;
}

export async function buildWorld(app: FastifyInstance, name: string): Promise<World> {
  const institute = await buildInstitute(app.db, { name: `Authz ${name} ${randomBytes(3).toString('hex')}` });
  const people = {} as Record<Role, BuiltUser>;
  for (const role of ROLES) {
    people[role] = await buildUser(app.db, { roles: [role], institute, firstName: `${name} ${role}` });
  }
  return { name, institute, people };
}

const unique = () => randomBytes(5).toString('hex');

export function contextFor(app: FastifyInstance, world: World, caller: BuiltUser): AuthzContext {
  const db = app.db;
  return {
    app,
    db,
    institute: world.institute,
    people: world.people,
    caller,
    unique,
    email: () => `authz-${unique()}@example.test`,
    member: (roles, options = {}) => buildUser(db, { ...options, roles, institute: world.institute }),
    outsider: (options = {}) => buildUser(db, { ...options, roles: [] }),
    otherInstitute: () => buildInstitute(db),
    session: async (user, instituteId = world.institute.id) => (await openSession(db, user.user.id, instituteId)).token,
  };
}

/** 'GET /api/user/:id' -> method and a matcher of concrete paths. */
export function parseRoute(route: string) {
  const match = /^(GET|POST|DELETE|PUT|PATCH) (\/\S*)$/.exec(route);
  if (!match) return null;
  const [, method, url] = match as unknown as [string, string, string];
  const pattern = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return { method, url, matches: (path: string) => new RegExp(`^${pattern}$`).test(path) };
}

/** One request of a case: who sends it (null: no token) and what it must answer. */
interface Probe {
  label: string;
  sender: { world: World; role: Role } | null;
  expected: number;
  message?: string;
}

function probesOf(authzCase: AuthzCase, a: World, b: World): Probe[] {
  if (authzCase.scope === 'public') {
    return [{ label: 'no token', sender: null, expected: authzCase.success ?? 200 }];
  }
  const probes: Probe[] = ROLES.map((role) => ({
    label: `${a.name} ${role}`,
    sender: { world: a, role },
    expected: authzCase.allowed.includes(role) ? (authzCase.success ?? 200) : (authzCase.denied ?? 403),
  }));
  probes.push({ label: 'no token', sender: null, expected: 401, message: 'session expired' });
  const first = authzCase.allowed[0];
  if (authzCase.scope === 'institute' && first) {
    probes.push({ label: `${b.name} ${first} (another institute)`, sender: { world: b, role: first }, expected: 404 });
  }
  return probes;
}

export interface ProbeResult {
  /** Expectations not met, one line each. */
  failures: string[];
  /** Every 5xx answer, with its body. */
  serverErrors: string[];
}

const bodyOf = (body: string) => (body.length > 400 ? `${body.slice(0, 400)}...` : body);

/** Runs every probe of a case: builds a fresh request on A for each and sends it as its sender. */
export async function runCase(app: FastifyInstance, authzCase: AuthzCase, a: World, b: World): Promise<ProbeResult> {
  const label = caseLabel(authzCase);
  const route = parseRoute(authzCase.route);
  const failures: string[] = [];
  const serverErrors: string[] = [];
  if (!route) return { failures: [`${label}: route must read 'METHOD /api/path'`], serverErrors };
  if (!app.routeCatalog.some((entry) => entry.method === route.method && entry.url === route.url)) {
    return { failures: [`${label}: no such route in app.routeCatalog`], serverErrors };
  }
  for (const probe of probesOf(authzCase, a, b)) {
    let caller: BuiltUser;
    if (!probe.sender) {
      const role = authzCase.scope === 'public' ? 'learner' : (authzCase.allowed[0] ?? 'learner');
      caller = a.people[role];
    } else if (authzCase.scope !== 'public' && authzCase.freshCaller) {
      caller = await buildUser(app.db, { roles: [probe.sender.role], institute: probe.sender.world.institute });
    } else {
      caller = probe.sender.world.people[probe.sender.role];
    }
    const { contentType, ...options }: AuthzRequest = await authzCase.request(contextFor(app, a, caller));
    const method = String(options.method ?? 'GET').toUpperCase();
    const path = String(options.url ?? options.path ?? '').split('?')[0]!;
    if (method !== route.method || !route.matches(path)) {
      failures.push(`${label}: the request ${method} ${path} is not this route`);
      break;
    }
    const headers: Record<string, string> = {};
    if (contentType) headers['content-type'] = contentType;
    if (probe.sender) {
      const token = (await openSession(app.db, caller.user.id, probe.sender.world.institute.id)).token;
      // Both headers work (ARCHITECTURE.md §2); the cross-institute probe uses the Bearer one.
      if (probe.sender.world === a) headers.access_token = token;
      else headers.authorization = `Bearer ${token}`;
    }
    const response = await app.inject({ ...options, headers });
    const where = `${label} as ${probe.label}`;
    if (response.statusCode >= 500) {
      serverErrors.push(`${where}: answered ${response.statusCode} ${bodyOf(response.body)}`);
    }
    if (response.statusCode !== probe.expected) {
      failures.push(`${where}: expected ${probe.expected}, got ${response.statusCode} ${bodyOf(response.body)}`);
    } else if (probe.message !== undefined) {
      const message = (response.json() as { message?: unknown }).message;
      if (message !== probe.message) failures.push(`${where}: expected message '${probe.message}', got '${message}'`);
    }
  }
  return { failures, serverErrors };
}

/** At most `limit` tasks at a time (Vitest's own limit for concurrent tests is a run-wide setting). */
export function limiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiter, so no newcomer slips in between.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** Routes every matrix must cover: the catalog minus the API docs (plugin routes, public by nature). */
export const DOC_ROUTES = /^\/api\/(docs(\/|$)|openapi\.json$)/;

export function coverage(catalog: FastifyInstance['routeCatalog'], cases: AuthzCase[]) {
  const named = new Set(cases.map((authzCase) => authzCase.route));
  const routes = catalog.filter((entry) => !DOC_ROUTES.test(entry.url)).map((entry) => `${entry.method} ${entry.url}`);
  return {
    missing: routes.filter((route) => !named.has(route)),
    unknown: [...named].filter((route) => !routes.includes(route)),
  };
}
