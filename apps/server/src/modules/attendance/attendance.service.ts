import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_STATUSES,
  type AttendanceEvents,
  type AttendanceReport,
  type AttendanceStatus,
  CLASS_MESSAGES,
  type StudentHistory,
  type TakeAttendanceBody,
} from '@bright/contracts';
import Papa from 'papaparse';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { loadClassFor, classLearnerIds } from '../../lib/class-access';
import { enforce } from '../../lib/authorize';
import { type Period, attendanceRate, canReadStudentAttendance, marksFrom, resolvePeriod } from './attendance.policy';
import { addCounts, countStatuses, emptyCounts, toAttendanceLog, toReportRow } from './attendance.presenter';
import * as q from './attendance.queries';

/** Sends a typed event to one student's room on /notifications; called only after commit. */
export type NotifyStudent = <E extends keyof AttendanceEvents>(
  userId: string,
  event: E,
  ...args: Parameters<AttendanceEvents[E]>
) => void;

type PeriodInput = { range?: Parameters<typeof resolvePeriod>[0]['range']; startDate?: Date; endDate?: Date };

function period(input: PeriodInput): Period {
  const resolved = resolvePeriod(input);
  if ('problem' in resolved) throw badRequest(resolved.problem);
  return resolved;
}

/**
 * Takes a class's attendance: the class's teacher (or an admin) as teacherId, every listed student in
 * the class, one status each; all marks in one transaction; students are told after the commit.
 */
export async function takeAttendance(db: Db, notify: NotifyStudent, actor: Actor, body: TakeAttendanceBody) {
  const { klass } = await loadClassFor(db, actor, body.classId, 'teach');
  if (body.instituteId !== klass.instituteId) throw notFound(CLASS_MESSAGES.classNotFound);
  if (body.teacherId !== actor.userId) throw badRequest(ATTENDANCE_MESSAGES.teacherMismatch);
  const parsed = marksFrom(body);
  if ('problem' in parsed) throw badRequest(parsed.problem);
  const session = await db.transaction(async (tx) => {
    const learners = await classLearnerIds(tx, klass.id);
    if ([...parsed.marks.keys()].some((id) => !learners.has(id))) throw badRequest(ATTENDANCE_MESSAGES.notInClass);
    const row = await q.insertSession(tx, {
      classId: klass.id,
      instituteId: klass.instituteId,
      teacherId: actor.userId,
    });
    await q.insertMarks(tx, row.id, parsed.marks);
    return row;
  });
  for (const [studentId, status] of parsed.marks) {
    notify(studentId, 'attendanceMarked', {
      attendanceId: session.id,
      classId: klass.id,
      takenAt: session.takenAt.toISOString(),
      status,
    });
  }
  const [log] = await logsOf(db, klass, {}, session.id);
  return log!;
}

async function logsOf(db: Db, klass: { id: string; name: string }, range: Period, attendanceId?: string) {
  const sessions = await q.listSessions(db, klass.id, range, attendanceId);
  const marks = await q.marksOf(
    db,
    sessions.map((row) => row.session.id),
  );
  return sessions.map((row) => toAttendanceLog(row, klass.name, marks));
}

/** A class's logs over a period, or one taking by attendanceId (404 when it is not this class's). */
export async function listLogs(db: Db, actor: Actor, query: PeriodInput & { classId: string; attendanceId?: string }) {
  const { klass } = await loadClassFor(db, actor, query.classId, 'teach');
  const logs = await logsOf(db, klass, period(query), query.attendanceId);
  if (query.attendanceId && logs.length === 0) throw notFound(ATTENDANCE_MESSAGES.attendanceNotFound);
  return logs;
}

