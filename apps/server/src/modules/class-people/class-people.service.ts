import {
  CLASS_MESSAGES,
  CLASS_PEOPLE_MESSAGES,
  type ClassMembersQuery,
  type ClassMemberType,
  type StudentListQuery,
} from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { classVerdict, loadClassFor } from '../../lib/class-access';
import { keepsATeacher } from '../classes';
import { changeNeed, duplicateVerdict, fitsType, listNeed, studentScope } from './class-people.policy';
import { toClassMember, toStudentListItem } from './class-people.presenter';
import * as q from './class-people.queries';

/**
 * Every class must exist in the caller's institute ('1 or more classes not found', 404) and be one the
 * caller may change; refusing before anything is written.
 */
async function authorizeClasses(db: Db, actor: Actor, classIds: string[], type: ClassMemberType) {
  const found = await q.findClassesWithMembership(db, classIds, actor.userId);
  const verdicts = found.map(({ klass, membership }) => classVerdict(actor, klass, membership, changeNeed(type)));
  if (found.length !== classIds.length || verdicts.includes('notFound')) throw notFound(CLASS_MESSAGES.classesNotFound);
  if (verdicts.includes('forbidden')) throw forbidden();
}

/** Every user must be a member of the institute in the role the type needs. */
async function checkUsers(db: Db, instituteId: string, userIds: string[], type: ClassMemberType) {
  const roles = await q.instituteRoles(db, instituteId, userIds);
  if (roles.length !== userIds.length) throw notFound(CLASS_PEOPLE_MESSAGES.userNotFound);
  if (!roles.every((row) => fitsType(type, row.roles))) throw badRequest(CLASS_MESSAGES.invalidType);
}

/** Adds users to classes as students or teachers: all of them, or none (SPEC §7 addUsers/{type}). */
export async function addUsers(
  db: Db,
  actor: Actor,
  type: ClassMemberType,
  body: { classIds: string[]; userIds: string[] },
) {
  await authorizeClasses(db, actor, body.classIds, type);
  await checkUsers(db, actor.instituteId!, body.userIds, type);
  // No seat check: students and teachers added here are members of the institute already (they count there).
  const count = await db.transaction(async (tx) => {
    await q.lockClasses(tx, body.classIds);
    const existing = await q.existingMembers(tx, body.classIds, body.userIds);
    const verdict = duplicateVerdict(type, existing);
    if (verdict === 'studentDuplicate') throw badRequest(CLASS_MESSAGES.studentInClass);
    if (verdict === 'teacherDuplicate') throw badRequest(CLASS_PEOPLE_MESSAGES.teacherAlready);
    const rows = body.classIds.flatMap((classId) => body.userIds.map((userId) => ({ classId, userId, role: type })));
    const inserted = await q.insertMembers(tx, rows);
    if (inserted !== rows.length) throw badRequest(CLASS_MESSAGES.studentInClass);
    return inserted;
  });
  return { classIds: body.classIds, userIds: body.userIds, count };
}

export async function listMembers(
  db: Db,
  actor: Actor,
  type: ClassMemberType,
  classId: string,
  query: ClassMembersQuery,
) {
  const { klass } = await loadClassFor(db, actor, classId, listNeed(type));
  const rows = await q.listClassMembers(db, klass, type, query);
  return rows.map((row) => toClassMember(row, type));
}

/** Removes users from a class; never its last teacher (SPEC §6: a role cannot always be deleted). */
export async function removeUsers(db: Db, actor: Actor, type: ClassMemberType, classId: string, userIds: string[]) {
  await loadClassFor(db, actor, classId, changeNeed(type));
  const count = await db.transaction(async (tx) => {
    await q.lockClasses(tx, [classId]);
    const current = await q.membersOfType(tx, classId, type);
    if (!userIds.every((id) => current.includes(id))) throw notFound(CLASS_PEOPLE_MESSAGES.notInClass);
    if (type === 'instructor' && !keepsATeacher(current, userIds)) throw badRequest(CLASS_PEOPLE_MESSAGES.lastTeacher);
    return q.deleteMembers(tx, classId, type, userIds);
  });
  return { classIds: [classId], userIds, count };
}

/** Students and My Students: the institute's students, or those of the classes the caller teaches. */
export async function listStudents(db: Db, actor: Actor, query: StudentListQuery) {
  const scope = studentScope(actor.roles, query.scope);
  if (scope === 'forbidden' || !actor.instituteId) throw forbidden();
  if (query.classId) await loadClassFor(db, actor, query.classId, 'teach');
  const rows = await q.listStudents(
    db,
    {
      instituteId: actor.instituteId,
      teacherId: scope === 'mine' ? actor.userId : undefined,
      classId: query.classId,
    },
    query,
  );
  const classes = await q.classesOfStudents(
    db,
    actor.instituteId,
    rows.map((row) => row.user.id),
  );
  return rows.map((row) => toStudentListItem(row, classes));
}
