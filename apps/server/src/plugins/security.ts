import type { IncomingMessage, ServerResponse } from 'node:http';
import { retryInMessage } from '@bright/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { readTokenHash } from './access';

/** Never-issued tokens an address may present in a minute before it loses the per-session budgets. */
export const UNKNOWN_TOKENS_PER_MINUTE = 20;
const WINDOW_MS = 60_000;

/**
 * Addresses that presented many never-issued tokens lately: a fresh random token per request would
 * otherwise get a fresh budget each time. Expired tokens do not count (a school's mornings are full of them).
 */
function unknownTokenWatch() {
  const seen = new Map<string, { count: number; until: number }>();
  return {
    note(address: string) {
      const now = Date.now();
      const entry = seen.get(address);
      if (entry && entry.until > now) entry.count += 1;
      else seen.set(address, { count: 1, until: now + WINDOW_MS });
      if (seen.size > 10_000) for (const [key, old] of seen) if (old.until <= now) seen.delete(key);
    },
    isSuspect(address: string) {
      const entry = seen.get(address);
      return entry != null && entry.until > Date.now() && entry.count > UNKNOWN_TOKENS_PER_MINUTE;
    },
  };
}

/**
 * Whose budget a request spends. A school puts hundreds of students behind one address, so a signed-in
 * caller has a budget of their own (keyed by a digest of the session token: no secret sits in the
 * limiter); anonymous calls, and every call of an address that keeps presenting unknown tokens, share
 * the address's.
 */
function rateLimitKey(watch: ReturnType<typeof unknownTokenWatch>) {
  return (request: FastifyRequest): string => {
    const tokenHash = readTokenHash(request);
    if (tokenHash && !watch.isSuspect(request.ip)) return `session:${tokenHash}`;
    return `address:${request.ip}`;
  };
}

/** Only API calls are counted: the web app's files are static, and health probes must always answer. */
function isUnmetered(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  return !path.startsWith('/api/') || path === '/api/health';
}

type HeaderMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers helmet sets, read once: with no per-request directive (no nonce) they are the same for
 * every answer, and running its eleven middlewares on each request cost more than the route they guard.
 */
export function staticHeaders(middleware: HeaderMiddleware): Array<[string, string | number | readonly string[]]> {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error as Error;
    finished = true;
  });
  if (!finished) throw new Error('the security headers depend on something asynchronous');
  return [...headers];
}

/** Security headers with a real Content-Security-Policy for the app, and a rate limit on the API. */
export default fp(
  async function securityPlugin(app: FastifyInstance, options: { rateLimitPerMinute: number }) {
    // helmet's middleware is built once; @fastify/helmet rebuilt it (and re-parsed the CSP) on every request.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI's emotion injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    const headers = staticHeaders(securityHeaders);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    const watch = unknownTokenWatch();
    app.addHook('onResponse', (request, _reply, done) => {
      if (request.presentedUnknownToken) watch.note(request.ip);
      done();
    });
    await app.register(rateLimit, {
      max: options.rateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: rateLimitKey(watch),
      allowList: isUnmetered,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: retryInMessage({ seconds: Math.ceil(context.ttl / 1000) }),
      }),
    });
  },
  { name: 'security' },
);
