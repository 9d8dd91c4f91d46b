import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import type { ScheduleWithNames } from './scheduler.queries';

const components = new Map<string, string | null>();

/** A zone's VTIMEZONE (read from the generator's files once per process), with CRLF line ends. */
function vtimezone(timeZone: string) {
  if (!components.has(timeZone)) {
    const text = timeZone === 'UTC' ? null : getVtimezoneComponent(timeZone);
    components.set(timeZone, text ? `${text.replace(/\r?\n/g, '\r\n').trim()}\r\n` : null);
  }
  return components.get(timeZone) ?? null;
}

/** Zones the VTIMEZONE generator knows; anything else is written in UTC (exact, without daylight rules). */
const zoneOf = (timeZone: string) => (vtimezone(timeZone) ? timeZone : 'UTC');

/**
 * An RFC 5545 calendar of schedules: each one VEVENT with its RRULE, DTSTART/DTEND in the schedule's
 * zone (TZID, with its VTIMEZONE) so repeats keep their local time. ical-generator folds and escapes;
 * it writes no VTIMEZONE unless the whole calendar has a zone (which would also drop the Z of DTSTAMP),
 * so the components are put in here, before the events, where RFC 5545 places them.
 */
export function buildCalendar(rows: ScheduleWithNames[], options: { name: string; host: string }) {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Bright Classroom', product: 'Scheduler', language: 'EN' },
    ttl: 60 * 60,
  });
  const zones = new Set<string>();
  for (const row of rows) {
    const { schedule } = row;
    const zone = zoneOf(schedule.timeZone);
    if (zone !== 'UTC') zones.add(zone);
    calendar.createEvent({
      id: `${schedule.id}@${options.host}`,
      start: new TZDate(schedule.startAt.getTime(), 'UTC'),
      end: new TZDate(schedule.endAt.getTime(), 'UTC'),
      timezone: zone,
      stamp: schedule.updatedAt,
      lastModified: schedule.updatedAt,
      created: schedule.createdAt,
      summary: schedule.title,
      description: [row.className, schedule.description, schedule.meetingLink].filter(Boolean).join('\n\n'),
      location: row.className,
      url: schedule.meetingLink ?? undefined,
      ...(schedule.rrule ? { repeating: `RRULE:${schedule.rrule}` } : {}),
    });
  }
  const text = calendar.toString();
  const at = text.indexOf('BEGIN:VEVENT');
  return at === -1 ? text : text.slice(0, at) + [...zones].map(vtimezone).join('') + text.slice(at);
}
