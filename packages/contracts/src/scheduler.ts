import { z } from 'zod';
import { access } from './access';
import { PersonRef, TimeZoneName } from './behaviour';
import { ClassId } from './classes';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { EntityId } from './people';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

export const SCHEDULER_MESSAGES = defineMessages('scheduler', {
  created: 'Schedule created',
  updated: 'Schedule updated',
  deleted: 'Schedule deleted',
  notFound: 'Schedule not found',
  titleTooLong: 'title must be at most 200 characters',
  descriptionTooLong: 'description must be at most 2000 characters',
  endBeforeStart: 'The end must be after the start',
  tooLong: 'A schedule can last at most 24 hours',
  meetingLink: 'The meeting link must be an http or https URL',
  invalidStart: 'Invalid start',
  invalidEnd: 'Invalid end',
  untilOrCount: 'Choose either an end date or a number of times, not both',
  weekdaysOnlyWeekly: 'Weekdays can be chosen only for a weekly schedule',
  startNotOnWeekday: 'The start must fall on one of the chosen weekdays',
  untilBeforeStart: 'The repeat end date must not be before the start',
  untilTooFar: 'The repeat end date can be at most 5 years after the start',
  invalidUntil: 'Invalid until: use YYYY-MM-DD',
  count: 'count must be a whole number from 1 to 500',
  interval: 'interval must be a whole number from 1 to 52',
  rangeOrder: 'to must be after from',
  rangeTooLong: 'The range can be at most 100 days',
  nothingToUpdate: 'Nothing to update',
  feedNotFound: 'Calendar feed not found',
  feedRotated: 'A new calendar link was made; the old one no longer works',
  feedRevoked: 'The calendar link was turned off',
} as const);

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const Weekday = z.enum(WEEKDAYS, { error: 'Invalid weekday' });
export type Weekday = z.infer<typeof Weekday>;

export const FREQUENCIES = ['NONE', 'DAILY', 'WEEKLY'] as const;
export const Frequency = z.enum(FREQUENCIES, { error: 'Invalid frequency' });
export type Frequency = z.infer<typeof Frequency>;

/** Until which day a schedule repeats: a day in the schedule's time zone. */
export const RepeatUntil = z.iso.date({ error: SCHEDULER_MESSAGES.invalidUntil });

/** How many times a schedule happens in all. */
export const RepeatCount = z
  .number({ error: SCHEDULER_MESSAGES.count })
  .int({ error: SCHEDULER_MESSAGES.count })
  .min(1, { error: SCHEDULER_MESSAGES.count })
  .max(500, { error: SCHEDULER_MESSAGES.count });

/** How a schedule repeats; stored as an RFC 5545 RRULE. `until` is a day in the schedule's time zone. */
export const Recurrence = z
  .strictObject({
    frequency: Frequency,
    interval: z
      .number({ error: SCHEDULER_MESSAGES.interval })
      .int({ error: SCHEDULER_MESSAGES.interval })
      .min(1, { error: SCHEDULER_MESSAGES.interval })
      .max(52, { error: SCHEDULER_MESSAGES.interval })
      .optional(),
    weekdays: z
      .array(Weekday)
      .min(1, { error: provideMessage('weekdays') })
      .max(7)
      .optional(),
    until: RepeatUntil.optional(),
    count: RepeatCount.optional(),
  })
  .refine((rule) => !(rule.until && rule.count), { error: SCHEDULER_MESSAGES.untilOrCount })
  .refine((rule) => !rule.weekdays || rule.frequency === 'WEEKLY', { error: SCHEDULER_MESSAGES.weekdaysOnlyWeekly });
export type Recurrence = z.infer<typeof Recurrence>;

const Instant = (field: 'start' | 'end') =>
  z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined
          ? provideMessage(field)
          : SCHEDULER_MESSAGES[field === 'start' ? 'invalidStart' : 'invalidEnd'],
    })
    .transform((value) => new Date(value));

