import {
  CLASS_MESSAGES,
  type ClassListQuery,
  type CreateClassBody,
  PEOPLE_MESSAGES,
  type StaffClassesQuery,
} from '@bright/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { newCode } from '../../lib/tokens';
import { enforce } from '../../lib/authorize';
import { enforceLimit } from '../licences';
import { type Caller, classVerdict, loadClassFor } from '../../lib/class-access';
import { canCreateClass, canListClassesOf } from './classes.policy';
import { toClassSummary } from './classes.presenter';
import * as q from './classes.queries';

/** One class as the caller sees it, read with its details in one statement. */
export async function presentClass(db: Executor, actor: Caller, klass: q.ClassRow) {
  const listing = await q.classListing(db, klass.id, actor.userId);
  if (!listing) throw notFound(CLASS_MESSAGES.classNotFound);
  return toClassSummary(listing, actor);
}

async function firstTeacher(db: Db, actor: Actor, instituteId: string, teacherId: string | undefined) {
  if (!teacherId || teacherId === actor.userId) {
    if (!actor.roles.includes('instructor')) throw badRequest(CLASS_MESSAGES.needTeacher);
    return actor.userId;
  }
  if (!actor.roles.includes('admin')) throw forbidden();
  const roles = await q.findMemberRoles(db, instituteId, teacherId);
  if (!roles?.includes('instructor')) throw notFound(CLASS_MESSAGES.teacherNotInInstitute);
  return teacherId;
}

/** A new class with its first teacher; the name is unique in the institute, whatever its case. */
export async function createClass(
  db: Db,
  actor: Actor,
  params: { instituteKneuraId: string; instituteId: string },
  body: CreateClassBody,
) {
  enforce(canCreateClass(actor, params.instituteId), PEOPLE_MESSAGES.instituteNotFound);
  const institute = await q.findInstitute(db, params.instituteId);
  if (!institute || institute.kneuraId !== params.instituteKneuraId) throw notFound(PEOPLE_MESSAGES.instituteNotFound);
  const teacherId = await firstTeacher(db, actor, institute.id, body.teacherId);
  const klass = await db.transaction(async (tx) => {
    if (await q.findClassByName(tx, institute.id, body.name)) throw badRequest(CLASS_MESSAGES.duplicateName);
    await enforceLimit(tx, institute.id, 'CLASS');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const row = await q.insertClass(tx, {
        instituteId: institute.id,
        name: body.name,
        joinCode: newCode(6),
        createdBy: actor.userId,
      });
      if (row) {
        await q.insertMembers(tx, [{ classId: row.id, userId: teacherId, role: 'instructor' }]);
        return row;
      }
      if (await q.findClassByName(tx, institute.id, body.name)) throw badRequest(CLASS_MESSAGES.duplicateName);
    }
    throw new Error('Could not make a unique join code');
  });
  return presentClass(db, actor, klass);
}

/** Loads, authorizes (as loadClassFor does) and presents a class in one statement. */
export async function getClass(db: Db, actor: Actor, classId: string) {
  const listing = await q.classListing(db, classId, actor.userId);
  if (!listing) throw notFound(CLASS_MESSAGES.classNotFound);
  enforce(classVerdict(actor, listing.klass, listing.membership, 'read'), CLASS_MESSAGES.classNotFound);
  return toClassSummary(listing, actor);
}

export async function renameClass(db: Db, actor: Actor, classId: string, name: string) {
  await loadClassFor(db, actor, classId, 'manage');
  const klass = await db.transaction(async (tx) => {
    const current = await q.lockClass(tx, classId);
    if (!current) throw badRequest(CLASS_MESSAGES.cannotUpdate);
    const clash = await q.findClassByName(tx, current.instituteId, name);
    if (clash && clash.id !== classId) throw badRequest(CLASS_MESSAGES.duplicateName);
    const renamed = await q.renameClass(tx, classId, name);
    if (!renamed) throw badRequest(CLASS_MESSAGES.cannotUpdate);
    return renamed;
  });
  return presentClass(db, actor, klass);
}

export async function removeClass(db: Db, actor: Actor, classId: string) {
  await loadClassFor(db, actor, classId, 'manage');
  const removed = await db.transaction((tx) => q.deleteClass(tx, classId));
  if (!removed) throw notFound(CLASS_MESSAGES.classNotFound);
  return { classId };
}

/** A user's classes: one's own (an admin's are every class of the institute), or, for admins, another's. */
export async function listUserClasses(db: Db, actor: Actor, query: ClassListQuery) {
  if (!actor.instituteId) return [];
  const target = query.userId ?? actor.userId;
  enforce(canListClassesOf(actor, target), PEOPLE_MESSAGES.userNotFound);
  if (target !== actor.userId && !(await q.findMemberRoles(db, actor.instituteId, target))) {
    throw notFound(PEOPLE_MESSAGES.userNotFound);
  }
  const everything = target === actor.userId && actor.roles.includes('admin');
  const rows = await q.listClasses(
    db,
    { instituteId: actor.instituteId, memberId: everything ? undefined : target },
    actor.userId,
    query,
  );
  return rows.map((row) => toClassSummary(row, actor));
}

export async function classesWithInstitute(db: Db, actor: Actor) {
  const institute = actor.instituteId ? await q.findInstitute(db, actor.instituteId) : undefined;
  if (!institute) throw notFound(PEOPLE_MESSAGES.instituteNotFound);
  return {
    institute: { instituteId: institute.id, instituteKneuraId: institute.kneuraId, name: institute.name },
    classes: await listUserClasses(db, actor, {}),
  };
}

/** A staff member's classes, named by kneura ids (the mobile apps' call). */
export async function staffClasses(db: Db, actor: Actor, query: z.infer<typeof StaffClassesQuery>) {
  const institute = actor.instituteId ? await q.findInstitute(db, actor.instituteId) : undefined;
  if (!institute || (query.institute_kneura_id && query.institute_kneura_id !== institute.kneuraId)) {
    throw notFound(PEOPLE_MESSAGES.instituteNotFound);
  }
  // Looked up among the caller's institute only: a code of another institute answers exactly like a
  // made-up one, so codes cannot be probed for existence across institutes.
  const user = query.user_kneura_id
    ? await q.findInstituteMemberByKneuraId(db, institute.id, query.user_kneura_id)
    : { id: actor.userId, roles: await q.findMemberRoles(db, institute.id, actor.userId) };
  if (!user) throw notFound(PEOPLE_MESSAGES.userNotFound);
  enforce(canListClassesOf(actor, user.id), PEOPLE_MESSAGES.userNotFound);
  const roles = user.roles;
  if (!roles || !roles.some((role) => role === 'admin' || role === 'instructor')) {
    throw notFound(PEOPLE_MESSAGES.teacherNotFound);
  }
  const all = query.role === 'admin' && roles.includes('admin');
  const rows = await q.listClasses(
    db,
    { instituteId: institute.id, memberId: all ? undefined : user.id, role: all ? undefined : 'instructor' },
    actor.userId,
  );
  return rows.map((row) => toClassSummary(row, actor));
}
