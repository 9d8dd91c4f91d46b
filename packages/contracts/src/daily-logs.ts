import { z } from 'zod';
import { access } from './access';
import { AttendanceCounts, AttendanceRange } from './attendance';
import { envelope } from './envelope';
import { EntityId } from './people';
import { defineRoute } from './route';

export const DailyLogClass = z.object({
  classId: z.string(),
  className: z.string(),
  /** Attendance taken in this class that day. */
  attendanceTaken: z.number().int(),
  counts: AttendanceCounts,
  lastTakenAt: z.string().nullable(),
  /** Behaviour feedback the teacher gave in this class that day: one per giving (a class-wide one counts once). */
  feedbackGiven: z.number().int(),
});
export type DailyLogClass = z.infer<typeof DailyLogClass>;

export const DailyLogDay = z
  .object({
    /** The day, YYYY-MM-DD, in the time zone the request named. */
    date: z.string(),
    classes: z.array(DailyLogClass),
    attendanceTaken: z.number().int(),
    /** Behaviour feedback given that day, over its classes. */
    feedbackGiven: z.number().int(),
  })
  .meta({ id: 'DailyLogDay' });
export type DailyLogDay = z.infer<typeof DailyLogDay>;

export const DailyLogs = z.object({
  teacher: z.object({ id: z.string(), first_name: z.string(), last_name: z.string().nullable() }),
  timeZone: z.string(),
  days: z.array(DailyLogDay),
  /** The classes the teacher teaches, with or without activity. */
  classCount: z.number().int(),
});
export type DailyLogs = z.infer<typeof DailyLogs>;

/** An IANA time zone the server knows (the browser's Intl zone). */
export const TimeZone = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Invalid timeZone' },
  );

export const dailyLogsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/daily-logs',
  summary:
    "A teacher's days (SPEC §2 Daily Logs): the classes they taught, the attendance taken and the behaviour feedback given, per day, for a range of §9 (admins may name any teacher)",
  tags: ['daily-logs'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({
    range: AttendanceRange.optional(),
    teacherId: EntityId.optional(),
    timeZone: TimeZone.optional(),
  }),
  response: envelope(DailyLogs),
});
