import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { readToken } from './access';

/**
 * Whose budget a request spends. A school puts hundreds of students behind one address, so a signed-in
 * caller has a budget of their own (keyed by a digest of the session token: no secret sits in the
 * limiter); anonymous calls share their address's.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const token = readToken(request);
  if (token) return `session:${createHash('sha256').update(token).digest('base64url')}`;
  return `address:${request.ip}`;
}

/** Only API calls are counted: the web app's files are static, and health probes must always answer. */
export function isUnmetered(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  return !path.startsWith('/api/') || path === '/api/health';
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
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    await app.register(rateLimit, {
      max: options.rateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: rateLimitKey,
      allowList: isUnmetered,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please retry in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
  },
  { name: 'security' },
);
