import {
  ClassId,
  Frequency,
  MeetingLink,
  type Recurrence,
  RepeatCount,
  RepeatUntil,
  SCHEDULER_MESSAGES,
  type Schedule,
  ScheduleDescription,
  ScheduleTitle,
  WEEKDAYS,
  Weekday,
} from '@bright/contracts';
import { addHours } from 'date-fns';
import { z } from 'zod';
import { fieldsByText } from '../../lib/forms/server-error';
import { defaultSlot, localInstant, slotFrom, toDateInput, toTimeInput, weekdayOfDay } from './calendar';

export const ENDS = ['never', 'until', 'count'] as const;
export type Ends = (typeof ENDS)[number];

/** The first problem of a value against a contract schema, added to the form's field. */
function check(schema: z.ZodType, value: unknown, path: string, context: z.RefinementCtx) {
  const problem = schema.safeParse(value).error?.issues[0];
  if (problem) context.addIssue({ code: 'custom', path: [path], message: problem.message });
}

/**
 * The schedule form, as typed (dates and times from their inputs, in the user's zone): the schedule
 * calls' own rules for the title, description, meeting link and repeat, and the end after the start.
 */
export const ScheduleFormSchema = z
  .object({
    classId: ClassId,
    title: ScheduleTitle,
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    frequency: Frequency,
    // The start's own weekday is always in; these are the others chosen.
    weekdays: z.array(Weekday),
    ends: z.enum(ENDS),
    until: z.string(),
    count: z.string(),
    meetingLink: MeetingLink,
    description: ScheduleDescription,
  })
  .superRefine((values, context) => {
    if (!(localInstant(values.date, values.endTime) > localInstant(values.date, values.startTime))) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: SCHEDULER_MESSAGES.endBeforeStart });
    }
    if (values.frequency === 'NONE') return;
    if (values.ends === 'count') check(RepeatCount, Number(values.count), 'count', context);
    if (values.ends !== 'until') return;
    check(RepeatUntil, values.until, 'until', context);
    if (values.until && values.until < values.date) {
      context.addIssue({ code: 'custom', path: ['until'], message: SCHEDULER_MESSAGES.untilBeforeStart });
    }
  });
export type ScheduleFormValues = z.input<typeof ScheduleFormSchema>;
export type ScheduleFormOutput = z.output<typeof ScheduleFormSchema>;

/** The form's values for a schedule being changed, or for a new one (at `start`, or at the next free slot). */
export function scheduleFormValues(classes: { classId: string }[], schedule?: Schedule, start?: Date) {
  const slot = schedule
    ? { start: new Date(schedule.start), end: new Date(schedule.end) }
    : start
      ? slotFrom(start)
      : defaultSlot(new Date());
  const recurrence = schedule?.recurrence;
  return {
    classId: schedule?.classId ?? classes[0]?.classId ?? '',
    title: schedule?.title ?? '',
    date: toDateInput(slot.start),
    startTime: toTimeInput(slot.start),
    endTime: toTimeInput(slot.end),
    frequency: recurrence?.frequency ?? 'NONE',
    weekdays: recurrence?.weekdays ?? [],
    ends: recurrence?.until ? 'until' : recurrence?.count ? 'count' : 'never',
    until: recurrence?.until ?? toDateInput(addHours(slot.start, 24 * 90)),
    count: String(recurrence?.count ?? 10),
    meetingLink: schedule?.meetingLink ?? '',
    description: schedule?.description ?? '',
  } satisfies ScheduleFormValues;
}

/** The days a weekly schedule falls on: the chosen ones and always the start's own. */
export const weeklyDays = (chosen: readonly Weekday[], startDay: Weekday) =>
  WEEKDAYS.filter((day) => chosen.includes(day) || day === startDay);

function recurrenceOf(values: ScheduleFormOutput, startDay: Weekday): Recurrence {
  if (values.frequency === 'NONE') return { frequency: 'NONE' };
  return {
    frequency: values.frequency,
    ...(values.frequency === 'WEEKLY' ? { weekdays: weeklyDays(values.weekdays, startDay) } : {}),
    ...(values.ends === 'until'
      ? { until: values.until }
      : values.ends === 'count'
        ? { count: Number(values.count) }
        : {}),
  };
}

/** What the create and update calls take from the checked form, with the times as instants. */
export function scheduleFields(values: ScheduleFormOutput, timeZone: string) {
  const start = localInstant(values.date, values.startTime);
  return {
    title: values.title,
    description: values.description,
    start: start.toISOString(),
    end: localInstant(values.date, values.endTime).toISOString(),
    timeZone,
    recurrence: recurrenceOf(values, weekdayOfDay(start)),
    meetingLink: values.meetingLink,
  };
}

/** The form's own wording of some problems (the rest read as the catalogue words them). */
export const SCHEDULE_PAGE_KEYS = {
  'validation.provide': 'scheduler.form.titleRequired',
  'scheduler.endBeforeStart': 'scheduler.form.endBeforeStart',
} as const;

/** The server's refusals that are about one field of the form. */
export const SCHEDULE_FIELDS_BY_CODE = fieldsByText<ScheduleFormValues>({
  title: [SCHEDULER_MESSAGES.titleTooLong],
  description: [SCHEDULER_MESSAGES.descriptionTooLong],
  endTime: [SCHEDULER_MESSAGES.endBeforeStart, SCHEDULER_MESSAGES.tooLong],
  meetingLink: [SCHEDULER_MESSAGES.meetingLink],
  until: [SCHEDULER_MESSAGES.invalidUntil, SCHEDULER_MESSAGES.untilBeforeStart, SCHEDULER_MESSAGES.untilTooFar],
  count: [SCHEDULER_MESSAGES.count],
});
