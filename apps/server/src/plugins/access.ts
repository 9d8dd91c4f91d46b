import type { Access } from '@bright/contracts';
import { MESSAGES } from '@bright/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/actor';
import { forbidden, unauthenticated } from '../lib/app-error';
import { hashToken } from '../lib/tokens';
import { SessionCache } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The request carried a token that was never issued (the rate limiter watches for these). */
    presentedUnknownToken: boolean;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** The session behind each token, held in memory; forget() after whatever ends or alters a session. */
    sessions: SessionCache;
    /** Every registered API route with its policy: what the route-policy test walks. */
    routeCatalog: Array<{ method: string; url: string; access: Access }>;
  }
}

/** Routes that plugins register (the API docs) are public by nature. */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs', '/api/openapi.json'];

export class MissingAccessPolicyError extends Error {}

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.access_token;
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct) return direct;
  const authorization = request.headers.authorization;
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  return match?.[1];
}

const DIGEST = Symbol('token digest');
type WithDigest = FastifyRequest & { [DIGEST]?: string | null };

/**
 * The digest of the request's token (what sessions are stored and rate-limited by), computed once per
 * request: the rate limiter and the session lookup both need it. null: no token.
 */
export function readTokenHash(request: FastifyRequest): string | null {
  const memo = request as WithDigest;
  if (memo[DIGEST] === undefined) {
    const token = readToken(request);
    memo[DIGEST] = token ? hashToken(token) : null;
  }
  return memo[DIGEST];
}

export default fp(
  async function accessPlugin(app: FastifyInstance) {
    app.decorateRequest('actor', null);
    app.decorateRequest('presentedUnknownToken', false);
    app.decorate('routeCatalog', []);
    app.decorate('sessions', new SessionCache(app.db));

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api')) return;
      if (PLUGIN_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        route.config = { ...route.config, access: { kind: 'public' } };
      }
      const policy = route.config?.access;
      if (!policy) {
        throw new MissingAccessPolicyError(`Route ${String(route.method)} ${route.url} declares no access policy`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.routeCatalog.push({ method, url: route.url, access: policy });
      }
    });

    // Before validation: a caller without a valid session learns nothing about a route's input (401, not 400).
    app.addHook('preValidation', async (request) => {
      const policy = request.routeOptions.config.access;
      if (!policy) return;
      const tokenHash = readTokenHash(request);
      if (!tokenHash) {
        if (policy.kind === 'public') return;
        throw unauthenticated(MESSAGES.sessionExpired);
      }
      const resolution = await app.sessions.resolveHash(tokenHash);
      if ('actor' in resolution) request.actor = resolution.actor;
      else request.presentedUnknownToken = resolution.problem === 'invalid';
      if (policy.kind === 'public') return;
      if (!request.actor) {
        throw unauthenticated(request.presentedUnknownToken ? MESSAGES.unauthorizedUser : MESSAGES.sessionExpired);
      }
      if (policy.kind === 'roles' && !request.actor.roles.some((role) => policy.roles.includes(role))) {
        throw forbidden();
      }
    });
  },
  { name: 'access', dependencies: ['database'] },
);
