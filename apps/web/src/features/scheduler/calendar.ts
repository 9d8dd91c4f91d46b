import { type Occurrence, WEEKDAYS, type Weekday } from '@bright/contracts';
import {
  addDays,
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
