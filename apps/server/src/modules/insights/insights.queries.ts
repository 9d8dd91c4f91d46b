import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Range } from './insights.range';

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Raw rows: numbers cast in SQL (counts are bigint otherwise), times as Date or ISO text by driver. */
async function rows<T>(db: Executor, query: ReturnType<typeof sql>) {
  return (await db.execute(query)).rows as T[];
}

export interface SkillRow {
  student_id: string | null;
  kind: 'BLOOM' | 'TOPIC';
  key: string;
  label: string;
  topic_id: string | null;
  earned: number;
  possible: number;
  pending: number;
  questions: number;
}

/** The class's skills in the range, summed per student and key (presenter.pooled sums the class's). */
export function classSkills(db: Executor, classId: string, range: Range) {
  return rows<SkillRow>(
    db,
    sql`SELECT student_id, kind, key, max(label) AS label, max(topic_id) AS topic_id,
          sum(earned)::float8 AS earned, sum(possible)::float8 AS possible,
          sum(pending_count)::int AS pending, sum(question_count)::int AS questions
        FROM insight_response_skills
        WHERE class_id = ${classId} AND submitted_at BETWEEN ${ts(range.start)} AND ${ts(range.end)}
        GROUP BY student_id, kind, key`,
  );
}

export function studentSkills(db: Executor, classId: string, studentId: string, range: Range) {
  return rows<SkillRow>(
    db,
    sql`SELECT student_id, kind, key, max(label) AS label, max(topic_id) AS topic_id,
          sum(earned)::float8 AS earned, sum(possible)::float8 AS possible,
          sum(pending_count)::int AS pending, sum(question_count)::int AS questions
        FROM insight_response_skills
        WHERE student_id = ${studentId} AND class_id = ${classId}
          AND submitted_at BETWEEN ${ts(range.start)} AND ${ts(range.end)}
        GROUP BY student_id, kind, key`,
  );
}

export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string | null;
  email: string | null;
}

export function learners(db: Executor, classId: string) {
  return rows<PersonRow>(
    db,
    sql`SELECT u.id, u.first_name, u.last_name, u.email FROM class_members m JOIN users u ON u.id = m.user_id
        WHERE m.class_id = ${classId} AND m.role = 'learner' ORDER BY u.first_name, u.last_name, u.id`,
  );
}

/** A user of the institute, and whether they are a learner of the class. */
export function personIn(db: Executor, userId: string, instituteId: string, classId: string) {
  return rows<PersonRow & { is_learner: boolean }>(
    db,
    sql`SELECT u.id, u.first_name, u.last_name, u.email,
          EXISTS (SELECT 1 FROM class_members c
            WHERE c.class_id = ${classId} AND c.user_id = u.id AND c.role = 'learner') AS is_learner
        FROM users u JOIN memberships m ON m.user_id = u.id AND m.institute_id = ${instituteId}
        WHERE u.id = ${userId}`,
  ).then((found) => found[0]);
}

export interface ResponseScoreRow {
  student_id: string;
  assessment_id: string;
  assessment_name: string;
  submitted_at: Date | string;
  percentage: number | null;
}

/** Submitted responses of the class in the range, with their percentage of the maximum score. */
export function responseScores(db: Executor, classId: string, range: Range, studentId?: string) {
  const ofStudent = studentId ? sql`AND student_id = ${studentId}` : sql``;
  return rows<ResponseScoreRow>(
    db,
    sql`SELECT r.student_id, r.assessment_id, a.name AS assessment_name,
          COALESCE(r.submitted_at, r.updated_at) AS submitted_at,
          CASE WHEN r.max_score > 0 THEN (r.score / r.max_score * 100)::float8 END AS percentage
        FROM assessments a CROSS JOIN LATERAL (
          SELECT * FROM assessment_responses
          WHERE assessment_id = a.id AND status <> 'IN_PROGRESS' ${ofStudent} OFFSET 0) r
        WHERE a.class_id = ${classId}
          AND COALESCE(r.submitted_at, r.updated_at) BETWEEN ${ts(range.start)} AND ${ts(range.end)}
        ORDER BY 4`,
  );
}

/** One learner of the class with their figures for the range (zeros where they have none). */
export interface FiguresRow extends PersonRow {
  /** The class's published assessments of the range assigned to them. */
  assigned: number;
  submitted: number;
  /** Submitted before dueOn, or at all when there is none. */
  on_time: number;
  /** Past due without a submit. */
  overdue_missing: number;
  present: number;
  absent: number;
  late: number;
  excused: number;
  positive: number;
  negative: number;
  badges: number;
}

const between = (column: string, range: Range) =>
  sql`${sql.raw(column)} BETWEEN ${ts(range.start)} AND ${ts(range.end)}`;

/**
 * Every learner of the class (or one of them) with their assignments, attendance, behaviour and badges
 * in the range, in one statement: each part is grouped per student in its own CTE, then joined once.
 */
