import {
  type AttentionReason,
  type ClassInsights,
  type ClassStudents,
  type InsightsRangeQuery,
  PROFICIENCY_THRESHOLD,
  type StudentPerformance,
  type StudentProfile,
  type StudentRangeQuery,
  type StudentsPerformance,
  type TopicsProficiency,
} from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { loadStudentRecord, loadTaughtClass, logDisclosure } from './insights.access';
import { bloomsOf, isWeak, percentOf, round2, toIso, toPerson, topicsOf } from './insights.presenter';
import * as q from './insights.queries';
import { type Range, appliedRange, resolveRange } from './insights.range';

/** Attendance rate: present or late over present, late and absent (excused days left out). */
const attendanceRate = (row?: q.AttendanceRow) =>
  row ? percentOf(row.present + row.late, row.present + row.late + row.absent) : null;

const mean = (values: number[]) => (values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null);

const LOW_ATTENDANCE = 80;

function reasonsFor(p: Omit<StudentPerformance, 'reasons'>, overdue: number): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (p.averagePercentage !== null && p.averagePercentage < PROFICIENCY_THRESHOLD) reasons.push('LOW_SCORE');
  if (p.weakTopics.length > 0) reasons.push('WEAK_TOPIC');
  if (p.attendanceRate !== null && p.attendanceRate < LOW_ATTENDANCE) reasons.push('LOW_ATTENDANCE');
  if (p.behaviourPoints < 0) reasons.push('NEGATIVE_BEHAVIOUR');
  if (overdue > 0) reasons.push('MISSING_WORK');
  return reasons;
}

const groupBy = <T extends { student_id: string | null }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = row.student_id ?? '';
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  return map;
};

async function performanceOf(db: Db, classId: string, range: Range) {
  const [students, skills, scores, assigned, attendance, behaviour, badges] = await Promise.all([
    q.learners(db, classId),
    q.classSkills(db, classId, range, true),
    q.responseScores(db, classId, range),
    q.assignments(db, classId, range),
    q.attendance(db, classId, range),
    q.behaviour(db, classId, range),
    q.badges(db, classId, range),
  ]);
  const skillsOf = groupBy(skills);
  const scoresOf = groupBy(scores);
  const badgesOf = groupBy(badges);
  const rows: StudentPerformance[] = students.map((person) => {
    const own = skillsOf.get(person.id) ?? [];
    const work = assigned.find((row) => row.student_id === person.id);
    const conduct = behaviour.find((row) => row.student_id === person.id);
    const base = {
      student: toPerson(person),
      averagePercentage: mean(
        (scoresOf.get(person.id) ?? []).flatMap((row) => (row.percentage === null ? [] : [row.percentage])),
      ),
      submitted: work?.submitted ?? 0,
      assigned: work?.assigned ?? 0,
      attendanceRate: attendanceRate(attendance.find((row) => row.student_id === person.id)),
      behaviourPoints: conduct ? conduct.positive - conduct.negative : 0,
      badges: (badgesOf.get(person.id) ?? []).reduce((sum, row) => sum + row.count, 0),
      blooms: bloomsOf(own),
      weakTopics: topicsOf(own)
        .filter((topic) => isWeak(topic, PROFICIENCY_THRESHOLD))
        .map((topic) => topic.label),
    };
    return { ...base, reasons: reasonsFor(base, work?.overdue_missing ?? 0) };
  });
  return { rows, scores, assigned, attendance, behaviour };
}

/** insights/class: the class's summary for the range. */
export async function classInsights(db: Db, actor: Actor, query: InsightsRangeQuery): Promise<ClassInsights> {
  const range = resolveRange(query);
  const { klass } = await loadTaughtClass(db, actor, query.classId);
  const [perf, skills] = await Promise.all([
    performanceOf(db, klass.id, range),
    q.classSkills(db, klass.id, range, false),
  ]);
  const expected = perf.assigned.reduce((sum, row) => sum + row.assigned, 0);
  const submitted = perf.assigned.reduce((sum, row) => sum + row.submitted, 0);
  const totals = perf.attendance.reduce(
    (sum, row) => ({
      present: sum.present + row.present + row.late,
      counted: sum.counted + row.present + row.late + row.absent,
    }),
    { present: 0, counted: 0 },
  );
  const positive = perf.behaviour.reduce((sum, row) => sum + row.positive, 0);
  const negative = perf.behaviour.reduce((sum, row) => sum + row.negative, 0);
  return {
    classId: klass.id,
    className: klass.name,
    range: appliedRange(range),
    studentCount: perf.rows.length,
    averagePercentage: mean(perf.scores.flatMap((row) => (row.percentage === null ? [] : [row.percentage]))),
    responseRate: percentOf(submitted, expected),
    attendanceRate: percentOf(totals.present, totals.counted),
    behaviour: { positive, negative, balance: positive - negative },
    blooms: bloomsOf(skills),
    topics: topicsOf(skills),
    trend: weeklyTrend(perf.scores),
    attention: perf.rows
      .filter((row) => row.reasons.length > 0)
      .map((row) => ({ student: row.student, reasons: row.reasons, weakTopics: row.weakTopics })),
  };
}

