import { type CodedMessage, ERROR_STATUS, type ErrorCode, MESSAGES } from '@bright/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, badRequest, codedMessage } from '../lib/app-error';
import { nulPath } from '../lib/nul-text';
import { validationProblem } from '../lib/validation-message';

// A DELETE that reaches the not-found handler has no DELETE route at its path: 405 as well (§2).
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST']);

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
};

/**
 * What the multipart parser (busboy) throws for a body that is not well-formed multipart: a plain Error
 * with no status, which would otherwise end as a 500 in every upload reader.
 */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|\w+ terminated early due to unexpected end of multipart data|Malformed .*)$/;
const isBrokenMultipart = (request: FastifyRequest, error: Error) =>
  request.isMultipart?.() === true &&
  !('statusCode' in error && error.statusCode) &&
  BROKEN_MULTIPART.test(error.message);

/** The error body of ARCHITECTURE.md §2: `{message, code, params?}` plus a refusal's own fields. */
const errorBody = ({ message, code, params }: CodedMessage, extra: Record<string, string> = {}) => ({
  message,
  code,
  ...(params ? { params } : {}),
  ...extra,
});

const KIND_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([kind, status]) => [status, kind as ErrorCode]),
);
const coded = (status: number, message: string) => codedMessage(KIND_BY_STATUS.get(status) ?? 'BAD_REQUEST', message);

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the static plugin: serves index.html for client routes. */
    spaFallback?: NotFoundFallback;
  }
}

/** One place that turns every failure into the envelope and status of ARCHITECTURE.md §2. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const { message, messageCode: code, params } = error;
        return reply
          .status(error.status)
          .send(errorBody({ message, code, ...(params ? { params } : {}) }, error.extra));
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        return reply.status(400).send(errorBody(validationProblem(error.validation ?? [], error.validationContext)));
      }
      if (isBrokenMultipart(request, error)) {
        return reply.status(400).send(errorBody(coded(400, MESSAGES.invalidMultipart)));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
        return reply.status(status).send(errorBody(coded(status, message)));
      }
      request.log.error({ err: error }, 'request failed');
      const internal = coded(500, MESSAGES.somethingWentWrong);
      return reply.status(500).send(errorBody(internal, { requestId: request.id }));
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (!ALLOWED_METHODS.has(request.method)) {
        return reply
          .status(405)
          .header('allow', 'GET, POST')
          .send(errorBody(coded(405, MESSAGES.methodNotAllowed)));
      }
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && app.spaFallback) {
        return app.spaFallback(request, reply);
      }
      return reply.status(404).send(errorBody(coded(404, MESSAGES.routeNotFound)));
    });

    // After validation, before any service: PostgreSQL would fail on a NUL inside text (a 500).
    app.addHook('preHandler', async (request) => {
      const where = nulPath(request.body) ?? nulPath(request.query) ?? nulPath(request.params);
      if (where !== undefined) throw badRequest(`${MESSAGES.nulCharacter}: ${where}`);
    });

    // A path that climbs out of its folder once decoded is refused before routing.
    app.addHook('onRequest', async (request, reply) => {
      const rawPath = request.url.split('?')[0] ?? '';
      let decoded = rawPath;
      try {
        decoded = decodeURIComponent(rawPath);
      } catch {
        return reply.status(400).send(errorBody(coded(400, MESSAGES.invalidPath)));
      }
      if (/(^|[\\/])\.\.([\\/]|$)/.test(decoded) || decoded.includes('\0')) {
        return reply.status(400).send(errorBody(coded(400, MESSAGES.invalidPath)));
      }
    });
  },
  { name: 'errors' },
);
