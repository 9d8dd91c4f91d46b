import type { Role } from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/app-error';

/**
 * Resource rules for institutes, as pure functions. A verdict says what the caller learns: 'notFound'
 * for another institute (ids reveal nothing), 'forbidden' for their own institute without the role.
 */
export type Verdict = 'ok' | 'forbidden' | 'notFound';

type Caller = Pick<Actor, 'instituteId' | 'roles'>;

/** Admin routes act on the session's active institute only. */
export function instituteVerdict(actor: Caller, instituteId: string, roles: readonly Role[]): Verdict {
  if (!actor.instituteId || actor.instituteId !== instituteId) return 'notFound';
  return actor.roles.some((role) => roles.includes(role)) ? 'ok' : 'forbidden';
}

/** Name, address and contact number: the institute's admins. */
export const canManageInstitute = (actor: Caller, instituteId: string) =>
  instituteVerdict(actor, instituteId, ['admin']);

/** Join requests are decided by the admins of the institute they ask to join. */
export const canDecideRequest = (actor: Caller, request: { instituteId: string }) =>
  instituteVerdict(actor, request.instituteId, ['admin']);

/** Staff share the institute's referral code. */
export const canShareInstituteReferral = (actor: Caller, instituteId: string) =>
  instituteVerdict(actor, instituteId, ['admin', 'instructor']);

/** Any member reads their institute's details; only admins may edit them. */
export function canReadInstitute(memberRoles: readonly Role[] | null): Verdict {
  return memberRoles ? 'ok' : 'notFound';
}

/** A user asks to join an institute they do not belong to yet. */
export function joinRequestVerdict(memberRoles: readonly Role[] | null, hasPendingRequest: boolean) {
  if (memberRoles) return 'alreadyMember' as const;
  if (hasPendingRequest) return 'pending' as const;
  return 'ok' as const;
}

/** Turns a verdict into the error the caller gets: 404 with the object's message, or 403. */
export function enforce(verdict: Verdict, notFoundMessage: string, forbiddenMessage?: string) {
  if (verdict === 'notFound') throw notFound(notFoundMessage);
  if (verdict === 'forbidden') throw forbidden(forbiddenMessage);
}
