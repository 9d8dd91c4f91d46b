import type { Access } from '@bright/contracts';

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
