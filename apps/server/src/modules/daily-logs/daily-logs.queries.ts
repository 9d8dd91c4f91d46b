import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { attendanceMarks, attendanceSessions, behaviourFeedback, classMembers, classes } from '../../db/schema';
import type { Executor } from '../../db/client';

const statusCount = (status: string) =>
  sql<number>`count(${attendanceMarks.studentId}) filter (where ${attendanceMarks.status} = ${status})::int`;

interface DayFilter {
  teacherId: string;
  instituteId: string;
  timeZone: string;
  back: number;
  span: number;
}

/** The range's bounds (local midnights in `timeZone`) and the local day of `at`, as SQL. */
function localDays(filter: DayFilter, at: typeof attendanceSessions.takenAt | typeof behaviourFeedback.createdAt) {
  const start = sql`((date_trunc('day', now() AT TIME ZONE ${filter.timeZone}) - make_interval(days => ${filter.back})) AT TIME ZONE ${filter.timeZone})`;
  return {
    inRange: and(sql`${at} >= ${start}`, sql`${at} < (${start} + make_interval(days => ${filter.span}))`),
    day: sql<string>`to_char(${at} AT TIME ZONE ${filter.timeZone}, 'YYYY-MM-DD')`,
  };
}

/**
 * What a teacher did in an institute, per local day (in `timeZone`) and class, over `span` days that
 * start `back` days before today: the takings of attendance and their marks.
 */
export async function attendanceByDay(db: Executor, filter: DayFilter) {
  const { inRange, day } = localDays(filter, attendanceSessions.takenAt);
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
          inRange,
        ),
      )
      // By position: the day expression carries parameters, so repeating it would not match.
      .groupBy(sql`1`, classes.id, classes.name)
      .orderBy(sql`1 desc`, classes.name)
  );
}

/**
 * The behaviour feedback the teacher gave, per local day and class, over the same days. A feedback to
 * the whole class (or a group) writes one row per student under one batch id; it counts once, as one
 * giving, the way a taking of attendance counts once however many students it marks.
 */
export async function feedbackByDay(db: Executor, filter: DayFilter) {
  const { inRange, day } = localDays(filter, behaviourFeedback.createdAt);
  return db
    .select({
      day,
      classId: classes.id,
      className: classes.name,
      given: sql<number>`count(distinct coalesce(${behaviourFeedback.batchId}, ${behaviourFeedback.id}))::int`,
    })
    .from(behaviourFeedback)
    .innerJoin(classes, eq(classes.id, behaviourFeedback.classId))
    .where(
      and(
        eq(behaviourFeedback.teacherId, filter.teacherId),
        eq(behaviourFeedback.instituteId, filter.instituteId),
        inRange,
      ),
    )
    .groupBy(sql`1`, classes.id, classes.name);
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
