import type { DailyLogClass, DailyLogDay } from '@bright/contracts';

interface AttendanceRow {
  day: string;
  classId: string;
  className: string;
  sessions: number;
  present: number;
  absent: number;
  late: number;
  excused: number;
  lastTakenAt: string | Date | null;
}

interface FeedbackRow {
  day: string;
  classId: string;
  className: string;
  given: number;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

const quietClass = (row: { classId: string; className: string }): DailyLogClass => ({
  classId: row.classId,
  className: row.className,
  attendanceTaken: 0,
  counts: { PRESENT: 0, ABSENT: 0, LATE: 0, EXCUSED: 0 },
  lastTakenAt: null,
  feedbackGiven: 0,
});

/**
 * Rows per day and class as days (newest first), each with its classes (by name): the attendance taken
 * and the feedback given; a class with only one of them is there too.
 */
export function toDailyLogDays(attendance: AttendanceRow[], feedback: FeedbackRow[] = []): DailyLogDay[] {
  const days = new Map<string, Map<string, DailyLogClass>>();
  const classOf = (row: { day: string; classId: string; className: string }) => {
    let classes = days.get(row.day);
    if (!classes) days.set(row.day, (classes = new Map()));
    let klass = classes.get(row.classId);
    if (!klass) classes.set(row.classId, (klass = quietClass(row)));
    return klass;
  };
  for (const row of attendance) {
    Object.assign(classOf(row), {
      attendanceTaken: Number(row.sessions),
      counts: { PRESENT: row.present, ABSENT: row.absent, LATE: row.late, EXCUSED: row.excused },
      lastTakenAt: iso(row.lastTakenAt),
    });
  }
  for (const row of feedback) classOf(row).feedbackGiven = Number(row.given);
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, byId]) => {
      const classes = [...byId.values()].sort((a, b) => a.className.localeCompare(b.className));
      const total = (key: 'attendanceTaken' | 'feedbackGiven') => classes.reduce((sum, one) => sum + one[key], 0);
      return { date, classes, attendanceTaken: total('attendanceTaken'), feedbackGiven: total('feedbackGiven') };
    });
}
