import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { ClassId } from './classes';
import { EntityId } from './people';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** SPEC §3/§4: PRESENT (the default on load) and ABSENT; LATE and EXCUSED are the additions. */
export const ATTENDANCE_STATUSES = ['PRESENT', 'ABSENT', 'LATE', 'EXCUSED'] as const;
export const AttendanceStatus = z.enum(ATTENDANCE_STATUSES);
export type AttendanceStatus = z.infer<typeof AttendanceStatus>;
export const DEFAULT_ATTENDANCE_STATUS: AttendanceStatus = 'PRESENT';

/** One tap moves a student to the next status of the spec's pair; LATE and EXCUSED are chosen on purpose. */
export const nextAttendanceStatus = (status: AttendanceStatus): AttendanceStatus =>
  status === 'PRESENT' ? 'ABSENT' : 'PRESENT';

export const ATTENDANCE_MESSAGES = defineMessages('attendance', {
  marked: 'Attendance marked successfully',
  notInClass: '1 or more students are not a part of the class',
  twoStatuses: 'A student can have only one status',
  noStudents: 'Please provide: present',
  wrongInstitute: 'Class not found',
  teacherMismatch: 'teacherId must be the signed-in teacher',
  attendanceNotFound: 'Attendance not found',
  studentNotFound: 'Student not found',
  endBeforeStart: 'endDate must not be before startDate',
  rangeTooLong: 'The range can be at most 366 days',
} as const);

/** SPEC §9 log ranges. */
export const ATTENDANCE_RANGES = ['TODAY', 'YESTERDAY', 'LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_60_DAYS'] as const;
export const AttendanceRange = z.enum(ATTENDANCE_RANGES, { error: 'Invalid range' });
export type AttendanceRange = z.infer<typeof AttendanceRange>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A range's bounds in the time zone of whoever runs this (the browser: the user's; the server: UTC):
 * both inclusive. "Last 7 days" is today and the six days before it.
 */
export function rangeBounds(range: AttendanceRange, now = new Date()): { startDate: Date; endDate: Date } {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const daysBack = (days: number) => {
    const day = new Date(today);
    day.setDate(day.getDate() - days);
    return day;
  };
  switch (range) {
    case 'TODAY':
      return { startDate: today, endDate: new Date(today.getTime() + DAY_MS - 1) };
    case 'YESTERDAY':
      return { startDate: daysBack(1), endDate: new Date(today.getTime() - 1) };
    case 'LAST_7_DAYS':
      return { startDate: daysBack(6), endDate: new Date(today.getTime() + DAY_MS - 1) };
    case 'LAST_30_DAYS':
      return { startDate: daysBack(29), endDate: new Date(today.getTime() + DAY_MS - 1) };
    case 'LAST_60_DAYS':
      return { startDate: daysBack(59), endDate: new Date(today.getTime() + DAY_MS - 1) };
  }
}

const Ids = (field: string) =>
  z.array(EntityId, { error: provideMessage(field) }).max(1000, { error: `At most 1000 in ${field}` });

export const TakeAttendanceBody = z.strictObject({
  classId: ClassId,
  instituteId: EntityId,
  absent: Ids('absent'),
  present: Ids('present'),
  late: Ids('late').optional(),
  excused: Ids('excused').optional(),
  teacherId: EntityId,
});
export type TakeAttendanceBody = z.input<typeof TakeAttendanceBody>;

