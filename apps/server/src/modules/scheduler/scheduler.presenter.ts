import type { Occurrence, Schedule } from '@bright/contracts';
import { localDay, parseRRule } from './recurrence';
import type { ScheduleWithNames } from './scheduler.queries';

/** The only shape a schedule leaves the server in; its recurrence read back from the stored RRULE. */
export function toSchedule(row: ScheduleWithNames, canEdit: boolean): Schedule {
  const { schedule } = row;
  const rule = parseRRule(schedule.rrule);
  return {
    scheduleId: schedule.id,
    classId: schedule.classId,
    className: row.className,
    title: schedule.title,
    description: schedule.description,
    start: schedule.startAt.toISOString(),
    end: schedule.endAt.toISOString(),
    timeZone: schedule.timeZone,
    recurrence: {
      frequency: rule?.frequency ?? 'NONE',
      interval: rule?.interval ?? 1,
      weekdays: rule?.weekdays ?? [],
      until: rule?.until ? localDay(rule.until, schedule.timeZone) : null,
      count: rule?.count ?? null,
    },
    rrule: schedule.rrule,
    meetingLink: schedule.meetingLink,
    createdBy: row.creator?.id
      ? { id: row.creator.id, first_name: row.creator.firstName, last_name: row.creator.lastName }
      : null,
    createdAt: schedule.createdAt.toISOString(),
    updatedAt: schedule.updatedAt.toISOString(),
    abilities: { canEdit },
  };
}

export const toOccurrence = (row: ScheduleWithNames, occurrence: { start: Date; end: Date }): Occurrence => ({
  occurrenceId: `${row.schedule.id}:${occurrence.start.toISOString()}`,
  scheduleId: row.schedule.id,
  classId: row.schedule.classId,
  className: row.className,
  title: row.schedule.title,
  start: occurrence.start.toISOString(),
  end: occurrence.end.toISOString(),
  meetingLink: row.schedule.meetingLink,
  recurring: row.schedule.rrule !== null,
});
