import { BADGE_TYPES, type Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import type { ClassMembership } from '../../lib/class-access';
import { badgeScope, badgeTargets, canGiveBadge, canReadStudentBadges, countByType } from './badges.policy';

const klass = { instituteId: 'home' };
const actor = (roles: Role[], userId = 'me') => ({ userId, instituteId: 'home', roles });

describe('badges policy: role table', () => {
  // roles, place in class → [give, read own, read another student's, scope]
  const table: Array<[Role[], ClassMembership, string, string, string, string]> = [
    [['admin'], null, 'ok', 'ok', 'ok', 'all'],
    [['instructor'], 'instructor', 'ok', 'ok', 'ok', 'all'],
    [['instructor'], null, 'forbidden', 'forbidden', 'forbidden', 'own'],
    [['learner'], 'learner', 'forbidden', 'ok', 'forbidden', 'own'],
    [['learner'], null, 'forbidden', 'forbidden', 'forbidden', 'own'],
  ];
  it.each(table)('%j as %s', (roles, membership, give, own, other, scope) => {
    expect(canGiveBadge(actor(roles), klass, membership)).toBe(give);
    expect(canReadStudentBadges(actor(roles), klass, membership, 'me')).toBe(own);
    expect(canReadStudentBadges(actor(roles), klass, membership, 'someone')).toBe(other);
    expect(badgeScope(actor(roles), klass, membership)).toBe(scope);
    expect(canGiveBadge(actor(roles), { instituteId: 'elsewhere' }, membership)).toBe('notFound');
  });
});

describe('badge rules', () => {
  it('targets the class or chosen students of it', () => {
    expect(badgeTargets(new Set(['a', 'b']), undefined)).toEqual({ studentIds: ['a', 'b'] });
    expect(badgeTargets(new Set(['a', 'b']), ['c'])).toEqual({ problem: 'notInClass' });
    expect(badgeTargets(new Set(), undefined)).toEqual({ problem: 'empty' });
  });
  it('counts by type in the default order, leaving out types never given', () => {
    expect(countByType(BADGE_TYPES, ['LEADER', 'HELPFUL', 'LEADER'])).toEqual([
      { badgeType: 'HELPFUL', count: 1 },
      { badgeType: 'LEADER', count: 2 },
    ]);
  });
});
