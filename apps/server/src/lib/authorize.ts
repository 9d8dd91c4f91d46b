import type { Role } from '@bright/contracts';
import type { Actor } from './actor';
import { forbidden, notFound } from './app-error';

/**
 * The authorization core every module shares. A verdict says what the caller learns: 'notFound' for an
 * object of another institute (ids reveal nothing), 'forbidden' for their own institute without the role.
 */
export type Verdict = 'ok' | 'forbidden' | 'notFound';

type Caller = Pick<Actor, 'instituteId' | 'roles'>;

/** Admin routes act on the session's active institute only. */
export function instituteVerdict(actor: Caller, instituteId: string, roles: readonly Role[]): Verdict {
  if (!actor.instituteId || actor.instituteId !== instituteId) return 'notFound';
  return actor.roles.some((role) => roles.includes(role)) ? 'ok' : 'forbidden';
}

/** Turns a verdict into the error the caller gets: 404 with the object's message, or 403. */
export function enforce(verdict: Verdict, notFoundMessage: string, forbiddenMessage?: string) {
  if (verdict === 'notFound') throw notFound(notFoundMessage);
  if (verdict === 'forbidden') throw forbidden(forbiddenMessage);
}
