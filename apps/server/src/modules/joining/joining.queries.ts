import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { classJoinRequests, classMembers, classes, institutes, users } from '../../db/schema';
import type { Executor } from '../../db/client';

export async function findClassByJoinCode(db: Executor, code: string) {
  const [row] = await db
    .select({ klass: classes, instituteName: institutes.name })
    .from(classes)
    .innerJoin(institutes, eq(institutes.id, classes.instituteId))
    .where(eq(classes.joinCode, code))
    .limit(1);
  return row;
}

export async function setJoinCode(tx: Executor, classId: string, joinCode: string) {
  const [row] = await tx
    .update(classes)
    .set({ joinCode })
    .where(eq(classes.id, classId))
    .returning({ joinCode: classes.joinCode });
  return row;
}

export async function joinCodeTaken(db: Executor, code: string) {
  const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.joinCode, code)).limit(1);
  return Boolean(row);
}

const requestColumns = {
  id: classJoinRequests.id,
  classId: classJoinRequests.classId,
  className: classes.name,
  instituteId: classes.instituteId,
  userId: classJoinRequests.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: classJoinRequests.status,
  createdAt: classJoinRequests.createdAt,
  decidedAt: classJoinRequests.decidedAt,
};

const requestSelect = (db: Executor) =>
  db
    .select(requestColumns)
    .from(classJoinRequests)
    .innerJoin(classes, eq(classes.id, classJoinRequests.classId))
    .innerJoin(users, eq(users.id, classJoinRequests.userId));

export async function findRequest(db: Executor, requestId: string) {
  const [row] = await requestSelect(db).where(eq(classJoinRequests.id, requestId)).limit(1);
  return row;
}

export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export async function lockRequest(tx: Executor, requestId: string) {
  const [row] = await tx.select().from(classJoinRequests).where(eq(classJoinRequests.id, requestId)).for('update');
  return row;
}

export async function latestRequest(db: Executor, classId: string, userId: string) {
  const [row] = await db
    .select({ status: classJoinRequests.status })
    .from(classJoinRequests)
    .where(and(eq(classJoinRequests.classId, classId), eq(classJoinRequests.userId, userId)))
    .orderBy(desc(classJoinRequests.createdAt))
    .limit(1);
  return row;
}

/** Inserts a pending request; undefined when one is already pending (the partial unique index). */
export async function insertRequest(tx: Executor, classId: string, userId: string) {
  const [row] = await tx
    .insert(classJoinRequests)
    .values({ classId, userId })
    .onConflictDoNothing()
    .returning({ id: classJoinRequests.id });
  return row;
}

export async function decideRequest(
  tx: Executor,
  requestId: string,
  status: 'APPROVED' | 'DECLINED',
  decidedBy: string,
) {
  await tx
    .update(classJoinRequests)
    .set({ status, decidedBy, decidedAt: new Date() })
    .where(eq(classJoinRequests.id, requestId));
}

export async function requestsOfUser(db: Executor, userId: string) {
  return requestSelect(db)
    .where(eq(classJoinRequests.userId, userId))
    .orderBy(desc(classJoinRequests.createdAt))
    .limit(200);
}

/** Pending requests of an institute's classes, narrowed to one class or to the classes a teacher teaches. */
export async function pendingRequests(
  db: Executor,
  filter: { instituteId: string; classId?: string; teacherId?: string },
) {
  const taught = db
    .select({ id: classMembers.classId })
    .from(classMembers)
    .where(and(eq(classMembers.userId, filter.teacherId ?? ''), eq(classMembers.role, 'instructor')));
  return requestSelect(db)
    .where(
      and(
        eq(classes.instituteId, filter.instituteId),
        eq(classJoinRequests.status, 'PENDING'),
        filter.classId ? eq(classes.id, filter.classId) : undefined,
        filter.teacherId ? inArray(classes.id, taught) : undefined,
      ),
    )
    .orderBy(sql`${classJoinRequests.createdAt} asc`)
    .limit(500);
}

export async function teachersOf(db: Executor, classId: string) {
  const rows = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.role, 'instructor')));
  return rows.map((row) => row.userId);
}

export async function insertLearner(tx: Executor, classId: string, userId: string) {
  await tx.insert(classMembers).values({ classId, userId, role: 'learner' }).onConflictDoNothing();
}

export async function teacherNamesOf(db: Executor, classId: string) {
  return db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.role, 'instructor')))
    .orderBy(classMembers.createdAt);
}