export const MeetingLink = z
  .string()
  .trim()
  .max(2000, { error: SCHEDULER_MESSAGES.meetingLink })
  // http(s), a host, then no spaces: javascript:, data: and the like are refused.
  .refine((value) => value === '' || /^https?:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/i.test(value), {
    error: SCHEDULER_MESSAGES.meetingLink,
  });

/** A schedule's title and description, checked alike by the server and the schedule form. */
export const ScheduleTitle = z
  .string({ error: provideMessage('title') })
  .trim()
  .min(1, { error: provideMessage('title') })
  .max(200, { error: SCHEDULER_MESSAGES.titleTooLong });
export const ScheduleDescription = z.string().trim().max(2000, { error: SCHEDULER_MESSAGES.descriptionTooLong });

export const CreateScheduleBody = z.strictObject({
  classId: ClassId,
  title: ScheduleTitle,
  description: ScheduleDescription.optional(),
  /** ISO date-times with an offset; stored in UTC. */
  start: Instant('start'),
  end: Instant('end'),
  /** The IANA zone the times were chosen in: a weekly 9:00 stays 9:00 there across daylight saving. */
  timeZone: TimeZoneName.default('UTC'),
  recurrence: Recurrence.optional(),
  /** http or https only; '' or omitted: none. */
  meetingLink: MeetingLink.optional(),
});
export type CreateScheduleBody = z.input<typeof CreateScheduleBody>;

export const UpdateScheduleBody = z.strictObject({
  scheduleId: EntityId,
  title: ScheduleTitle.optional(),
  description: ScheduleDescription.optional(),
  start: Instant('start').optional(),
  end: Instant('end').optional(),
  timeZone: TimeZoneName.optional(),
  recurrence: Recurrence.optional(),
  meetingLink: MeetingLink.optional(),
});
export type UpdateScheduleBody = z.input<typeof UpdateScheduleBody>;

