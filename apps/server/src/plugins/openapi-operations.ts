import type { Access, RouteMedia } from '@bright/contracts';
import { z } from 'zod';

/** The session token, as either header: the two schemes the document defines. */
const SIGNED_IN: Array<Record<string, string[]>> = [{ bearer: [] }, { accessToken: [] }];

/** A stable, unique name per operation for generated clients: `post /api/badge/give-badge` → postApiBadgeGiveBadge. */
export function operationIdOf(method: string, url: string) {
  const words = `${method} ${url}`
    .replace(/:([A-Za-z_]+)/g, 'by $1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

/** A route's security requirement from its access policy: none for public routes, the token otherwise. */
export function securityOf(access: Access | undefined): Array<Record<string, string[]>> {
  return !access || access.kind === 'public' ? [] : SIGNED_IN;
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Bad input: the message says what to change',
  '401': 'No valid session (sign in again)',
  '403': 'Signed in, but not allowed to do this',
  '404': 'Not found, or of another institute',
  '429': 'Too many requests: wait and retry',
};

type Operation = { security?: unknown[]; responses?: Record<string, unknown> };

/** Adds the error answers every operation can give (401 and 403 only where a session is needed). */
export function addErrorResponses(document: { paths?: Record<string, Record<string, Operation>> }) {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const needsSession = (operation.security?.length ?? 0) > 0;
      operation.responses ??= {};
      for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
        if (!needsSession && (status === '401' || status === '403')) continue;
        operation.responses[status] ??= {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        };
      }
    }
  }
  return document;
}

type OperationSchema = { body?: unknown; consumes?: readonly string[]; response?: unknown };
const BINARY = { type: 'string', format: 'binary' };

/** A multipart body: the file fields as binary strings beside the other fields' JSON Schema. */
function multipartBody(multipart: NonNullable<RouteMedia['multipart']>) {
  const fields = multipart.fields
    ? (z.toJSONSchema(multipart.fields, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      })
    : {};
  const files = Object.fromEntries(multipart.files.map((name) => [name, BINARY]));
  const required = [...(multipart.required ? multipart.files : []), ...(fields.required ?? [])];
  return { type: 'object', properties: { ...files, ...fields.properties }, ...(required.length ? { required } : {}) };
}

/** Rewrites what a download sends, an upload takes and a redirect answers, from the contract's media. */
export function withMedia<S extends OperationSchema>(schema: S, media: RouteMedia | undefined): S {
  if (!media) return schema;
  const out: OperationSchema = { ...schema };
  if (media.produces) {
    const content = Object.fromEntries(media.produces.map((type) => [type, { schema: BINARY }]));
    out.response = { ...(out.response as object), 200: { description: 'The file', content } };
  }
  if (media.multipart) {
    out.consumes = ['multipart/form-data'];
    out.body = multipartBody(media.multipart);
  }
  if (media.redirect) {
    out.response = {
      302: {
        description: media.redirect,
        headers: { location: { schema: { type: 'string', format: 'uri-reference' } } },
      },
    };
  }
  return out as S;
}