/** Monday-based UTC weeks. */
function weekOf(value: Date | string) {
  const day = new Date(value);
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

function weeklyTrend(scores: q.ResponseScoreRow[]) {
  const weeks = new Map<string, number[]>();
  for (const row of scores) {
    const key = weekOf(row.submitted_at);
    weeks.set(key, [...(weeks.get(key) ?? []), ...(row.percentage === null ? [] : [row.percentage])]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, values]) => ({ week, averagePercentage: mean(values), responses: values.length }));
}

export async function studentsPerformance(
  db: Db,
  actor: Actor,
  query: InsightsRangeQuery,
): Promise<StudentsPerformance> {
  const range = resolveRange(query);
  const { klass } = await loadTaughtClass(db, actor, query.classId);
  const { rows } = await performanceOf(db, klass.id, range);
  return { classId: klass.id, range: appliedRange(range), students: rows };
}

export async function topicsProficiency(db: Db, actor: Actor, query: InsightsRangeQuery): Promise<TopicsProficiency> {
  const range = resolveRange(query);
  const { klass } = await loadTaughtClass(db, actor, query.classId);
  const [students, perStudent, whole] = await Promise.all([
    q.learners(db, klass.id),
    q.classSkills(db, klass.id, range, true),
    q.classSkills(db, klass.id, range, false),
  ]);
  const topics = topicsOf(whole);
  const byStudent = groupBy(perStudent);
  return {
    classId: klass.id,
    range: appliedRange(range),
    topics,
    students: students.map((person) => {
      const own = new Map(topicsOf(byStudent.get(person.id) ?? []).map((topic) => [topic.key, topic]));
      return { student: toPerson(person), cells: topics.map((topic) => own.get(topic.key) ?? null) };
    }),
  };
}

export async function classStudents(db: Db, actor: Actor, classId: string): Promise<ClassStudents> {
  const { klass } = await loadTaughtClass(db, actor, classId);
  const students = await q.learners(db, klass.id);
  return { classId: klass.id, students: students.map((row) => ({ student: toPerson(row), email: row.email })) };
}

/** insights/class/student-topics-proficiency: one student's profile (a staff read is logged first). */
export async function studentProfile(
  db: Db,
  actor: Actor,
  query: StudentRangeQuery,
  path: string,
): Promise<StudentProfile> {
  const range = resolveRange(query);
  const record = await loadStudentRecord(db, actor, query.classId, query.studentId);
  await logDisclosure(db, actor, record, path);
  const { klass, student } = record;
  const [skills, scores, attendance, behaviour, recent, badges, seconds] = await Promise.all([
    q.studentSkills(db, klass.id, student.id, range),
    q.responseScores(db, klass.id, range, student.id),
    q.attendance(db, klass.id, range, student.id),
    q.behaviour(db, klass.id, range, student.id),
    q.recentBehaviour(db, klass.id, student.id, range),
    q.badges(db, klass.id, range, student.id),
    q.studySeconds(db, klass.id, student.id, range),
  ]);
  const marks = attendance[0] ?? { student_id: student.id, present: 0, absent: 0, late: 0, excused: 0 };
  const conduct = behaviour[0] ?? { positive: 0, negative: 0 };
  return {
    classId: klass.id,
    className: klass.name,
    range: appliedRange(range),
    student: toPerson(student),
    scores: scores.map((row) => ({
      assessmentId: row.assessment_id,
      assessmentName: row.assessment_name,
      submittedAt: toIso(row.submitted_at),
      percentage: row.percentage === null ? null : round2(row.percentage),
    })),
    blooms: bloomsOf(skills),
    topics: topicsOf(skills),
    attendance: {
      present: marks.present,
      absent: marks.absent,
      late: marks.late,
      excused: marks.excused,
      rate: attendanceRate(attendance[0]),
    },
    behaviour: {
      positive: conduct.positive,
      negative: conduct.negative,
      balance: conduct.positive - conduct.negative,
      recent: recent.map((row) => ({ remarks: row.remarks, points: row.points, createdAt: toIso(row.created_at) })),
    },
    badges: badges.map((row) => ({ badgeType: row.badge_type, count: row.count })),
    studyMinutes: round2(seconds / 60),
  };
}
