import type { Role } from '@bright/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../src/db/client';
import type { BuildUserOptions, BuiltUser, Institute } from '../factories';

/**
 * Where a case's objects live:
 * - 'institute': they belong to ctx.institute, so an allowed role of ANOTHER institute gets 404
 *   (ARCHITECTURE.md §2: ids reveal nothing);
 * - 'self': the route acts on the caller (or the caller's active institute) only: no cross-institute case;
 * - 'public': no token needed.
 */
export type AuthzScope = 'institute' | 'self' | 'public';

/** What a case sends: any inject option but headers, which the harness owns (the token); a raw body's type
 * goes in contentType (multipart uploads). */
export type AuthzRequest = Omit<InjectOptions, 'headers'> & { contentType?: string };

/** What a case builds its request from. Build FRESH objects for it, so a destructive route can run again. */
export interface AuthzContext {
  app: FastifyInstance;
  db: Db;
  /** The institute the request's objects belong to (institute A). */
  institute: Institute;
  /** Its fixed users with a single role each ('admin' has no other role). */
  people: Record<Role, BuiltUser>;
  /**
   * Who the request is built for: the sender (A's user of the role, a fresh one with freshCaller, or B's user
   * in the cross-institute run); without a token, A's user of the first allowed role, who sends nothing.
   */
  caller: BuiltUser;
  /** A short unique string (names, phone digits). */
  unique: () => string;
  /** A unique, valid email that belongs to nobody yet. */
  email: () => string;
  /** A fresh user with these roles in ctx.institute (factory password, verified email unless told). */
  member: (roles: Role[], options?: Omit<BuildUserOptions, 'roles' | 'institute'>) => Promise<BuiltUser>;
  /** A fresh user who belongs to no institute. */
  outsider: (options?: Omit<BuildUserOptions, 'roles' | 'institute'>) => Promise<BuiltUser>;
  /** A fresh institute nobody in the matrix belongs to. */
  otherInstitute: () => Promise<Institute>;
  /** A new session token for a user (acting in ctx.institute unless told), opened without argon2. */
  session: (user: BuiltUser, instituteId?: string | null) => Promise<string>;
}

interface BaseCase {
  /** 'METHOD /api/path' exactly as in app.routeCatalog (`GET /api/user/:id`). */
  route: string;
  /** Tells apart several cases of one route (a narrower rule shown on two targets). */
  name?: string;
  /** Runs after the concurrent cases, alone: it changes what another case of the same caller reads. */
  serial?: boolean;
  request: (ctx: AuthzContext) => Promise<AuthzRequest>;
}

export interface GuardedCase extends BaseCase {
  scope: 'institute' | 'self';
  /** The roles that succeed acting on their OWN institute's objects; the others get `denied`. */
  allowed: readonly Role[];
  /** Status of an allowed role; default 200. */
  success?: number;
  /** Status of a role not allowed; default 403. */
  denied?: 403 | 404;
  /** Send each request as a fresh user of the role (of the sender's institute): for routes that change the
   * caller in a way the fixed users must not keep (their password). */
  freshCaller?: boolean;
}

export interface PublicCase extends BaseCase {
  scope: 'public';
  /** The status expected without a token; default 200. A 4xx business refusal is fine where the happy
   * path needs a secret the test cannot have (a mailed code, a Google ID token). */
  success?: number;
}

export type AuthzCase = GuardedCase | PublicCase;

/** A module's `<feature>.authz.ts` exports its cases as `authzCases = defineAuthzCases([...])`. */
export const defineAuthzCases = (cases: AuthzCase[]) => cases;

export const caseLabel = (authzCase: AuthzCase) =>
  authzCase.name ? `${authzCase.route} (${authzCase.name})` : authzCase.route;
