import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:token|access_token|verify_token|code|cbmsToken)=)[^&]*/gi;

/** Strips secrets that travel in query strings (webview tokens) before a URL is logged. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** pino JSON logs with request ids; no password, token or code reaches a log line. */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
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
