import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { attendanceMarks, attendanceSessions, classMembers, classes } from '../../db/schema';
import type { Executor } from '../institutes/institutes.queries';

const statusCount = (status: string) =>
  sql<number>`count(${attendanceMarks.studentId}) filter (where ${attendanceMarks.status} = ${status})::int`;

/**
 * What a teacher did in an institute, per local day (in `timeZone`) and class, over `span` days that
 * start `back` days before today: the takings of attendance and their marks.
 */
export async function attendanceByDay(
  db: Executor,
  filter: { teacherId: string; instituteId: string; timeZone: string; back: number; span: number },
) {
  const start = sql`((date_trunc('day', now() AT TIME ZONE ${filter.timeZone}) - make_interval(days => ${filter.back})) AT TIME ZONE ${filter.timeZone})`;
  const end = sql`(${start} + make_interval(days => ${filter.span}))`;
  const day = sql<string>`to_char(${attendanceSessions.takenAt} AT TIME ZONE ${filter.timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        day,
        classId: classes.id,
        className: classes.name,
        sessions: countDistinct(attendanceSessions.id),
        present: statusCount('PRESENT'),
        absent: statusCount('ABSENT'),
        late: statusCount('LATE'),
        excused: statusCount('EXCUSED'),
        lastTakenAt: sql<string>`max(${attendanceSessions.takenAt})`,
      })
      .from(attendanceSessions)
      .innerJoin(classes, eq(classes.id, attendanceSessions.classId))
      .leftJoin(attendanceMarks, eq(attendanceMarks.attendanceId, attendanceSessions.id))
      .where(
        and(
          eq(attendanceSessions.teacherId, filter.teacherId),
          eq(attendanceSessions.instituteId, filter.instituteId),
          sql`${attendanceSessions.takenAt} >= ${start}`,
          sql`${attendanceSessions.takenAt} < ${end}`,
        ),
      )
      // By position: the day expression carries parameters, so repeating it would not match.
      .groupBy(sql`1`, classes.id, classes.name)
      .orderBy(sql`1 desc`, classes.name)
  );
}

export async function taughtClassCount(db: Executor, teacherId: string, instituteId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(
      and(
        eq(classMembers.userId, teacherId),
        eq(classMembers.role, 'instructor'),
        eq(classes.instituteId, instituteId),
      ),
    );
  return row?.n ?? 0;
}
