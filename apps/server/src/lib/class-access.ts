import { CLASS_MESSAGES } from '@bright/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { classMembers, classes } from '../db/schema';
import type { Actor } from './actor';
import { notFound } from './app-error';
import { type Verdict, enforce } from './authorize';

/**
 * Loading a class for a caller, shared by every module that works inside a class. A class of another
 * institute than the session's active one is 'notFound', never 'forbidden', so that ids reveal nothing
 * (ARCHITECTURE.md §2). The rules are pure functions; loadClassFor decides 404 or 403 in one query.
 */
export type Caller = Pick<Actor, 'userId' | 'instituteId' | 'roles'>;

/** The caller's place in one class: its teacher, its student, or nothing. */
export type ClassMembership = 'instructor' | 'learner' | null;

export interface ClassRef {
  instituteId: string;
}

export type ClassRow = typeof classes.$inferSelect;

export const isAdminOf = (actor: Caller, klass: ClassRef) =>
  actor.instituteId === klass.instituteId && actor.roles.includes('admin');

function sameInstitute(actor: Caller, klass: ClassRef) {
  return Boolean(actor.instituteId) && actor.instituteId === klass.instituteId;
}

/** Reading a class (its name, teachers, own place): its members and the admins of its institute. */
export function canReadClass(actor: Caller, klass: ClassRef, membership: ClassMembership): Verdict {
  if (!sameInstitute(actor, klass)) return 'notFound';
  if (isAdminOf(actor, klass) || membership !== null) return 'ok';
  return 'forbidden';
}

/**
 * Teaching a class (roster, attendance, reports, join requests): the class's teachers, if they still
 * hold the instructor role in the institute, and the institute's admins.
 */
export function canTeachClass(actor: Caller, klass: ClassRef, membership: ClassMembership): Verdict {
  if (!sameInstitute(actor, klass)) return 'notFound';
  if (isAdminOf(actor, klass)) return 'ok';
  return membership === 'instructor' && actor.roles.includes('instructor') ? 'ok' : 'forbidden';
}

/** Renaming, removing, rotating the join code, changing teachers: the same people as teaching. */
export const canManageClass = canTeachClass;

export type ClassNeed = 'read' | 'teach' | 'manage';

const RULES: Record<ClassNeed, (actor: Caller, klass: ClassRow, membership: ClassMembership) => Verdict> = {
  read: canReadClass,
  teach: canTeachClass,
  manage: canManageClass,
};

/** The verdict of one need on one class: for callers that load several classes at once. */
export const classVerdict = (actor: Caller, klass: ClassRow, membership: ClassMembership, need: ClassNeed) =>
  RULES[need](actor, klass, membership);

export interface LoadedClass {
  klass: ClassRow;
  membership: ClassMembership;
}

/** A class and the user's place in it (null: not a member), in one query. */
export async function findClassWithMembership(db: Executor, classId: string, userId: string) {
  const [row] = await db
    .select({ klass: classes, role: classMembers.role })
    .from(classes)
    .leftJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.userId, userId)))
    .where(eq(classes.id, classId))
    .limit(1);
  return row ? { klass: row.klass, membership: row.role ?? null } : undefined;
}

/**
 * Loads a class and authorizes the caller for it: 404 'Class not found' when it does not exist or
 * belongs to another institute, 403 for a member of the institute without the right. Modules that work
 * inside a class (behaviour, badges, feed, scheduler, ...) call this first.
 */
export async function loadClassFor(
  db: Executor,
  actor: Caller,
  classId: string,
  need: ClassNeed,
): Promise<LoadedClass> {
  const found = await findClassWithMembership(db, classId, actor.userId);
  if (!found) throw notFound(CLASS_MESSAGES.classNotFound);
  enforce(RULES[need](actor, found.klass, found.membership), CLASS_MESSAGES.classNotFound);
  return found;
}

/** The class's students now; read inside the transaction that writes for them. */
export async function classLearnerIds(db: Executor, classId: string) {
  const rows = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.role, 'learner')));
  return new Set(rows.map((row) => row.userId));
}
