import { type Occurrence, WEEKDAYS, type Weekday } from '@bright/contracts';
import {
  addDays,
  addMinutes,
  addMonths,
  addWeeks,
  differenceInMinutes,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  max,
  min,
  setHours,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** The calendar grid in the browser's zone (the user's): schedules are stored in UTC. */
export type CalendarView = 'day' | 'week' | 'month';
export const CALENDAR_VIEWS: CalendarView[] = ['day', 'week', 'month'];

const WEEK = { weekStartsOn: 1 as const };

/** The days a view shows around a day: [from, to) as instants. */
export function visibleRange(view: CalendarView, anchor: Date) {
  if (view === 'day') return { from: startOfDay(anchor), to: addDays(startOfDay(anchor), 1) };
  if (view === 'week') return { from: startOfWeek(anchor, WEEK), to: addDays(startOfWeek(anchor, WEEK), 7) };
  const from = startOfWeek(startOfMonth(anchor), WEEK);
  return { from, to: addDays(startOfDay(endOfWeek(endOfMonth(anchor), WEEK)), 1) };
}

export const shiftAnchor = (view: CalendarView, anchor: Date, step: 1 | -1) =>
  view === 'day' ? addDays(anchor, step) : view === 'week' ? addWeeks(anchor, step) : addMonths(anchor, step);

export const daysOf = (range: { from: Date; to: Date }) =>
  eachDayOfInterval({ start: range.from, end: addDays(range.to, -1) });

const SLOT_MINUTES = 30;
const SLOT_LENGTH_MINUTES = 60;
const DAY_MINUTES = 24 * 60;
/** Where a new day's first default slot starts, when none is left today. */
const FIRST_SLOT_HOUR = 9;

const slotOf = (start: Date) => ({ start, end: addMinutes(start, SLOT_LENGTH_MINUTES) });

/**
 * A new schedule's default times: from the next half hour, one hour long, ending on the same date (the
 * dialog takes one date for both times). When no such hour is left today, tomorrow's first slot.
 */
export function defaultSlot(now: Date) {
  const elapsed = differenceInMinutes(now, startOfDay(now), { roundingMethod: 'ceil' });
  const minute = Math.ceil(elapsed / SLOT_MINUTES) * SLOT_MINUTES;
  if (minute + SLOT_LENGTH_MINUTES < DAY_MINUTES) return slotOf(addMinutes(startOfDay(now), minute));
  return slotOf(setHours(startOfDay(addDays(now, 1)), FIRST_SLOT_HOUR));
}

/** A slot picked on the grid keeps its start; its hour ends at the day's last minute at the latest. */
export function slotFrom(start: Date) {
  const lastMinute = addMinutes(addDays(startOfDay(start), 1), -1);
  return { start, end: min([slotOf(start).end, lastMinute]) };
}

/** The occurrences that touch a day. */
export const onDay = (occurrences: Occurrence[], day: Date) =>
  occurrences.filter((o) => new Date(o.start) < addDays(startOfDay(day), 1) && new Date(o.end) > startOfDay(day));

export interface PlacedEvent {
  occurrence: Occurrence;
  /** Minutes from the day's start, and length in minutes, clipped to the day. */
  top: number;
  height: number;
  /** Side-by-side lanes for events that overlap. */
  lane: number;
  lanes: number;
}

/** Places a day's events in time, overlapping ones side by side. */
export function layoutDay(occurrences: Occurrence[], day: Date): PlacedEvent[] {
  const dayStart = startOfDay(day);
  const dayEnd = addDays(dayStart, 1);
  const sorted = onDay(occurrences, day).sort((a, b) => a.start.localeCompare(b.start) || b.end.localeCompare(a.end));
  const placed: PlacedEvent[] = [];
  let group: PlacedEvent[] = [];
  let groupEnd = 0;
  const close = () => {
    const lanes = Math.max(1, ...group.map((event) => event.lane + 1));
    for (const event of group) event.lanes = lanes;
    group = [];
  };
  for (const occurrence of sorted) {
    const start = max([new Date(occurrence.start), dayStart]);
    const end = min([new Date(occurrence.end), dayEnd]);
    const top = differenceInMinutes(start, dayStart);
    if (group.length > 0 && top >= groupEnd) close();
    const busy = new Set(group.filter((event) => event.top + event.height > top).map((event) => event.lane));
    let lane = 0;
    while (busy.has(lane)) lane += 1;
    const event = { occurrence, top, height: Math.max(15, differenceInMinutes(end, start)), lane, lanes: 1 };
    group.push(event);
    placed.push(event);
    groupEnd = Math.max(groupEnd, top + event.height);
  }
  close();
  return placed;
}

/** The weekday (RFC 5545 two letters) of a local day. */
export const weekdayOfDay = (day: Date): Weekday => WEEKDAYS[(day.getDay() + 6) % 7]!;

/** A local date and time (from date and time inputs) as an instant. */
export const localInstant = (date: string, time: string) => new Date(`${date}T${time}`);

export const toDateInput = (instant: Date) => format(instant, 'yyyy-MM-dd');
export const toTimeInput = (instant: Date) => format(instant, 'HH:mm');
export { isSameDay };
