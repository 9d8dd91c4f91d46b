import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import {
  additionVerdict,
  adminChangeVerdict,
  canManagePeople,
  canReadPerson,
  canReadStaffInfo,
  isLastAdmin,
  isOfKind,
} from './people.policy';

const HOME = 'home';
const actor = (roles: Role[], userId = 'me') => ({ userId, instituteId: HOME, roles });

describe('people policy: role table', () => {
  // caller roles → [manage own institute, staff info, read a student, read a teacher, read self]
  const table: Array<[Role[], string, boolean, string, string, string]> = [
    [['admin'], 'ok', true, 'ok', 'ok', 'ok'],
    [['admin', 'instructor'], 'ok', true, 'ok', 'ok', 'ok'],
    [['instructor'], 'forbidden', true, 'ok', 'ok', 'ok'],
    [['learner'], 'forbidden', false, 'forbidden', 'ok', 'ok'],
    [[], 'forbidden', false, 'forbidden', 'ok', 'ok'],
  ];
  it.each(table)('%j', (roles, manage, staffInfo, readStudent, readTeacher, readSelf) => {
    const me = actor(roles);
    expect(canManagePeople(me, HOME)).toBe(manage);
    expect(canManagePeople(me, 'elsewhere')).toBe('notFound');
    expect(canReadStaffInfo(me)).toBe(staffInfo);
    expect(canReadPerson(me, { userId: 'student', roles: ['learner'] })).toBe(readStudent);
    expect(canReadPerson(me, { userId: 'teacher', roles: ['instructor'] })).toBe(readTeacher);
    expect(canReadPerson(me, { userId: 'me', roles })).toBe(readSelf);
  });
});

describe('adding people', () => {
  // kind, existing roles → verdict
  const table: Array<['staff' | 'learner', string[] | undefined, string]> = [
    ['staff', undefined, 'join'],
    ['staff', ['instructor'], 'duplicate'],
    ['staff', ['admin', 'instructor'], 'duplicate'],
    ['staff', ['admin'], 'addRole'],
    ['staff', ['learner'], 'conflict'],
    ['learner', undefined, 'join'],
    ['learner', ['learner'], 'duplicate'],
    ['learner', ['instructor'], 'conflict'],
    ['learner', ['admin'], 'conflict'],
  ];
  it.each(table)('%s over %j: %s', (kind, existing, verdict) => {
    expect(additionVerdict(kind, existing)).toBe(verdict);
  });

  it('sorts roles into staff and students', () => {
    expect(isOfKind(['admin'], 'staff')).toBe(true);
    expect(isOfKind(['instructor'], 'staff')).toBe(true);
    expect(isOfKind(['learner'], 'staff')).toBe(false);
    expect(isOfKind(['learner'], 'learner')).toBe(true);
    expect(isOfKind(['admin', 'instructor'], 'learner')).toBe(false);
  });
});

describe('the last admin', () => {
  it('is the only admin left', () => {
    expect(isLastAdmin(['a'], 'a')).toBe(true);
    expect(isLastAdmin(['a', 'b'], 'a')).toBe(false);
    expect(isLastAdmin(['a'], 'b')).toBe(false);
    expect(isLastAdmin([], 'b')).toBe(false);
  });

  // admins, target roles, makeAdmin → verdict
  const table: Array<[string[], string[], boolean, string]> = [
    [['a'], ['admin', 'instructor'], false, 'lastAdmin'],
    [['a', 'b'], ['admin', 'instructor'], false, 'revoke'],
    [['b'], ['instructor'], false, 'unchanged'],
    [['b'], ['instructor'], true, 'grant'],
    [['a'], ['admin'], true, 'unchanged'],
    [['b'], ['learner'], true, 'notTeacher'],
  ];
  it.each(table)('admins %j, target a with %j, makeAdmin %s: %s', (admins, roles, makeAdmin, verdict) => {
    expect(adminChangeVerdict(admins, { userId: 'a', roles }, makeAdmin)).toBe(verdict);
  });
});
