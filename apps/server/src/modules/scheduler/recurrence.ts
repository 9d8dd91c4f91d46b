import { type Recurrence, WEEKDAYS, type Weekday } from '@bright/contracts';

/**
 * Recurrence for schedules: an RFC 5545 RRULE of the subset the product offers (DAILY or WEEKLY,
 * INTERVAL, BYDAY, UNTIL or COUNT), and its occurrences. Times repeat at the same wall-clock time in the
 * schedule's zone, so a weekly 9:00 stays 9:00 across daylight saving, as calendar applications do.
 */
export interface Rule {
  frequency: 'DAILY' | 'WEEKLY';
  interval: number;
  weekdays: Weekday[];
  /** Inclusive, a UTC instant (RFC 5545: UTC when DTSTART has a zone). */
  until: Date | null;
  count: number | null;
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time of an instant in a zone. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const asUtc = (time: LocalTime) => Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/** The instant of a wall-clock time in a zone; near a clock change, the offset that gives that time back. */
export function zonedInstant(time: LocalTime, timeZone: string): Date {
  const wall = asUtc(time);
  const offsetAt = (at: number) => asUtc(localTime(new Date(at), timeZone)) - at;
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  if (second !== first && asUtc(localTime(new Date(second), timeZone)) === wall) return new Date(second);
  return new Date(first);
}

/** YYYY-MM-DD of an instant in a zone. */
export const localDay = (instant: Date, timeZone: string) => {
  const time = localTime(instant, timeZone);
  return `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
};

/** The last instant (23:59:59) of a local day, as UNTIL takes it. */
export function endOfLocalDay(day: string, timeZone: string) {
  const [year, month, date] = day.split('-').map(Number);
  return zonedInstant({ year: year!, month: month!, day: date!, hour: 23, minute: 59, second: 59 }, timeZone);
}

/** Monday 0 … Sunday 6 of a calendar date. */
const weekdayIndex = (time: Pick<LocalTime, 'year' | 'month' | 'day'>) =>
  (new Date(Date.UTC(time.year, time.month - 1, time.day)).getUTCDay() + 6) % 7;

export const weekdayOf = (instant: Date, timeZone: string): Weekday =>
  WEEKDAYS[weekdayIndex(localTime(instant, timeZone))]!;

/** The rule a request's recurrence asks for; null when it does not repeat. */
export function ruleFrom(recurrence: Recurrence | undefined, start: Date, timeZone: string): Rule | null {
  if (!recurrence || recurrence.frequency === 'NONE') return null;
  const weekdays =
    recurrence.frequency === 'WEEKLY'
      ? WEEKDAYS.filter((day) => (recurrence.weekdays ?? [weekdayOf(start, timeZone)]).includes(day))
      : [];
  return {
    frequency: recurrence.frequency,
    interval: recurrence.interval ?? 1,
    weekdays,
    until: recurrence.until ? endOfLocalDay(recurrence.until, timeZone) : null,
    count: recurrence.count ?? null,
  };
}

const stamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The RRULE value: FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261231T225959Z. */
export function toRRule(rule: Rule) {
  const parts = [`FREQ=${rule.frequency}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.frequency === 'WEEKLY' && rule.weekdays.length > 0) parts.push(`BYDAY=${rule.weekdays.join(',')}`);
  if (rule.until) parts.push(`UNTIL=${stamp(rule.until)}`);
  if (rule.count) parts.push(`COUNT=${rule.count}`);
  return parts.join(';');
}

/** Reads back an RRULE this module wrote; null for none or anything else. */
export function parseRRule(value: string | null): Rule | null {
  if (!value) return null;
  const fields = Object.fromEntries(value.split(';').map((part) => part.split('=') as [string, string]));
  if (fields.FREQ !== 'DAILY' && fields.FREQ !== 'WEEKLY') return null;
  const until = fields.UNTIL?.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  return {
    frequency: fields.FREQ,
    interval: Number(fields.INTERVAL ?? 1),
    weekdays: (fields.BYDAY ? fields.BYDAY.split(',') : []).filter((day): day is Weekday =>
      (WEEKDAYS as readonly string[]).includes(day),
    ),
    until: until
      ? new Date(Date.UTC(+until[1]!, +until[2]! - 1, +until[3]!, +until[4]!, +until[5]!, +until[6]!))
      : null,
    count: fields.COUNT ? Number(fields.COUNT) : null,
  };
}

const MAX_STEPS = 40_000;

/**
 * The start instants of a series, in order, from its first until `before` (exclusive), the rule's UNTIL
 * or its COUNT. DTSTART is the first occurrence (the service makes sure it matches BYDAY).
 */
export function* occurrenceStarts(start: Date, timeZone: string, rule: Rule | null, before: Date): Generator<Date> {
  if (!rule) {
    if (start < before) yield start;
    return;
  }
  const first = localTime(start, timeZone);
  const firstDay = Date.UTC(first.year, first.month - 1, first.day);
  const weekStart = firstDay - weekdayIndex(first) * DAY_MS;
  const days = rule.frequency === 'WEEKLY' ? rule.weekdays.map((day) => WEEKDAYS.indexOf(day)) : [0];
  const step = (rule.frequency === 'WEEKLY' ? 7 : 1) * rule.interval * DAY_MS;
  const base = rule.frequency === 'WEEKLY' ? weekStart : firstDay;
  let emitted = 0;
  for (let period = 0; period < MAX_STEPS; period += 1) {
    for (const offset of days) {
      const dayMs = base + period * step + offset * DAY_MS;
      if (dayMs < firstDay) continue;
      const date = new Date(dayMs);
      const instant = zonedInstant(
        {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: first.hour,
          minute: first.minute,
          second: first.second,
        },
        timeZone,
      );
      if (instant >= before || (rule.until && instant > rule.until) || (rule.count && emitted >= rule.count)) return;
      emitted += 1;
      yield instant;
    }
  }
}

/** When a series' last occurrence ends; null for one that repeats for ever. */
export function seriesEnd(start: Date, durationMs: number, timeZone: string, rule: Rule | null): Date | null {
  if (!rule) return new Date(start.getTime() + durationMs);
  if (!rule.until && !rule.count) return null;
  let last = start;
  for (const instant of occurrenceStarts(start, timeZone, rule, new Date(8.64e15))) last = instant;
  return new Date(last.getTime() + durationMs);
}

/** The occurrences of a series that overlap [from, to). */
export function occurrencesBetween(
  series: { start: Date; end: Date; timeZone: string; rule: Rule | null },
  from: Date,
  to: Date,
) {
  const duration = series.end.getTime() - series.start.getTime();
  const found: Array<{ start: Date; end: Date }> = [];
  for (const start of occurrenceStarts(series.start, series.timeZone, series.rule, to)) {
    const end = new Date(start.getTime() + duration);
    if (end > from) found.push({ start, end });
  }
  return found;
}
