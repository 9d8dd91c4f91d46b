import { INSTITUTE_MESSAGES } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { enforceLimit } from '../licences';
import * as rq from './institute-requests.queries';
import { enforce } from '../../lib/authorize';
import { canDecideRequest, canManageInstitute, joinRequestVerdict } from './institutes.policy';
import { knownRoles } from '../../lib/roles';
import { toInstituteRequest } from './institutes.presenter';
import * as q from './institutes.queries';

/** A signed-in user asks to join an institute by its code, as a teacher or a student. */
export async function createRequest(db: Db, actor: Actor, body: { instituteKneuraId: string; role: rq.RequestRole }) {
  return db.transaction(async (tx) => {
    const institute = await q.findInstituteByCode(tx, body.instituteKneuraId);
    if (!institute) throw notFound(INSTITUTE_MESSAGES.instituteNotFound);
    const membership = await q.findMembershipOfUser(tx, actor.userId, institute.id);
    const verdict = joinRequestVerdict(
      membership ? knownRoles(membership.roles) : null,
      await rq.hasPendingRequest(tx, actor.userId, institute.id),
    );
    if (verdict === 'alreadyMember') throw badRequest(INSTITUTE_MESSAGES.alreadyMember);
    if (verdict === 'pending') throw badRequest(INSTITUTE_MESSAGES.requestPending);
    const requestId = await rq.insertRequest(tx, { instituteId: institute.id, userId: actor.userId, role: body.role });
    return toInstituteRequest((await rq.findRequest(tx, requestId))!);
  });
}

export async function listMyRequests(db: Db, actor: Actor) {
  return (await rq.listRequestsOfUser(db, actor.userId)).map(toInstituteRequest);
}

export async function listInstituteRequests(db: Db, actor: Actor, instituteId: string, status?: rq.RequestStatus) {
  enforce(canManageInstitute(actor, instituteId), INSTITUTE_MESSAGES.instituteNotFound);
  return (await rq.listRequestsOfInstitute(db, instituteId, status)).map(toInstituteRequest);
}

/**
 * Approves or declines a pending request of the active institute. Approval gives the user the role
 * (joining the institute if needed) in the same transaction; a request decided already answers 400. A
 * role new to the user takes a seat: past the licence's limit, 406 'Max Limit for ...' and nothing changes.
 */
export async function decideRequest(db: Db, actor: Actor, requestId: string, decision: 'APPROVED' | 'DECLINED') {
  return db.transaction(async (tx) => {
    const request = await rq.findRequest(tx, requestId);
    if (!request) throw notFound(INSTITUTE_MESSAGES.requestNotFound);
    enforce(canDecideRequest(actor, request), INSTITUTE_MESSAGES.requestNotFound);
    if (!(await rq.decidePendingRequest(tx, request.id, decision, actor.userId))) {
      throw badRequest(INSTITUTE_MESSAGES.requestDecided);
    }
    if (decision === 'APPROVED') {
      const current = await q.findMembershipOfUser(tx, request.userId, request.instituteId);
      if (!current || !knownRoles(current.roles).includes(request.role)) {
        await enforceLimit(tx, request.instituteId, request.role === 'instructor' ? 'TEACHER' : 'STUDENT');
      }
      const isFirst = (await rq.countMemberships(tx, request.userId)) === 0;
      await rq.grantRole(tx, request.userId, request.instituteId, request.role, isFirst);
    }
    return toInstituteRequest((await rq.findRequest(tx, request.id))!);
  });
}
