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
import { bloomsOf, isWeak, percentOf, pooled, round2, toIso, toPerson, topicsOf } from './insights.presenter';
import * as q from './insights.queries';
import { type Range, appliedRange, resolveRange } from './insights.range';

/** Attendance rate: present or late over present, late and absent (excused days left out). */
const attendanceRate = (row: q.FiguresRow) => percentOf(row.present + row.late, row.present + row.late + row.absent);

const mean = (values: number[]) => (values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null);
const sumOf = (rows: q.FiguresRow[], pick: (row: q.FiguresRow) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);
const percentages = (scores: q.ResponseScoreRow[]) =>
  scores.flatMap((row) => (row.percentage === null ? [] : [row.percentage]));

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
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
};

/** What a class's three reads and its PDF are made of: three statements, run side by side. */
async function classData(db: Db, classId: string, range: Range) {
  const [figures, skills, scores] = await Promise.all([
    q.studentFigures(db, classId, range),
    q.classSkills(db, classId, range),
    q.responseScores(db, classId, range),
  ]);
  return { figures, skills, scores };
}
type ClassData = Awaited<ReturnType<typeof classData>>;

function performanceOf({ figures, skills, scores }: ClassData): StudentPerformance[] {
  const skillsOf = groupBy(skills);
  const scoresOf = groupBy(scores);
  return figures.map((row) => {
    const own = skillsOf.get(row.id) ?? [];
    const base = {
      student: toPerson(row),
      averagePercentage: mean(percentages(scoresOf.get(row.id) ?? [])),
      submitted: row.submitted,
      assigned: row.assigned,
      attendanceRate: attendanceRate(row),
      behaviourPoints: row.positive - row.negative,
      badges: row.badges,
      blooms: bloomsOf(own),
      weakTopics: topicsOf(own)
        .filter((topic) => isWeak(topic, PROFICIENCY_THRESHOLD))
        .map((topic) => topic.label),
    };
    return { ...base, reasons: reasonsFor(base, row.overdue_missing) };
  });
}

function summaryOf(klass: { id: string; name: string }, range: Range, data: ClassData): ClassInsights {
  const { figures, skills, scores } = data;
  const rows = performanceOf(data);
  const whole = pooled(skills);
  const positive = sumOf(figures, (row) => row.positive);
  const negative = sumOf(figures, (row) => row.negative);
  return {
    classId: klass.id,
    className: klass.name,
    range: appliedRange(range),
    studentCount: rows.length,
    averagePercentage: mean(percentages(scores)),
    responseRate: percentOf(
      sumOf(figures, (row) => row.submitted),
      sumOf(figures, (row) => row.assigned),
    ),
    attendanceRate: percentOf(
      sumOf(figures, (row) => row.present + row.late),
      sumOf(figures, (row) => row.present + row.late + row.absent),
    ),
    behaviour: { positive, negative, balance: positive - negative },
    blooms: bloomsOf(whole),
    topics: topicsOf(whole),
    trend: weeklyTrend(scores),
    attention: rows
      .filter((row) => row.reasons.length > 0)
      .map((row) => ({ student: row.student, reasons: row.reasons, weakTopics: row.weakTopics })),
  };
}

/** insights/class: the class's summary for the range. */
export async function classInsights(db: Db, actor: Actor, query: InsightsRangeQuery): Promise<ClassInsights> {
  const range = resolveRange(query);
  const { klass } = await loadTaughtClass(db, actor, query.classId);
  return summaryOf(klass, range, await classData(db, klass.id, range));
}

/** The class's summary and each student's performance, from one read (the PDF export). */
export async function classReport(db: Db, actor: Actor, query: InsightsRangeQuery) {
  const range = resolveRange(query);
  const { klass } = await loadTaughtClass(db, actor, query.classId);
  const data = await classData(db, klass.id, range);
  return { summary: summaryOf(klass, range, data), students: performanceOf(data) };
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
  const students = performanceOf(await classData(db, klass.id, range));
  return { classId: klass.id, range: appliedRange(range), students };
}

export async function topicsProficiency(db: Db, actor: Actor, query: InsightsRangeQuery): Promise<TopicsProficiency> {
  const range = resolveRange(query);
  const { klass } = await loadTaughtClass(db, actor, query.classId);
  const [students, perStudent] = await Promise.all([q.learners(db, klass.id), q.classSkills(db, klass.id, range)]);
  const topics = topicsOf(pooled(perStudent));
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
  const [skills, scores, figures, extras] = await Promise.all([
    q.studentSkills(db, klass.id, student.id, range),
    q.responseScores(db, klass.id, range, student.id),
    q.studentFigures(db, klass.id, range, student.id),
    q.studentExtras(db, klass.id, student.id, range),
  ]);
  const own = figures[0]!;
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
      present: own.present,
      absent: own.absent,
      late: own.late,
      excused: own.excused,
      rate: attendanceRate(own),
    },
    behaviour: {
      positive: own.positive,
      negative: own.negative,
      balance: own.positive - own.negative,
      recent: (extras.recent ?? []).map((row) => ({
        remarks: row.remarks,
        points: row.points,
        createdAt: toIso(row.created_at),
      })),
    },
    badges: (extras.badge_types ?? []).map((row) => ({ badgeType: row.badge_type, count: row.count })),
    studyMinutes: round2(extras.seconds / 60),
  };
}
