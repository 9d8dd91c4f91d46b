import type { Role } from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import { type Verdict, instituteVerdict } from '../../lib/authorize';

/** Resource rules for institutes, as pure functions (verdicts as lib/authorize.ts defines them). */
type Caller = Pick<Actor, 'instituteId' | 'roles'>;

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
