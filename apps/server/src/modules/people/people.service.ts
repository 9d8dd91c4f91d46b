import { type CreatePersonBody, PEOPLE_MESSAGES, type PeopleListQuery } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { newCode } from '../../lib/tokens';
import { enforce } from '../../lib/authorize';
import { findInstituteById } from '../institutes';
import { knownRoles } from '../../lib/roles';
import { enforceLimit } from '../licences';
import { invitationMail } from './people.mail';
import {
  additionVerdict,
  adminChangeVerdict,
  canManagePeople,
  canReadPerson,
  canReadStaffInfo,
  isLastAdmin,
  isOfKind,
} from './people.policy';
import { toInstitutePerson, toStaffInfo, toUserSummary } from './people.presenter';
import * as q from './people.queries';

export interface PeopleContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

const activeInstitute = (actor: Actor) => {
  enforce(canManagePeople(actor, actor.instituteId ?? ''), PEOPLE_MESSAGES.instituteNotFound);
  return actor.instituteId!;
};

export async function listPeople(
  db: Db,
  actor: Actor,
  instituteId: string,
  kind: q.PersonKind,
  query: PeopleListQuery,
) {
  enforce(canManagePeople(actor, instituteId), PEOPLE_MESSAGES.instituteNotFound);
  const rows = await q.listPeople(db, instituteId, kind, query);
  return rows.map((row) => toInstitutePerson(row, actor.userId));
}

/**
 * Inside the caller's transaction: the user of this email becomes a member of the institute as `kind`.
 * A new email becomes an invited user (no password until they sign up); an existing user gets the
 * membership or the role. `added` is false when they already were one (the caller decides if that is an
 * error); a student cannot become staff here, nor staff a student.
 */
export async function admitToInstitute(tx: Tx, instituteId: string, kind: q.PersonKind, body: CreatePersonBody) {
  let user = await q.lockUserByEmail(tx, body.email);
  const invited = !user;
  user ??=
    (await q.insertInvitedUser(tx, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName || null,
      contactNumber: body.contactNumber || null,
      kneuraId: newCode(),
    })) ?? (await q.lockUserByEmail(tx, body.email));
  if (!user) throw badRequest(PEOPLE_MESSAGES.userNotFound);
  const existing = await q.lockMembership(tx, instituteId, user.id);
  const verdict = additionVerdict(kind, existing);
  if (verdict === 'conflict') {
    throw badRequest(kind === 'staff' ? PEOPLE_MESSAGES.alreadyStudent : PEOPLE_MESSAGES.alreadyStaff);
  }
  if (verdict === 'duplicate') return { user, invited, added: false };
  const role = kind === 'staff' ? 'instructor' : 'learner';
  await enforceLimit(tx, instituteId, kind === 'staff' ? 'TEACHER' : 'STUDENT');
  if (verdict === 'addRole') await q.setRoles(tx, instituteId, user.id, [...existing!, role]);
  else {
    const isDefault = (await q.countMemberships(tx, user.id)) === 0;
    await q.insertMembership(tx, { instituteId, userId: user.id, roles: [role], isDefault });
  }
  return { user, invited, added: true };
}

/**
 * Adds a teacher or a student to the active institute (see admitToInstitute). The invitation mail goes
 * out after the commit; a mail failure is logged and reported, the membership stays.
 */
export async function addPerson(ctx: PeopleContext, actor: Actor, kind: q.PersonKind, body: CreatePersonBody) {
  const instituteId = activeInstitute(actor);
  const result = await ctx.db.transaction(async (tx) => {
    const { user, invited, added } = await admitToInstitute(tx, instituteId, kind, body);
    if (!added) {
      throw badRequest(kind === 'staff' ? PEOPLE_MESSAGES.teacherDuplicate : PEOPLE_MESSAGES.studentDuplicate);
    }
    const institute = await findInstituteById(tx, instituteId);
    return { person: (await q.findPerson(tx, instituteId, user.id))!, invited, instituteName: institute!.name };
  });
  let invitationSent = true;
  try {
    await ctx.mailer.send(invitationMail(ctx.appUrl, result.person.user, result.instituteName, kind));
  } catch (error) {
    invitationSent = false;
    ctx.log.error({ err: error }, 'invitation mail failed');
  }
  return { person: toInstitutePerson(result.person, actor.userId), invited: result.invited, invitationSent };
}

/** Removes a teacher (or admin) or a student from the institute; never the last admin. */
export async function removePerson(db: Db, actor: Actor, instituteId: string, userId: string, kind: q.PersonKind) {
  enforce(canManagePeople(actor, instituteId), PEOPLE_MESSAGES.instituteNotFound);
  await db.transaction(async (tx) => {
    const admins = await q.lockAdmins(tx, instituteId);
    const roles = await q.lockMembership(tx, instituteId, userId);
    if (!roles || !isOfKind(roles, kind)) {
      throw notFound(kind === 'staff' ? PEOPLE_MESSAGES.teacherNotFound : PEOPLE_MESSAGES.studentNotFound);
    }
    if (isLastAdmin(admins, userId)) throw badRequest(PEOPLE_MESSAGES.lastAdmin);
    await q.removeFromInstitute(tx, instituteId, userId);
  });
  return { userId, instituteId };
}

/** Grants or takes admin in the active institute. The admin rows are locked first (see lockAdmins). */
export async function setAdmin(db: Db, actor: Actor, userId: string, makeAdmin: boolean) {
  const instituteId = activeInstitute(actor);
  return db.transaction(async (tx) => {
    const admins = await q.lockAdmins(tx, instituteId);
    const roles = await q.lockMembership(tx, instituteId, userId);
    if (!roles) throw notFound(PEOPLE_MESSAGES.userNotFound);
    const verdict = adminChangeVerdict(admins, { userId, roles }, makeAdmin);
    if (verdict === 'lastAdmin') throw badRequest(PEOPLE_MESSAGES.lastAdmin);
    if (verdict === 'notTeacher') throw badRequest(PEOPLE_MESSAGES.onlyTeachersAdmin);
    if (verdict === 'grant') await q.setRoles(tx, instituteId, userId, [...roles, 'admin']);
    if (verdict === 'revoke')
      await q.setRoles(
        tx,
        instituteId,
        userId,
        roles.filter((role) => role !== 'admin'),
      );
    return toInstitutePerson((await q.findPerson(tx, instituteId, userId))!, actor.userId);
  });
}

/** A user of the caller's active institute; another institute's user is not found. */
export async function getUser(db: Db, actor: Actor, userId: string) {
  const row = actor.instituteId ? await q.findPerson(db, actor.instituteId, userId) : undefined;
  if (!row) throw notFound(PEOPLE_MESSAGES.userNotFound);
  enforce(canReadPerson(actor, { userId, roles: knownRoles(row.roles) }), PEOPLE_MESSAGES.userNotFound);
  return toUserSummary(row);
}

export async function staffInfo(db: Db, actor: Actor) {
  if (!canReadStaffInfo(actor)) throw forbidden(PEOPLE_MESSAGES.notInstructor);
  const user = await q.findUser(db, actor.userId);
  if (!user) throw notFound(PEOPLE_MESSAGES.userNotFound);
  return toStaffInfo(user);
}