export function studentFigures(db: Executor, classId: string, range: Range, studentId?: string) {
  const only = (column: string) => (studentId ? sql`AND ${sql.raw(column)} = ${studentId}` : sql``);
  return rows<FiguresRow>(
    db,
    sql`WITH learners AS (
          SELECT u.id, u.first_name, u.last_name, u.email FROM class_members m JOIN users u ON u.id = m.user_id
          WHERE m.class_id = ${classId} AND m.role = 'learner' ${only('m.user_id')}
        ), published AS (
          SELECT id, assigned_to_all, due_on FROM assessments
          WHERE class_id = ${classId} AND status <> 'Unpublished'
            AND ${between('COALESCE(published_at, created_at)', range)}
        ), pairs AS (
          SELECT p.id, p.due_on, l.id AS student_id FROM published p CROSS JOIN learners l
          WHERE p.assigned_to_all OR EXISTS (SELECT 1 FROM assessment_assignees x
            WHERE x.assessment_id = p.id AND x.student_id = l.id AND x.assigned)
        ), work AS (
          SELECT pairs.student_id, count(*)::int AS assigned, count(r.id)::int AS submitted,
            count(r.id) FILTER (WHERE pairs.due_on IS NULL OR r.submitted_at <= pairs.due_on)::int AS on_time,
            count(*) FILTER (WHERE r.id IS NULL AND pairs.due_on < now())::int AS overdue_missing
          FROM pairs LEFT JOIN assessment_responses r
            ON r.assessment_id = pairs.id AND r.student_id = pairs.student_id AND r.status <> 'IN_PROGRESS'
          GROUP BY pairs.student_id
        ), marks AS (
          SELECT m.student_id,
            count(*) FILTER (WHERE m.status = 'PRESENT')::int AS present,
            count(*) FILTER (WHERE m.status = 'ABSENT')::int AS absent,
            count(*) FILTER (WHERE m.status = 'LATE')::int AS late,
            count(*) FILTER (WHERE m.status = 'EXCUSED')::int AS excused
          FROM attendance_marks m
          WHERE m.class_id = ${classId} AND ${between('m.taken_at', range)} ${only('m.student_id')}
          GROUP BY m.student_id
        ), conduct AS (
          SELECT student_id,
            COALESCE(sum(behavior_points) FILTER (WHERE behavior_points > 0), 0)::int AS positive,
            COALESCE(-sum(behavior_points) FILTER (WHERE behavior_points < 0), 0)::int AS negative
          FROM behaviour_feedback
          WHERE class_id = ${classId} AND ${between('created_at', range)} ${only('student_id')}
          GROUP BY student_id
        ), awards AS (
          SELECT student_id, count(*)::int AS badges FROM badge_awards
          WHERE class_id = ${classId} AND ${between('created_at', range)} ${only('student_id')}
          GROUP BY student_id
        )
        SELECT l.id, l.first_name, l.last_name, l.email,
          COALESCE(w.assigned, 0) AS assigned, COALESCE(w.submitted, 0) AS submitted,
          COALESCE(w.on_time, 0) AS on_time, COALESCE(w.overdue_missing, 0) AS overdue_missing,
          COALESCE(k.present, 0) AS present, COALESCE(k.absent, 0) AS absent,
          COALESCE(k.late, 0) AS late, COALESCE(k.excused, 0) AS excused,
          COALESCE(c.positive, 0) AS positive, COALESCE(c.negative, 0) AS negative,
          COALESCE(b.badges, 0) AS badges
        FROM learners l
        LEFT JOIN work w ON w.student_id = l.id
        LEFT JOIN marks k ON k.student_id = l.id
        LEFT JOIN conduct c ON c.student_id = l.id
        LEFT JOIN awards b ON b.student_id = l.id
        ORDER BY l.first_name, l.last_name, l.id`,
  );
}

export interface StudentExtrasRow {
  recent: { remarks: string; points: number; created_at: string }[] | null;
  badge_types: { badge_type: string; count: number }[] | null;
  seconds: number;
}

/** One student's last ten behaviour notes, badges by type and study seconds in the range, in one statement. */
export function studentExtras(db: Executor, classId: string, studentId: string, range: Range) {
  return rows<StudentExtrasRow>(
    db,
    sql`SELECT
          (SELECT json_agg(n ORDER BY n.created_at DESC) FROM (
             SELECT remarks, behavior_points AS points, created_at FROM behaviour_feedback
             WHERE class_id = ${classId} AND student_id = ${studentId} AND ${between('created_at', range)}
             ORDER BY created_at DESC LIMIT 10) n) AS recent,
          (SELECT json_agg(t ORDER BY t.badge_type) FROM (
             SELECT badge_type, count(*)::int AS count FROM badge_awards
             WHERE class_id = ${classId} AND student_id = ${studentId} AND ${between('created_at', range)}
             GROUP BY badge_type) t) AS badge_types,
          (SELECT COALESCE(sum(seconds), 0)::int FROM study_sessions
             WHERE class_id = ${classId} AND student_id = ${studentId} AND ${between('started_at', range)}) AS seconds`,
  ).then((found) => found[0]!);
}
