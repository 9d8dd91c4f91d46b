import type { ClassMembersQuery, ClassMemberType } from '@bright/contracts';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { classMembers, classes, memberships, studentGuardians, users } from '../../db/schema';
import type { Executor } from '../../db/client';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Classes by id with the caller's place in each (null: not a member). */
export async function findClassesWithMembership(db: Executor, classIds: string[], userId: string) {
  const rows = await db
    .select({ klass: classes, role: classMembers.role })
    .from(classes)
    .leftJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.userId, userId)))
    .where(inArray(classes.id, classIds));
  return rows.map((row) => ({ klass: row.klass, membership: row.role ?? null }));
}

/** Locks classes in a stable order, so two member changes never deadlock. */
export async function lockClasses(tx: Executor, classIds: string[]) {
  return tx
    .select({ id: classes.id })
    .from(classes)
    .where(inArray(classes.id, classIds))
    .orderBy(asc(classes.id))
    .for('update');
}

export async function instituteRoles(db: Executor, instituteId: string, userIds: string[]) {
  return db
    .select({ userId: memberships.userId, roles: memberships.roles })
    .from(memberships)
    .where(and(eq(memberships.instituteId, instituteId), inArray(memberships.userId, userIds)));
}

export async function existingMembers(db: Executor, classIds: string[], userIds: string[]) {
  return db
    .select({ classId: classMembers.classId, userId: classMembers.userId, role: classMembers.role })
    .from(classMembers)
    .where(and(inArray(classMembers.classId, classIds), inArray(classMembers.userId, userIds)));
}

export async function insertMembers(
  tx: Executor,
  rows: Array<{ classId: string; userId: string; role: ClassMemberType }>,
) {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(classMembers)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: classMembers.userId });
  return inserted.length;
}

export async function membersOfType(tx: Executor, classId: string, role: ClassMemberType) {
  const rows = await tx
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.role, role)));
  return rows.map((row) => row.userId);
}

export async function deleteMembers(tx: Executor, classId: string, role: ClassMemberType, userIds: string[]) {
  const rows = await tx
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.role, role), inArray(classMembers.userId, userIds)))
    .returning({ userId: classMembers.userId });
  return rows.length;
}

const personOrder = (
  query: ClassMembersQuery,
  joinedAt: typeof classMembers.createdAt | typeof memberships.createdAt,
) => {
  const direction = query.order === 'desc' ? desc : asc;
  if (query.sort === 'email') return [direction(users.email)];
  if (query.sort === 'joined') return [direction(joinedAt)];
  return [direction(sql`lower(${users.firstName})`), direction(sql`lower(coalesce(${users.lastName}, ''))`)];
};

const searchFilter = (query: ClassMembersQuery) => {
  if (!query.search) return undefined;
  const pattern = `%${escapeLike(query.search)}%`;
  return or(
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, pattern),
  );
};

/** A class's members of one type, with their guardian on file at the class's institute. */
export async function listClassMembers(
  db: Executor,
  klass: { id: string; instituteId: string },
  role: ClassMemberType,
  query: ClassMembersQuery,
) {
  return db
    .select({ user: users, joinedAt: classMembers.createdAt, guardian: studentGuardians })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .leftJoin(
      studentGuardians,
      and(eq(studentGuardians.userId, users.id), eq(studentGuardians.instituteId, klass.instituteId)),
    )
    .where(and(eq(classMembers.classId, klass.id), eq(classMembers.role, role), searchFilter(query)))
    .orderBy(...personOrder(query, classMembers.createdAt), asc(users.id))
    .limit(2000);
}

export type ClassMemberRow = Awaited<ReturnType<typeof listClassMembers>>[number];

export async function findClassMember(db: Executor, klass: { id: string; instituteId: string }, userId: string) {
  const [row] = await db
    .select({ user: users, joinedAt: classMembers.createdAt, guardian: studentGuardians })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .leftJoin(
      studentGuardians,
      and(eq(studentGuardians.userId, users.id), eq(studentGuardians.instituteId, klass.instituteId)),
    )
    .where(and(eq(classMembers.classId, klass.id), eq(classMembers.userId, userId)));
  return row;
}

export interface StudentFilter {
  instituteId: string;
  /** Only students of the classes this user teaches. */
  teacherId?: string;
  /** Only students of this class. */
  classId?: string;
}

/** Students of an institute (learners), narrowed to a teacher's classes or one class. */
export async function listStudents(db: Executor, filter: StudentFilter, query: ClassMembersQuery) {
  const taught = db
    .select({ id: classMembers.classId })
    .from(classMembers)
    .where(and(eq(classMembers.userId, filter.teacherId ?? ''), eq(classMembers.role, 'instructor')));
  const inClasses = (classIds: typeof taught | string[]) =>
    inArray(
      users.id,
      db
        .select({ id: classMembers.userId })
        .from(classMembers)
        .where(and(inArray(classMembers.classId, classIds), eq(classMembers.role, 'learner'))),
    );
  return db
    .select({ user: users, joinedAt: memberships.createdAt, guardian: studentGuardians })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      studentGuardians,
      and(eq(studentGuardians.userId, users.id), eq(studentGuardians.instituteId, filter.instituteId)),
    )
    .where(
      and(
        eq(memberships.instituteId, filter.instituteId),
        sql`'learner' = ANY(${memberships.roles})`,
        filter.teacherId ? inClasses(taught) : undefined,
        filter.classId ? inClasses([filter.classId]) : undefined,
        searchFilter(query),
      ),
    )
    .orderBy(...personOrder(query, memberships.createdAt), asc(users.id))
    .limit(2000);
}

/** The classes (of one institute) that some students are in. */
export async function classesOfStudents(db: Executor, instituteId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: classMembers.userId, classId: classes.id, name: classes.name })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(
      and(
        inArray(classMembers.userId, userIds),
        eq(classes.instituteId, instituteId),
        eq(classMembers.role, 'learner'),
      ),
    )
    .orderBy(asc(sql`lower(${classes.name})`));
}