export const Schedule = z
  .object({
    scheduleId: z.string(),
    classId: z.string(),
    className: z.string(),
    title: z.string(),
    description: z.string(),
    start: z.string(),
    end: z.string(),
    timeZone: z.string(),
    recurrence: z.object({
      frequency: Frequency,
      interval: z.number().int(),
      weekdays: z.array(Weekday),
      until: z.string().nullable(),
      count: z.number().int().nullable(),
    }),
    /** The RFC 5545 RRULE value (FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=...), null when it does not repeat. */
    rrule: z.string().nullable(),
    meetingLink: z.string().nullable(),
    createdBy: PersonRef.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    abilities: z.object({ canEdit: z.boolean() }),
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof Schedule>;

/** One time a schedule happens, within the asked range. */
export const Occurrence = z
  .object({
    occurrenceId: z.string(),
    scheduleId: z.string(),
    classId: z.string(),
    className: z.string(),
    title: z.string(),
    start: z.string(),
    end: z.string(),
    meetingLink: z.string().nullable(),
    recurring: z.boolean(),
  })
  .meta({ id: 'Occurrence' });
export type Occurrence = z.infer<typeof Occurrence>;

export const ScheduleList = z.object({
  schedules: z.array(Schedule),
  occurrences: z.array(Occurrence),
  from: z.string(),
  to: z.string(),
  abilities: z.object({ canCreate: z.boolean() }),
});
export type ScheduleList = z.infer<typeof ScheduleList>;

const RangeInstant = (field: string) =>
  z.iso.datetime({ offset: true, error: `Invalid ${field}` }).transform((value) => new Date(value));

/** The range whose occurrences are listed: from (default now) to (default 31 days later), at most 100 days. */
export const RangeQuery = { from: RangeInstant('from').optional(), to: RangeInstant('to').optional() };

export const fetchSchedulesRoute = defineRoute({
  method: 'GET',
  path: '/api/scheduler/fetch',
  summary: "A class's schedules and their occurrences between from and to (its members and the admins)",
  tags: ['scheduler'],
  access: access.signedIn,
  query: z.strictObject({ classId: ClassId, ...RangeQuery }),
  response: envelope(ScheduleList),
});

export const fetchSchedulesForUserRoute = defineRoute({
  method: 'GET',
  path: '/api/scheduler/fetch-for-user/:id',
  summary: 'The schedules of every class of a user in the active institute (oneself; the admins: any member)',
  tags: ['scheduler'],
  access: access.signedIn,
  params: z.object({ id: EntityId }),
  query: z.strictObject(RangeQuery),
  response: envelope(ScheduleList),
});

export const fetchSchedulesForTodayRoute = defineRoute({
  method: 'GET',
  path: '/api/scheduler/fetch-for-today',
  summary: "What the caller's classes have today, in timeZone (default UTC), in start order",
  tags: ['scheduler'],
  access: access.signedIn,
  query: z.strictObject({ timeZone: TimeZoneName.optional() }),
  response: envelope(z.object({ day: z.string(), occurrences: z.array(Occurrence) })),
});

export const createScheduleRoute = defineRoute({
  method: 'POST',
  path: '/api/scheduler/create',
  summary: 'Create a schedule for a class (its teachers and the admins): title, start, end, recurrence, meeting link',
  tags: ['scheduler'],
  access: access.roles('admin', 'instructor'),
  body: CreateScheduleBody,
  response: envelope(Schedule),
});

export const updateScheduleRoute = defineRoute({
  method: 'POST',
  path: '/api/scheduler/update',
  summary: "Change a schedule: any of its fields (its class's teachers and the admins)",
  tags: ['scheduler'],
  access: access.roles('admin', 'instructor'),
  body: UpdateScheduleBody,
  response: envelope(Schedule),
});

const DeleteParams = z.object({ id: EntityId });
const Deleted = envelope(z.object({ scheduleId: z.string() }));

export const deleteScheduleRoute = defineRoute({
  method: 'DELETE',
  path: '/api/scheduler/delete/:id',
  summary: "Delete a schedule with all its occurrences (its class's teachers and the admins)",
  tags: ['scheduler'],
  access: access.roles('admin', 'instructor'),
  params: DeleteParams,
  response: Deleted,
});

export const deleteSchedulePostRoute = defineRoute({
  method: 'POST',
  path: '/api/scheduler/delete/:id',
  summary: 'The same as DELETE /api/scheduler/delete/:id, for clients that send only GET and POST',
  tags: ['scheduler'],
  access: access.roles('admin', 'instructor'),
  params: DeleteParams,
  response: Deleted,
});

/** The personal iCalendar feed: only a hash of its secret is stored, so the link is shown once, when made. */
export const CalendarFeed = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** Only in the answer of rotate: the path of the feed (GET, no token). */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

export const calendarFeedRoute = defineRoute({
  method: 'GET',
  path: '/api/scheduler/ical',
  summary: 'Whether the caller has a calendar link (the link itself is shown only when it is made)',
  tags: ['scheduler'],
  access: access.signedIn,
  response: envelope(CalendarFeed),
});

export const rotateCalendarFeedRoute = defineRoute({
  method: 'POST',
  path: '/api/scheduler/ical/rotate',
  summary:
    'Make a new secret calendar link for the caller (the schedules of their classes); the old link stops working',
  tags: ['scheduler'],
  access: access.signedIn,
  response: envelope(CalendarFeed),
});

export const revokeCalendarFeedRoute = defineRoute({
  method: 'POST',
  path: '/api/scheduler/ical/revoke',
  summary: "Turn the caller's calendar link off",
  tags: ['scheduler'],
  access: access.signedIn,
  response: envelope(CalendarFeed),
});

export const calendarFileRoute = defineRoute({
  method: 'GET',
  path: '/api/scheduler/ical/:file',
  summary:
    'The iCalendar feed (text/calendar) behind a secret link /api/scheduler/ical/<secret>.ics: public, by the secret',
  tags: ['scheduler'],
  access: access.public,
  params: z.object({ file: z.string().max(200) }),
  response: z.unknown().meta({ description: 'text/calendar; charset=utf-8' }),
  media: { produces: ['text/calendar'] },
});
