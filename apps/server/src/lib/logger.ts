import type { DestinationStream } from 'pino';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

const SECRET_QUERY = /([?&](?:token|access_token|verify_token|code|cbmsToken)=)[^&]*/gi;

/** Strips secrets that travel in query strings (webview tokens) before a URL is logged. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** pino JSON logs with request ids; no password, token or code reaches a log line. */
export function loggerOptions(level: string, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.access_token',
        'req.headers.cookie',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.access_token',
        '*.code',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        requestId: request.id,
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * Each request logged once, when it is answered: what was asked, how it ended and how long it took, in
 * one line (Fastify writes two, one on arrival and one on the answer; half the logging of every request).
 * Errors, unknown routes and broken streams are logged as Fastify logs them.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
