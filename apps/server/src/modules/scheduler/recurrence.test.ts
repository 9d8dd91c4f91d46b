import { describe, expect, it } from 'vitest';
import {
  endOfLocalDay,
  localDay,
  occurrencesBetween,
  occurrenceStarts,
  parseRRule,
  ruleFrom,
  seriesEnd,
  toRRule,
  weekdayOf,
  zonedInstant,
} from './recurrence';

const iso = (dates: Iterable<Date> | Array<{ start: Date }>) =>
  [...dates].map((entry) => (entry instanceof Date ? entry : entry.start).toISOString());
const FAR = new Date('2100-01-01T00:00:00Z');

describe('zones', () => {
  it('turns wall-clock times into instants, across daylight saving', () => {
    expect(
      zonedInstant({ year: 2030, month: 1, day: 7, hour: 9, minute: 0, second: 0 }, 'Europe/Berlin').toISOString(),
    ).toBe('2030-01-07T08:00:00.000Z');
    expect(
      zonedInstant({ year: 2030, month: 7, day: 8, hour: 9, minute: 0, second: 0 }, 'Europe/Berlin').toISOString(),
    ).toBe('2030-07-08T07:00:00.000Z');
    expect(
      zonedInstant({ year: 2030, month: 3, day: 1, hour: 0, minute: 0, second: 0 }, 'Asia/Kolkata').toISOString(),
    ).toBe('2030-02-28T18:30:00.000Z');
    expect(localDay(new Date('2030-02-28T18:30:00Z'), 'Asia/Kolkata')).toBe('2030-03-01');
    expect(weekdayOf(new Date('2030-01-06T23:30:00Z'), 'Europe/Berlin')).toBe('MO');
    expect(endOfLocalDay('2030-06-30', 'UTC').toISOString()).toBe('2030-06-30T23:59:59.000Z');
  });
});

describe('RRULE', () => {
  const start = new Date('2030-01-07T08:00:00Z'); // Monday 9:00 in Berlin
  it('writes and reads back the rule', () => {
    const rule = ruleFrom(
      { frequency: 'WEEKLY', weekdays: ['WE', 'MO'], until: '2030-06-30' },
      start,
      'Europe/Berlin',
    )!;
    expect(toRRule(rule)).toBe('FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20300630T215959Z');
    expect(parseRRule(toRRule(rule))).toEqual(rule);
    expect(toRRule(ruleFrom({ frequency: 'DAILY', interval: 2, count: 5 }, start, 'UTC')!)).toBe(
      'FREQ=DAILY;INTERVAL=2;COUNT=5',
    );
    expect(toRRule(ruleFrom({ frequency: 'WEEKLY' }, start, 'Europe/Berlin')!)).toBe('FREQ=WEEKLY;BYDAY=MO');
    expect(ruleFrom({ frequency: 'NONE' }, start, 'UTC')).toBeNull();
    expect(parseRRule('FREQ=YEARLY')).toBeNull();
  });

  it('repeats weekly at the same local time across daylight saving', () => {
    const rule = ruleFrom({ frequency: 'WEEKLY', weekdays: ['MO'] }, new Date('2030-03-18T08:00:00Z'), 'Europe/Berlin');
    // Berlin moves to summer time on 31 March 2030: 9:00 local is then 7:00 UTC.
    expect(
      iso(occurrenceStarts(new Date('2030-03-18T08:00:00Z'), 'Europe/Berlin', rule, new Date('2030-04-09T00:00:00Z'))),
    ).toEqual([
      '2030-03-18T08:00:00.000Z',
      '2030-03-25T08:00:00.000Z',
      '2030-04-01T07:00:00.000Z',
      '2030-04-08T07:00:00.000Z',
    ]);
  });

  it('weekly on chosen days, every other week, until a day or a count', () => {
    const twoWeekly = ruleFrom(
      { frequency: 'WEEKLY', interval: 2, weekdays: ['MO', 'TH'], count: 5 },
      new Date('2030-01-10T09:00:00Z'),
      'UTC',
    );
    expect(iso(occurrenceStarts(new Date('2030-01-10T09:00:00Z'), 'UTC', twoWeekly, FAR))).toEqual([
      '2030-01-10T09:00:00.000Z',
      '2030-01-21T09:00:00.000Z',
      '2030-01-24T09:00:00.000Z',
      '2030-02-04T09:00:00.000Z',
      '2030-02-07T09:00:00.000Z',
    ]);
    const daily = ruleFrom({ frequency: 'DAILY', until: '2030-01-03' }, new Date('2030-01-01T22:00:00Z'), 'UTC');
    expect(iso(occurrenceStarts(new Date('2030-01-01T22:00:00Z'), 'UTC', daily, FAR))).toHaveLength(3);
  });

  it('lists the occurrences that overlap a range, and knows when a series ends', () => {
    const series = { start: new Date('2030-01-07T09:00:00Z'), end: new Date('2030-01-07T10:00:00Z'), timeZone: 'UTC' };
    const rule = ruleFrom({ frequency: 'WEEKLY', weekdays: ['MO'], count: 3 }, series.start, 'UTC');
    expect(iso(occurrencesBetween({ ...series, rule }, new Date('2030-01-14T09:30:00Z'), FAR))).toEqual([
      '2030-01-14T09:00:00.000Z',
      '2030-01-21T09:00:00.000Z',
    ]);
    expect(seriesEnd(series.start, 3_600_000, 'UTC', rule)?.toISOString()).toBe('2030-01-21T10:00:00.000Z');
    expect(seriesEnd(series.start, 3_600_000, 'UTC', ruleFrom({ frequency: 'DAILY' }, series.start, 'UTC'))).toBeNull();
    expect(seriesEnd(series.start, 3_600_000, 'UTC', null)?.toISOString()).toBe('2030-01-07T10:00:00.000Z');
    expect(iso(occurrencesBetween({ ...series, rule: null }, new Date('2030-01-08T00:00:00Z'), FAR))).toEqual([]);
  });
});
