import { type CodedMessage, ERROR_STATUS, type ErrorCode, MESSAGES } from '@bright/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codedMessage } from '../lib/app-error';
import { validationProblem } from '../lib/validation-message';

// A DELETE that reaches the not-found handler has no DELETE route at its path: 405 as well (§2).
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST']);

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
};

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
