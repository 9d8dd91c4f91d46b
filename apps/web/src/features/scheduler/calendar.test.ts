import type { Occurrence } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import {
  daysOf,
  defaultSlot,
  layoutDay,
  localInstant,
  shiftAnchor,
  slotFrom,
  visibleRange,
  weekdayOfDay,
} from './calendar';

const occurrence = (start: Date, minutes: number, title = 'x'): Occurrence => ({
  occurrenceId: `${title}:${start.toISOString()}`,
  scheduleId: title,
  classId: 'c',
  className: 'Class 6A',
  title,
  start: start.toISOString(),
  end: new Date(start.getTime() + minutes * 60_000).toISOString(),
  meetingLink: null,
  recurring: false,
});

describe('calendar grid', () => {
  const wednesday = new Date(2030, 0, 9, 15, 0);
  it('shows a day, a week from Monday, and a month as whole weeks', () => {
    expect(visibleRange('day', wednesday)).toEqual({ from: new Date(2030, 0, 9), to: new Date(2030, 0, 10) });
    expect(visibleRange('week', wednesday)).toEqual({ from: new Date(2030, 0, 7), to: new Date(2030, 0, 14) });
    const month = visibleRange('month', wednesday);
    expect(month.from).toEqual(new Date(2029, 11, 31));
    expect(month.to).toEqual(new Date(2030, 1, 4));
    expect(daysOf(month)).toHaveLength(35);
    expect(shiftAnchor('month', wednesday, -1)).toEqual(new Date(2029, 11, 9, 15, 0));
  });

  it('places events in time and overlapping ones side by side', () => {
    const at = (hour: number, minute = 0) => new Date(2030, 0, 9, hour, minute);
    const placed = layoutDay(
      [occurrence(at(9), 60, 'a'), occurrence(at(9, 30), 60, 'b'), occurrence(at(11), 30, 'c')],
      at(0),
    );
    expect(placed.map((e) => [e.occurrence.title, e.top, e.height, e.lane, e.lanes])).toEqual([
      ['a', 540, 60, 0, 2],
      ['b', 570, 60, 1, 2],
      ['c', 660, 30, 0, 1],
    ]);
    // An event from the evening before is clipped to the day.
    expect(layoutDay([occurrence(new Date(2030, 0, 8, 23, 0), 120, 'late')], at(0))[0]).toMatchObject({
      top: 0,
      height: 60,
    });
  });

  it('reads form inputs as local times and names weekdays as RFC 5545 does', () => {
    expect(localInstant('2030-01-09', '09:30')).toEqual(new Date(2030, 0, 9, 9, 30));
    expect(weekdayOfDay(new Date(2030, 0, 13))).toBe('SU');
    expect(weekdayOfDay(new Date(2030, 0, 7))).toBe('MO');
  });
});

describe('a new schedule’s default times', () => {
  const at = (hours: number, minutes: number, day = 9) => new Date(2030, 0, day, hours, minutes, 17);
  it('starts at the next half hour and lasts an hour', () => {
    expect(defaultSlot(at(8, 3))).toEqual({
      start: new Date(2030, 0, 9, 8, 30),
      end: new Date(2030, 0, 9, 9, 30),
    });
    expect(defaultSlot(new Date(2030, 0, 9, 10, 0))).toEqual({
      start: new Date(2030, 0, 9, 10, 0),
      end: new Date(2030, 0, 9, 11, 0),
    });
    expect(defaultSlot(at(22, 29))).toEqual({ start: new Date(2030, 0, 9, 22, 30), end: new Date(2030, 0, 9, 23, 30) });
  });
  it('moves to tomorrow morning when no hour is left on the same date', () => {
    const tomorrow = { start: new Date(2030, 0, 10, 9, 0), end: new Date(2030, 0, 10, 10, 0) };
    expect(defaultSlot(at(22, 56))).toEqual(tomorrow);
    expect(defaultSlot(at(23, 40))).toEqual(tomorrow);
    expect(defaultSlot(new Date(2030, 0, 31, 23, 59, 59))).toEqual({
      start: new Date(2030, 1, 1, 9, 0),
      end: new Date(2030, 1, 1, 10, 0),
    });
  });
  it('keeps a slot picked late on the grid within its day', () => {
    expect(slotFrom(new Date(2030, 0, 9, 23, 30))).toEqual({
      start: new Date(2030, 0, 9, 23, 30),
      end: new Date(2030, 0, 9, 23, 59),
    });
  });
});
