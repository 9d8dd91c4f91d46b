import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { type ClassMembership, canReadClass, canTeachClass } from '../../lib/class-access';
import { canCreateClass, canListClassesOf, classAbilities, classRelation, keepsATeacher } from './classes.policy';

const HOME = 'home';
const klass = { instituteId: HOME };
const elsewhere = { instituteId: 'elsewhere' };
const actor = (roles: Role[], instituteId: string | null = HOME) => ({ userId: 'me', instituteId, roles });

describe('classes policy: role table', () => {
  // caller roles, place in the class → [read, teach, create in own institute, relation]
  const table: Array<[Role[], ClassMembership, string, string, string, string]> = [
    [['admin'], null, 'ok', 'ok', 'ok', 'admin'],
    [['admin', 'instructor'], null, 'ok', 'ok', 'ok', 'admin'],
    [['admin', 'instructor'], 'instructor', 'ok', 'ok', 'ok', 'instructor'],
    [['instructor'], 'instructor', 'ok', 'ok', 'ok', 'instructor'],
    [['instructor'], null, 'forbidden', 'forbidden', 'ok', 'learner'],
    // A teacher's class membership without the institute role (it was taken away) teaches nothing.
    [['learner'], 'instructor', 'ok', 'forbidden', 'forbidden', 'instructor'],
    [['learner'], 'learner', 'ok', 'forbidden', 'forbidden', 'learner'],
    [['learner'], null, 'forbidden', 'forbidden', 'forbidden', 'learner'],
    [[], null, 'forbidden', 'forbidden', 'forbidden', 'learner'],
  ];
  it.each(table)('%j as %s', (roles, membership, read, teach, create, relation) => {
    const me = actor(roles);
    expect(canReadClass(me, klass, membership)).toBe(read);
    expect(canTeachClass(me, klass, membership)).toBe(teach);
    expect(canCreateClass(me, HOME)).toBe(create);
    expect(classRelation(me, klass, membership)).toBe(relation);
    expect(classAbilities(me, klass, membership)).toEqual({ canTeach: teach === 'ok', canManage: teach === 'ok' });
  });

  it.each(table)('another institute is notFound for %j as %s, whatever the role', (roles, membership) => {
    const me = actor(roles);
    expect(canReadClass(me, elsewhere, membership)).toBe('notFound');
    expect(canTeachClass(me, elsewhere, membership)).toBe('notFound');
    expect(canCreateClass(me, 'elsewhere')).toBe('notFound');
  });

  it('a session without an active institute finds no class', () => {
    const me = actor(['admin'], null);
    expect(canReadClass(me, klass, 'instructor')).toBe('notFound');
    expect(canCreateClass(me, HOME)).toBe('notFound');
  });
});

describe('listing classes of a user', () => {
  it('oneself always; others only as an admin', () => {
    expect(canListClassesOf(actor(['learner']), 'me')).toBe('ok');
    expect(canListClassesOf(actor(['instructor']), 'other')).toBe('forbidden');
    expect(canListClassesOf(actor(['admin']), 'other')).toBe('ok');
  });
});

describe('a class keeps a teacher', () => {
  const table: Array<[string[], string[], boolean]> = [
    [['a'], ['a'], false],
    [['a', 'b'], ['a'], true],
    [['a', 'b'], ['a', 'b'], false],
    [['a'], ['x'], true],
    [[], [], false],
  ];
  it.each(table)('teachers %j removing %j: %s', (teachers, removing, keeps) => {
    expect(keepsATeacher(teachers, removing)).toBe(keeps);
  });
});