/** One student's history in a class: the student themself, the class's teachers and admins. */
export async function studentHistory(
  db: Db,
  actor: Actor,
  query: PeriodInput & { classId: string; studentId?: string },
): Promise<StudentHistory> {
  const studentId = query.studentId ?? actor.userId;
  const { klass, membership } = await loadClassFor(db, actor, query.classId, 'read');
  enforce(canReadStudentAttendance(actor, klass, membership, studentId), CLASS_MESSAGES.classNotFound);
  const range = period(query);
  const [student, entries, learners] = await Promise.all([
    q.findUser(db, studentId),
    q.studentMarks(db, klass.id, studentId, range),
    classLearnerIds(db, klass.id),
  ]);
  if (!student || (!learners.has(studentId) && entries.length === 0))
    throw notFound(ATTENDANCE_MESSAGES.studentNotFound);
  const counts = countStatuses(entries.map((entry) => entry.status));
  return {
    student: { id: student.id, first_name: student.firstName, last_name: student.lastName, email: student.email },
    classId: klass.id,
    className: klass.name,
    entries: entries.map((entry) => ({ ...entry, takenAt: entry.takenAt.toISOString() })),
    counts,
    rate: attendanceRate(counts),
  };
}

/** Every student's counts over a period: today's students, and those who left but have marks in it. */
export async function report(
  db: Db,
  actor: Actor,
  classId: string,
  query: { timeFrame?: PeriodInput['range']; startDate?: Date; endDate?: Date },
): Promise<AttendanceReport> {
  const { klass } = await loadClassFor(db, actor, classId, 'teach');
  const range = period({ range: query.timeFrame, startDate: query.startDate, endDate: query.endDate });
  const [{ counts, sessions }, learners] = await Promise.all([
    q.countsByStudent(db, klass.id, range),
    classLearnerIds(db, klass.id),
  ]);
  const perStudent = new Map<string, ReturnType<typeof emptyCounts>>([...learners].map((id) => [id, emptyCounts()]));
  for (const row of counts) {
    const entry = perStudent.get(row.studentId) ?? emptyCounts();
    entry[row.status] += row.n;
    perStudent.set(row.studentId, entry);
  }
  const students = await q.usersByIds(db, [...perStudent.keys()]);
  const total = students.reduce((sum, student) => addCounts(sum, perStudent.get(student.id)!), emptyCounts());
  return {
    classId: klass.id,
    className: klass.name,
    startDate: range.start?.toISOString() ?? null,
    endDate: range.end?.toISOString() ?? null,
    sessions,
    counts: total,
    rate: attendanceRate(total),
    students: students.map((student) => toReportRow(student, perStudent.get(student.id)!)),
  };
}

const STATUS_LETTER: Record<AttendanceStatus, string> = { PRESENT: 'P', ABSENT: 'A', LATE: 'L', EXCUSED: 'E' };

/** CSV: a row per student, a column per taking (oldest first, UTC), then the totals and the rate. */
export async function exportCsv(
  db: Db,
  actor: Actor,
  query: { classId: string; timeFrame?: PeriodInput['range']; startDate?: Date; endDate?: Date },
) {
  const summary = await report(db, actor, query.classId, query);
  const range = period({ range: query.timeFrame, startDate: query.startDate, endDate: query.endDate });
  const sessions = (await q.listSessions(db, query.classId, range, undefined, 366)).reverse();
  const marks = await q.marksOf(
    db,
    sessions.map((row) => row.session.id),
  );
  const byKey = new Map(marks.map((mark) => [`${mark.attendanceId}:${mark.studentId}`, mark.status]));
  const fields = [
    'Student',
    'Email',
    ...sessions.map((row) => row.session.takenAt.toISOString().replace('.000Z', 'Z')),
    ...ATTENDANCE_STATUSES.map((status) => status[0] + status.slice(1).toLowerCase()),
    'Rate %',
  ];
  const data = summary.students.map((student) => [
    [student.first_name, student.last_name].filter(Boolean).join(' '),
    student.email,
    ...sessions.map((row) => {
      const status = byKey.get(`${row.session.id}:${student.studentId}`);
      return status ? STATUS_LETTER[status] : '';
    }),
    ...ATTENDANCE_STATUSES.map((status) => String(student.counts[status])),
    student.rate === null ? '' : String(student.rate),
  ]);
  const safe = summary.className.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'class';
  return { filename: `attendance-${safe}.csv`, csv: `${Papa.unparse({ fields, data }, { escapeFormulae: true })}\r\n` };
}
