import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import type { ClassMembership } from '../../lib/class-access';
import { ruleFrom } from './recurrence';
import {
  canManageSchedules,
  canReadSchedules,
  canReadUserSchedules,
  listRange,
  scheduleProblem,
} from './scheduler.policy';

const klass = { instituteId: 'home' };
const actor = (roles: Role[], userId = 'me') => ({ userId, instituteId: 'home', roles });

describe('scheduler policy: role table', () => {
  // roles, place in class → [read, manage, another user's schedules]
  const table: Array<[Role[], ClassMembership, string, string, string]> = [
    [['admin'], null, 'ok', 'ok', 'ok'],
    [['instructor'], 'instructor', 'ok', 'ok', 'forbidden'],
    [['instructor'], null, 'forbidden', 'forbidden', 'forbidden'],
    [['learner'], 'learner', 'ok', 'forbidden', 'forbidden'],
    [['learner'], null, 'forbidden', 'forbidden', 'forbidden'],
  ];
  it.each(table)('%j as %s', (roles, membership, read, manage, other) => {
    expect(canReadSchedules(actor(roles), klass, membership)).toBe(read);
    expect(canManageSchedules(actor(roles), klass, membership)).toBe(manage);
    expect(canReadUserSchedules(actor(roles), 'someone')).toBe(other);
    expect(canReadUserSchedules(actor(roles), 'me')).toBe('ok');
    expect(canReadSchedules(actor(roles), { instituteId: 'elsewhere' }, membership)).toBe('notFound');
  });
});

describe('schedule rules', () => {
  const start = new Date('2030-01-07T09:00:00Z'); // a Monday
  const hour = (n: number) => new Date(start.getTime() + n * 3_600_000);
  it('needs an end after the start, at most a day long, on a chosen weekday, repeating at most 5 years', () => {
    expect(scheduleProblem({ start, end: hour(1), timeZone: 'UTC', rule: null })).toBeNull();
    expect(scheduleProblem({ start, end: start, timeZone: 'UTC', rule: null })).toBe('The end must be after the start');
    expect(scheduleProblem({ start, end: hour(-1), timeZone: 'UTC', rule: null })).toBe(
      'The end must be after the start',
    );
    expect(scheduleProblem({ start, end: hour(25), timeZone: 'UTC', rule: null })).toBe(
      'A schedule can last at most 24 hours',
    );
    const rule = (recurrence: Parameters<typeof ruleFrom>[0]) => ruleFrom(recurrence, start, 'UTC');
    expect(
      scheduleProblem({ start, end: hour(1), timeZone: 'UTC', rule: rule({ frequency: 'WEEKLY', weekdays: ['TU'] }) }),
    ).toBe('The start must fall on one of the chosen weekdays');
    expect(
      scheduleProblem({
        start,
        end: hour(1),
        timeZone: 'UTC',
        rule: rule({ frequency: 'DAILY', until: '2029-12-31' }),
      }),
    ).toBe('The repeat end date must not be before the start');
    expect(
      scheduleProblem({
        start,
        end: hour(1),
        timeZone: 'UTC',
        rule: rule({ frequency: 'DAILY', until: '2040-01-01' }),
      }),
    ).toBe('The repeat end date can be at most 5 years after the start');
  });
  it('lists a range of at most 100 days, 31 by default', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(listRange({}, now)).toEqual({ from: now, to: new Date('2030-02-01T00:00:00Z') });
    expect(listRange({ from: now, to: now })).toEqual({ problem: 'to must be after from' });
    expect(listRange({ from: now, to: new Date('2030-06-01T00:00:00Z') })).toEqual({
      problem: 'The range can be at most 100 days',
    });
  });
});