export const AttendanceCounts = z.object({
  PRESENT: z.number().int(),
  ABSENT: z.number().int(),
  LATE: z.number().int(),
  EXCUSED: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof AttendanceCounts>;

export const AttendanceMark = z.object({
  studentId: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  status: AttendanceStatus,
});
export type AttendanceMark = z.infer<typeof AttendanceMark>;

export const AttendanceLog = z
  .object({
    attendanceId: z.string(),
    classId: z.string(),
    className: z.string(),
    teacher: z.object({ id: z.string().nullable(), name: z.string() }),
    takenAt: z.string(),
    counts: AttendanceCounts,
    total: z.number().int(),
    marks: z.array(AttendanceMark),
  })
  .meta({ id: 'AttendanceLog' });
export type AttendanceLog = z.infer<typeof AttendanceLog>;

export const takeAttendanceRoute = defineRoute({
  method: 'POST',
  path: '/api/student/attendance',
  summary:
    "Take a class's attendance: every listed student must be in the class, each with one status; unlisted students are not marked",
  tags: ['attendance'],
  access: access.roles('admin', 'instructor'),
  body: TakeAttendanceBody,
  response: envelope(AttendanceLog),
});

const IsoDate = (field: string) =>
  z.iso.datetime({ offset: true, error: `Invalid ${field}` }).transform((value) => new Date(value));

/** A period: a range of SPEC §9, or startDate and endDate (ISO date-times, both inclusive). */
export const PeriodQuery = z.object({
  range: AttendanceRange.optional(),
  startDate: IsoDate('startDate').optional(),
  endDate: IsoDate('endDate').optional(),
});

export const AttendanceLogQuery = z.strictObject({
  classId: ClassId,
  attendanceId: EntityId.optional(),
  ...PeriodQuery.shape,
});
export type AttendanceLogQuery = z.input<typeof AttendanceLogQuery>;

export const attendanceLogsRoute = defineRoute({
  method: 'GET',
  path: '/api/student/attendance',
  summary:
    "A class's attendance logs, newest first (its teachers and the admins): one by attendanceId, or those of a period",
  tags: ['attendance'],
  access: access.roles('admin', 'instructor'),
  query: AttendanceLogQuery,
  response: envelope(z.array(AttendanceLog)),
});

export const StudentHistory = z
  .object({
    student: z.object({ id: z.string(), first_name: z.string(), last_name: z.string().nullable(), email: z.string() }),
    classId: z.string(),
    className: z.string(),
    entries: z.array(z.object({ attendanceId: z.string(), takenAt: z.string(), status: AttendanceStatus })),
    counts: AttendanceCounts,
    /** (PRESENT + LATE) / (marks − EXCUSED), in percent; null without marks. */
    rate: z.number().nullable(),
  })
  .meta({ id: 'StudentAttendanceHistory' });
export type StudentHistory = z.infer<typeof StudentHistory>;

export const studentAttendanceHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/student/attendance/history',
  summary: "One student's attendance in a class: the student themself, the class's teachers and the admins",
  tags: ['attendance'],
  access: access.signedIn,
  query: z.strictObject({ classId: ClassId, studentId: EntityId.optional(), ...PeriodQuery.shape }),
  response: envelope(StudentHistory),
});

export const AttendanceReportRow = z.object({
  studentId: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  counts: AttendanceCounts,
  rate: z.number().nullable(),
});
export type AttendanceReportRow = z.infer<typeof AttendanceReportRow>;

export const AttendanceReport = z
  .object({
    classId: z.string(),
    className: z.string(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    sessions: z.number().int(),
    counts: AttendanceCounts,
    rate: z.number().nullable(),
    students: z.array(AttendanceReportRow),
  })
  .meta({ id: 'AttendanceReport' });
export type AttendanceReport = z.infer<typeof AttendanceReport>;

/** SPEC §7 "student/class/{id} with timeFrame, startDate, endDate": timeFrame is a range of §9. */
export const ReportQuery = z.strictObject({
  timeFrame: AttendanceRange.optional(),
  startDate: IsoDate('startDate').optional(),
  endDate: IsoDate('endDate').optional(),
});
export type ReportQuery = z.input<typeof ReportQuery>;

export const attendanceReportRoute = defineRoute({
  method: 'GET',
  path: '/api/student/class/:id',
  summary: "A class's attendance report over a period: every student's counts and rate (its teachers and the admins)",
  tags: ['attendance'],
  access: access.roles('admin', 'instructor'),
  params: z.object({ id: ClassId }),
  query: ReportQuery,
  response: envelope(AttendanceReport),
});

export const attendanceExportRoute = defineRoute({
  method: 'GET',
  path: '/api/student/attendance/export',
  summary: "A class's attendance over a period as CSV: a row per student, a column per attendance taken, totals",
  tags: ['attendance'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({ classId: ClassId, ...ReportQuery.shape }),
  response: z.unknown().meta({ description: 'text/csv' }),
  media: { produces: ['text/csv'] },
});

/** Realtime (namespace /notifications, room user:<studentId>), after commit. */
export interface AttendanceEvents {
  attendanceMarked: (mark: {
    attendanceId: string;
    classId: string;
    takenAt: string;
    status: AttendanceStatus;
  }) => void;
}
