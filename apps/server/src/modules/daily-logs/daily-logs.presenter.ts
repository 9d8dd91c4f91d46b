import type { DailyLogDay } from '@bright/contracts';

interface Row {
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

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Rows per day and class (newest day first) as days, each with its classes. */
export function toDailyLogDays(rows: Row[]): DailyLogDay[] {
  const days = new Map<string, DailyLogDay>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { date: row.day, classes: [], attendanceTaken: 0, feedbackGiven: 0 };
    day.classes.push({
      classId: row.classId,
      className: row.className,
      attendanceTaken: Number(row.sessions),
      counts: { PRESENT: row.present, ABSENT: row.absent, LATE: row.late, EXCUSED: row.excused },
      lastTakenAt: iso(row.lastTakenAt),
    });
    day.attendanceTaken += Number(row.sessions);
    days.set(row.day, day);
  }
  return [...days.values()];
}
