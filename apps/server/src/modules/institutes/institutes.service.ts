import { INSTITUTE_MESSAGES, type UpdateInstituteBody } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { toSessionUser } from '../auth';
import { enforce } from '../../lib/authorize';
import { canManageInstitute, canReadInstitute } from './institutes.policy';
import { knownRoles } from '../../lib/roles';
import { toInstitute, toInstituteListItem } from './institutes.presenter';
import * as q from './institutes.queries';

/** The caller's institutes with their roles; marks the default and the session's active one. */
export async function listInstitutes(db: Db, actor: Actor) {
  const rows = await q.listMembershipsOfUser(db, actor.userId);
  return rows.map((row) => toInstituteListItem(row, actor.instituteId));
}

/**
 * Makes an institute the caller's default and the active institute of this session, in one
 * transaction: later requests with the same token act there. Not a member: 404.
 */
export async function setDefaultInstitute(db: Db, actor: Actor, instituteId: string, token: string) {
  return db.transaction(async (tx) => {
    const membership = await q.findMembershipOfUser(tx, actor.userId, instituteId);
    enforce(canReadInstitute(membership ? knownRoles(membership.roles) : null), INSTITUTE_MESSAGES.instituteNotFound);
    await q.setDefaultMembership(tx, actor.userId, instituteId);
    await q.setSessionInstitute(tx, actor.sessionId, instituteId);
    const user = await q.findUserById(tx, actor.userId);
    if (!user) throw notFound('User not found');
    return toSessionUser(user, token, membership!);
  });
}

/** Public fields of the institutes behind some codes; unknown codes are left out. */
export async function institutesByCodes(db: Db, codes: string[]) {
  const rows = await q.findInstitutesByCodes(db, codes);
  return rows.map((row) => ({ instituteKneuraId: row.kneuraId, name: row.name }));
}

export async function getInstitute(db: Db, actor: Actor, instituteId: string) {
  const membership = await q.findMembershipOfUser(db, actor.userId, instituteId);
  enforce(canReadInstitute(membership ? knownRoles(membership.roles) : null), INSTITUTE_MESSAGES.instituteNotFound);
  return toInstitute(membership!.institute, canManageInstitute(actor, instituteId) === 'ok');
}

/** Name, address, contact number of the active institute; both path ids must name it. */
export async function updateInstitute(
  db: Db,
  actor: Actor,
  params: { instituteKneuraId: string; instituteId: string },
  body: UpdateInstituteBody,
) {
  enforce(canManageInstitute(actor, params.instituteId), INSTITUTE_MESSAGES.instituteNotFound);
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.address !== undefined ? { address: body.address || null } : {}),
    ...(body.contactNumber !== undefined ? { contactNumber: body.contactNumber || null } : {}),
  };
  if (Object.keys(changes).length === 0) throw badRequest(INSTITUTE_MESSAGES.nothingToUpdate);
  return db.transaction(async (tx) => {
    const institute = await q.findInstituteById(tx, params.instituteId);
    if (!institute || institute.kneuraId !== params.instituteKneuraId) {
      throw notFound(INSTITUTE_MESSAGES.instituteNotFound);
    }
    return toInstitute(await q.updateInstitute(tx, institute.id, changes), true);
  });
}
