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

/** The class's skills in the range, summed per key, and per student too when `perStudent`. */
export function classSkills(db: Executor, classId: string, range: Range, perStudent: boolean) {
  const student = perStudent ? sql`student_id` : sql`NULL::text`;
  return rows<SkillRow>(
    db,
    sql`SELECT ${student} AS student_id, kind, key, max(label) AS label, max(topic_id) AS topic_id,
          sum(earned)::float8 AS earned, sum(possible)::float8 AS possible,
          sum(pending_count)::int AS pending, sum(question_count)::int AS questions
        FROM insight_response_skills
        WHERE class_id = ${classId} AND submitted_at BETWEEN ${ts(range.start)} AND ${ts(range.end)}
        GROUP BY 1, kind, key`,
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

export function isLearnerOf(db: Executor, classId: string, userId: string) {
  return rows<{ found: number }>(
    db,
    sql`SELECT 1 AS found FROM class_members WHERE class_id = ${classId} AND user_id = ${userId} AND role = 'learner'`,
  ).then((found) => found.length > 0);
}

export function personIn(db: Executor, userId: string, instituteId: string) {
  return rows<PersonRow>(
    db,
    sql`SELECT u.id, u.first_name, u.last_name, u.email FROM users u
        JOIN memberships m ON m.user_id = u.id AND m.institute_id = ${instituteId}
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
  const ofStudent = studentId ? sql`AND r.student_id = ${studentId}` : sql``;
  return rows<ResponseScoreRow>(
    db,
    sql`SELECT r.student_id, r.assessment_id, a.name AS assessment_name,
          COALESCE(r.submitted_at, r.updated_at) AS submitted_at,
          CASE WHEN r.max_score > 0 THEN (r.score / r.max_score * 100)::float8 END AS percentage
        FROM assessment_responses r JOIN assessments a ON a.id = r.assessment_id
        WHERE a.class_id = ${classId} AND r.status <> 'IN_PROGRESS' ${ofStudent}
          AND COALESCE(r.submitted_at, r.updated_at) BETWEEN ${ts(range.start)} AND ${ts(range.end)}
        ORDER BY 4`,
  );
}

export interface AssignedRow {
  student_id: string;
  assigned: number;
  submitted: number;
  on_time: number;
  overdue_missing: number;
}

/**
 * Per student: the class's published assessments of the range assigned to them, how many they
 * submitted, how many on time (before dueOn, or any submit without a due date), and how many are past
 * due without a submit.
 */
export function assignments(db: Executor, classId: string, range: Range) {
  return rows<AssignedRow>(
    db,
    sql`WITH published AS (
          SELECT id, assigned_to_all, due_on FROM assessments
          WHERE class_id = ${classId} AND status <> 'Unpublished'
            AND COALESCE(published_at, created_at) BETWEEN ${ts(range.start)} AND ${ts(range.end)}
        ), pairs AS (
          SELECT p.id, p.due_on, m.user_id AS student_id FROM published p
          JOIN class_members m ON m.class_id = ${classId} AND m.role = 'learner'
          WHERE p.assigned_to_all OR EXISTS (SELECT 1 FROM assessment_assignees x
            WHERE x.assessment_id = p.id AND x.student_id = m.user_id AND x.assigned)
        )
        SELECT pairs.student_id, count(*)::int AS assigned,
          count(r.id)::int AS submitted,
          count(r.id) FILTER (WHERE pairs.due_on IS NULL OR r.submitted_at <= pairs.due_on)::int AS on_time,
          count(*) FILTER (WHERE r.id IS NULL AND pairs.due_on < now())::int AS overdue_missing
        FROM pairs LEFT JOIN assessment_responses r
          ON r.assessment_id = pairs.id AND r.student_id = pairs.student_id AND r.status <> 'IN_PROGRESS'
        GROUP BY pairs.student_id`,
  );
}

export interface AttendanceRow {
  student_id: string;
  present: number;
  absent: number;
  late: number;
  excused: number;
}

export function attendance(db: Executor, classId: string, range: Range, studentId?: string) {
  const ofStudent = studentId ? sql`AND m.student_id = ${studentId}` : sql``;
  return rows<AttendanceRow>(
    db,
    sql`SELECT m.student_id,
          count(*) FILTER (WHERE m.status = 'PRESENT')::int AS present,
          count(*) FILTER (WHERE m.status = 'ABSENT')::int AS absent,
          count(*) FILTER (WHERE m.status = 'LATE')::int AS late,
          count(*) FILTER (WHERE m.status = 'EXCUSED')::int AS excused
        FROM attendance_sessions s JOIN attendance_marks m ON m.attendance_id = s.id
        WHERE s.class_id = ${classId} AND s.taken_at BETWEEN ${ts(range.start)} AND ${ts(range.end)} ${ofStudent}
        GROUP BY m.student_id`,
  );
}

export interface BehaviourRow {
  student_id: string;
  positive: number;
  negative: number;
}

export function behaviour(db: Executor, classId: string, range: Range, studentId?: string) {
  const ofStudent = studentId ? sql`AND student_id = ${studentId}` : sql``;
  return rows<BehaviourRow>(
    db,
    sql`SELECT student_id,
          COALESCE(sum(behavior_points) FILTER (WHERE behavior_points > 0), 0)::int AS positive,
          COALESCE(-sum(behavior_points) FILTER (WHERE behavior_points < 0), 0)::int AS negative
        FROM behaviour_feedback
        WHERE class_id = ${classId} AND created_at BETWEEN ${ts(range.start)} AND ${ts(range.end)} ${ofStudent}
        GROUP BY student_id`,
  );
}

export function recentBehaviour(db: Executor, classId: string, studentId: string, range: Range) {
  return rows<{ remarks: string; points: number; created_at: Date | string }>(
    db,
    sql`SELECT remarks, behavior_points AS points, created_at FROM behaviour_feedback
        WHERE class_id = ${classId} AND student_id = ${studentId}
          AND created_at BETWEEN ${ts(range.start)} AND ${ts(range.end)}
        ORDER BY created_at DESC LIMIT 10`,
  );
}

export function badges(db: Executor, classId: string, range: Range, studentId?: string) {
  const ofStudent = studentId ? sql`AND student_id = ${studentId}` : sql``;
  return rows<{ student_id: string; badge_type: string; count: number }>(
    db,
    sql`SELECT student_id, badge_type, count(*)::int AS count FROM badge_awards
        WHERE class_id = ${classId} AND created_at BETWEEN ${ts(range.start)} AND ${ts(range.end)} ${ofStudent}
        GROUP BY student_id, badge_type ORDER BY badge_type`,
  );
}

export function studySeconds(db: Executor, classId: string, studentId: string, range: Range) {
  return rows<{ seconds: number }>(
    db,
    sql`SELECT COALESCE(sum(seconds), 0)::int AS seconds FROM study_sessions
        WHERE class_id = ${classId} AND student_id = ${studentId}
          AND started_at BETWEEN ${ts(range.start)} AND ${ts(range.end)}`,
  ).then((found) => found[0]?.seconds ?? 0);
}
