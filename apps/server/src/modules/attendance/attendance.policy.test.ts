import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import type { ClassMembership } from '../../lib/class-access';
import {
  attendanceRate,
  canReadStudentAttendance,
  canTakeAttendance,
  marksFrom,
  resolvePeriod,
} from './attendance.policy';

const klass = { instituteId: 'home' };
const actor = (roles: Role[], userId = 'me') => ({ userId, instituteId: 'home', roles });

describe('attendance policy: role table', () => {
  // roles, place in class → [take, read own, read another student's]
  const table: Array<[Role[], ClassMembership, string, string, string]> = [
    [['admin'], null, 'ok', 'ok', 'ok'],
    [['instructor'], 'instructor', 'ok', 'ok', 'ok'],
    [['instructor'], null, 'forbidden', 'ok', 'forbidden'],
    [['learner'], 'learner', 'forbidden', 'ok', 'forbidden'],
    [['learner'], null, 'forbidden', 'ok', 'forbidden'],
  ];
  it.each(table)('%j as %s', (roles, membership, take, own, other) => {
    expect(canTakeAttendance(actor(roles), klass, membership)).toBe(take);
    expect(canReadStudentAttendance(actor(roles), klass, membership, 'me')).toBe(own);
    expect(canReadStudentAttendance(actor(roles), klass, membership, 'someone')).toBe(other);
    expect(canReadStudentAttendance(actor(roles), { instituteId: 'elsewhere' }, membership, 'me')).toBe('notFound');
  });
});

describe('marks', () => {
  it('one status per student, LATE and EXCUSED beside the pair', () => {
    const result = marksFrom({ present: ['a', 'b'], absent: ['c'], late: ['d'], excused: ['e'] });
    expect('marks' in result && Object.fromEntries(result.marks)).toEqual({
      a: 'PRESENT',
      b: 'PRESENT',
      c: 'ABSENT',
      d: 'LATE',
      e: 'EXCUSED',
    });
  });
  it('refuses a student in two lists, and nobody at all', () => {
    expect(marksFrom({ present: ['a'], absent: ['a'] })).toEqual({ problem: 'A student can have only one status' });
    expect(marksFrom({ present: [], absent: [] })).toEqual({ problem: 'Please provide: present' });
    expect('marks' in marksFrom({ present: ['a', 'a'] })).toBe(true);
  });
});

describe('periods', () => {
  const now = new Date(2030, 4, 15, 10, 30);
  it('ranges of SPEC §9, both ends inclusive', () => {
    const today = resolvePeriod({ range: 'TODAY' }, now) as { start: Date; end: Date };
    expect(today.start).toEqual(new Date(2030, 4, 15));
    expect(today.end).toEqual(new Date(2030, 4, 16, 0, 0, 0, -1));
    const yesterday = resolvePeriod({ range: 'YESTERDAY' }, now) as { start: Date; end: Date };
    expect(yesterday).toEqual({ start: new Date(2030, 4, 14), end: new Date(2030, 4, 15, 0, 0, 0, -1) });
    expect((resolvePeriod({ range: 'LAST_7_DAYS' }, now) as { start: Date }).start).toEqual(new Date(2030, 4, 9));
    expect((resolvePeriod({ range: 'LAST_30_DAYS' }, now) as { start: Date }).start).toEqual(new Date(2030, 3, 16));
    expect((resolvePeriod({ range: 'LAST_60_DAYS' }, now) as { start: Date }).start).toEqual(new Date(2030, 2, 17));
  });
  it('dates come in pairs, in order, at most a year apart', () => {
    const a = new Date('2030-01-01T00:00:00Z');
    const b = new Date('2030-02-01T00:00:00Z');
    expect(resolvePeriod({})).toEqual({});
    expect(resolvePeriod({ startDate: a, endDate: b })).toEqual({ start: a, end: b });
    expect(resolvePeriod({ endDate: b })).toEqual({ problem: 'Please provide: startDate' });
    expect(resolvePeriod({ startDate: a })).toEqual({ problem: 'Please provide: endDate' });
    expect(resolvePeriod({ startDate: b, endDate: a })).toEqual({ problem: 'endDate must not be before startDate' });
    expect(resolvePeriod({ startDate: a, endDate: new Date('2031-06-01T00:00:00Z') })).toEqual({
      problem: 'The range can be at most 366 days',
    });
  });
  it('rates leave the excused out', () => {
    expect(attendanceRate({ PRESENT: 3, ABSENT: 1, LATE: 0, EXCUSED: 5 })).toBe(75);
    expect(attendanceRate({ PRESENT: 1, ABSENT: 1, LATE: 1, EXCUSED: 0 })).toBe(66.7);
    expect(attendanceRate({ PRESENT: 0, ABSENT: 0, LATE: 0, EXCUSED: 2 })).toBeNull();
  });
});
