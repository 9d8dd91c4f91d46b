import {
  ATTENDANCE_MESSAGES,
  type AttendanceRange,
  type AttendanceStatus,
  provideMessage,
  rangeBounds,
} from '@bright/contracts';
import type { Verdict } from '../../lib/authorize';
import { type Caller, type ClassMembership, type ClassRef, canTeachClass } from '../../lib/class-access';

/** Taking and reading a class's attendance: its teachers and the institute's admins. */
export const canTakeAttendance = canTeachClass;

/** One student's attendance: who teaches the class, and the student themself (SPEC: only their own). */
export function canReadStudentAttendance(
  actor: Caller,
  klass: ClassRef,
  membership: ClassMembership,
  studentId: string,
): Verdict {
  const teach = canTeachClass(actor, klass, membership);
  if (teach !== 'forbidden') return teach;
  return actor.userId === studentId ? 'ok' : 'forbidden';
}

export type Marks = Partial<Record<'present' | 'absent' | 'late' | 'excused', readonly string[]>>;
const LISTS = { present: 'PRESENT', absent: 'ABSENT', late: 'LATE', excused: 'EXCUSED' } as const;

/** The lists of the request as one status per student; a student in two lists is a problem. */
export function marksFrom(lists: Marks): { marks: Map<string, AttendanceStatus> } | { problem: string } {
  const marks = new Map<string, AttendanceStatus>();
  for (const [list, status] of Object.entries(LISTS) as Array<[keyof typeof LISTS, AttendanceStatus]>) {
    for (const studentId of lists[list] ?? []) {
      if (marks.has(studentId) && marks.get(studentId) !== status) return { problem: ATTENDANCE_MESSAGES.twoStatuses };
      marks.set(studentId, status);
    }
  }
  if (marks.size === 0) return { problem: ATTENDANCE_MESSAGES.noStudents };
  return { marks };
}

export interface Period {
  start?: Date;
  end?: Date;
}

const MAX_SPAN_MS = 366 * 24 * 60 * 60 * 1000;

/** A range of SPEC §9 (in the server's zone, UTC), or startDate and endDate together; neither: all time. */
export function resolvePeriod(
  input: { range?: AttendanceRange; startDate?: Date; endDate?: Date },
  now = new Date(),
): Period | { problem: string } {
  if (input.range) {
    const { startDate, endDate } = rangeBounds(input.range, now);
    return { start: startDate, end: endDate };
  }
  if (!input.startDate && !input.endDate) return {};
  if (!input.startDate) return { problem: provideMessage('startDate') };
  if (!input.endDate) return { problem: provideMessage('endDate') };
  if (input.endDate < input.startDate) return { problem: ATTENDANCE_MESSAGES.endBeforeStart };
  if (input.endDate.getTime() - input.startDate.getTime() > MAX_SPAN_MS)
    return { problem: ATTENDANCE_MESSAGES.rangeTooLong };
  return { start: input.startDate, end: input.endDate };
}

/** (PRESENT + LATE) / (marks − EXCUSED), in percent with one decimal; null when nothing counts. */
export function attendanceRate(counts: Record<AttendanceStatus, number>) {
  const counted = counts.PRESENT + counts.ABSENT + counts.LATE;
  return counted === 0 ? null : Math.round(((counts.PRESENT + counts.LATE) / counted) * 1000) / 10;
}
