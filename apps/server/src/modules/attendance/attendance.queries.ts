import type { AttendanceStatus } from '@bright/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { attendanceMarks, attendanceSessions, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { Period } from './attendance.policy';

const inPeriod = (period: Period) =>
  and(
    period.start ? gte(attendanceSessions.takenAt, period.start) : undefined,
    period.end ? lte(attendanceSessions.takenAt, period.end) : undefined,
  );

export async function insertSession(tx: Executor, values: { classId: string; instituteId: string; teacherId: string }) {
  const [row] = await tx.insert(attendanceSessions).values(values).returning();
  return row!;
}

export async function insertMarks(tx: Executor, attendanceId: string, marks: Map<string, AttendanceStatus>) {
  await tx
    .insert(attendanceMarks)
    .values([...marks].map(([studentId, status]) => ({ attendanceId, studentId, status })));
}

const teacher = alias(users, 'teacher');

/** A class's takings in a period (or one by id), newest first, with who took them. */
export async function listSessions(db: Executor, classId: string, period: Period, attendanceId?: string, limit = 500) {
  return db
    .select({
      session: attendanceSessions,
      teacherFirstName: teacher.firstName,
      teacherLastName: teacher.lastName,
    })
    .from(attendanceSessions)
    .leftJoin(teacher, eq(teacher.id, attendanceSessions.teacherId))
    .where(
      and(
        eq(attendanceSessions.classId, classId),
        inPeriod(period),
        attendanceId ? eq(attendanceSessions.id, attendanceId) : undefined,
      ),
    )
    .orderBy(desc(attendanceSessions.takenAt), desc(attendanceSessions.id))
    .limit(limit);
}

export type SessionRow = Awaited<ReturnType<typeof listSessions>>[number];

/** The marks of some takings, with the students' names, in name order. */
export async function marksOf(db: Executor, attendanceIds: string[]) {
  if (attendanceIds.length === 0) return [];
  return db
    .select({
      attendanceId: attendanceMarks.attendanceId,
      studentId: attendanceMarks.studentId,
      status: attendanceMarks.status,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(attendanceMarks)
    .innerJoin(users, eq(users.id, attendanceMarks.studentId))
    .where(inArray(attendanceMarks.attendanceId, attendanceIds))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(coalesce(${users.lastName}, ''))`), asc(users.id));
}

export type MarkRow = Awaited<ReturnType<typeof marksOf>>[number];

/** One student's marks in a class over a period, newest first. */
export async function studentMarks(db: Executor, classId: string, studentId: string, period: Period) {
  return db
    .select({
      attendanceId: attendanceSessions.id,
      takenAt: attendanceSessions.takenAt,
      status: attendanceMarks.status,
    })
    .from(attendanceMarks)
    .innerJoin(attendanceSessions, eq(attendanceSessions.id, attendanceMarks.attendanceId))
    .where(and(eq(attendanceSessions.classId, classId), eq(attendanceMarks.studentId, studentId), inPeriod(period)))
    .orderBy(desc(attendanceSessions.takenAt))
    .limit(2000);
}

/** Per student and status, the number of marks in a class over a period; and the takings counted. */
export async function countsByStudent(db: Executor, classId: string, period: Period) {
  const [counts, [sessions]] = await Promise.all([
    db
      .select({ studentId: attendanceMarks.studentId, status: attendanceMarks.status, n: sql<number>`count(*)::int` })
      .from(attendanceMarks)
      .innerJoin(attendanceSessions, eq(attendanceSessions.id, attendanceMarks.attendanceId))
      .where(and(eq(attendanceSessions.classId, classId), inPeriod(period)))
      .groupBy(attendanceMarks.studentId, attendanceMarks.status),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(attendanceSessions)
      .where(and(eq(attendanceSessions.classId, classId), inPeriod(period))),
  ]);
  return { counts, sessions: sessions?.n ?? 0 };
}

/** Users by id (the students a report names), in name order. */
export async function usersByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(coalesce(${users.lastName}, ''))`), asc(users.id));
}

export async function findUser(db: Executor, id: string) {
  const [row] = await usersByIds(db, [id]);
  return row;
}
