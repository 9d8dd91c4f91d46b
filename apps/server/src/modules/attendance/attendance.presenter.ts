import {
  ATTENDANCE_STATUSES,
  type AttendanceCounts,
  type AttendanceLog,
  type AttendanceReportRow,
  type AttendanceStatus,
} from '@bright/contracts';
import { attendanceRate } from './attendance.policy';
import type { MarkRow, SessionRow } from './attendance.queries';

export const emptyCounts = (): AttendanceCounts => ({ PRESENT: 0, ABSENT: 0, LATE: 0, EXCUSED: 0 });

export function countStatuses(statuses: Iterable<AttendanceStatus>): AttendanceCounts {
  const counts = emptyCounts();
  for (const status of statuses) counts[status] += 1;
  return counts;
}

export function addCounts(into: AttendanceCounts, from: AttendanceCounts) {
  for (const status of ATTENDANCE_STATUSES) into[status] += from[status];
  return into;
}

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export function toAttendanceLog(row: SessionRow, className: string, marks: MarkRow[]): AttendanceLog {
  const own = marks.filter((mark) => mark.attendanceId === row.session.id);
  return {
    attendanceId: row.session.id,
    classId: row.session.classId,
    className,
    teacher: { id: row.session.teacherId, name: name(row.teacherFirstName, row.teacherLastName) },
    takenAt: row.session.takenAt.toISOString(),
    counts: countStatuses(own.map((mark) => mark.status)),
    total: own.length,
    marks: own.map((mark) => ({
      studentId: mark.studentId,
      first_name: mark.firstName,
      last_name: mark.lastName,
      status: mark.status,
    })),
  };
}

export function toReportRow(
  student: { id: string; firstName: string; lastName: string | null; email: string },
  counts: AttendanceCounts,
): AttendanceReportRow {
  return {
    studentId: student.id,
    first_name: student.firstName,
    last_name: student.lastName,
    email: student.email,
    counts,
    rate: attendanceRate(counts),
  };
}
