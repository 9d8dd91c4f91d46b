import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import type { ClassMembership } from '../../lib/class-access';
import {
  behaviourScope,
  canEditBehaviourSettings,
  canGiveFeedback,
  canReadBehaviourSettings,
  canReadStudentBehaviour,
  dailySeries,
  feedbackTargets,
  pointsSummary,
  retentionCutoff,
} from './behaviour.policy';

const klass = { instituteId: 'home' };
const actor = (roles: Role[], userId = 'me') => ({ userId, instituteId: 'home', roles });

describe('behaviour policy: role table', () => {
  // roles, place in class → [give, read own, read another student's, scope]
  const table: Array<[Role[], ClassMembership, string, string, string, string]> = [
    [['admin'], null, 'ok', 'ok', 'ok', 'all'],
    [['instructor'], 'instructor', 'ok', 'ok', 'ok', 'all'],
    [['instructor'], null, 'forbidden', 'forbidden', 'forbidden', 'own'],
    [['learner'], 'learner', 'forbidden', 'ok', 'forbidden', 'own'],
    [['learner'], null, 'forbidden', 'forbidden', 'forbidden', 'own'],
    // A former teacher of the class who lost the instructor role in the institute.
    [['learner'], 'instructor', 'forbidden', 'forbidden', 'forbidden', 'own'],
  ];
  it.each(table)('%j as %s', (roles, membership, give, own, other, scope) => {
    expect(canGiveFeedback(actor(roles), klass, membership)).toBe(give);
    expect(canReadStudentBehaviour(actor(roles), klass, membership, 'me')).toBe(own);
    expect(canReadStudentBehaviour(actor(roles), klass, membership, 'someone')).toBe(other);
    expect(behaviourScope(actor(roles), klass, membership)).toBe(scope);
    expect(canReadStudentBehaviour(actor(roles), { instituteId: 'elsewhere' }, membership, 'me')).toBe('notFound');
    expect(canGiveFeedback(actor(roles), { instituteId: 'elsewhere' }, membership)).toBe('notFound');
  });

  it('settings: staff read, admins change, only in their active institute', () => {
    expect(canReadBehaviourSettings(actor(['instructor']), 'home')).toBe('ok');
    expect(canReadBehaviourSettings(actor(['learner']), 'home')).toBe('forbidden');
    expect(canEditBehaviourSettings(actor(['admin']), 'home')).toBe('ok');
    expect(canEditBehaviourSettings(actor(['instructor']), 'home')).toBe('forbidden');
    expect(canEditBehaviourSettings(actor(['admin']), 'elsewhere')).toBe('notFound');
  });
});

describe('behaviour rules', () => {
  it('targets the whole class or chosen students of it', () => {
    const learners = new Set(['a', 'b', 'c']);
    expect(feedbackTargets(learners, undefined)).toEqual({ studentIds: ['a', 'b', 'c'] });
    expect(feedbackTargets(learners, ['b', 'b'])).toEqual({ studentIds: ['b'] });
    expect(feedbackTargets(learners, ['b', 'z'])).toEqual({ problem: 'notInClass' });
    expect(feedbackTargets(new Set(), undefined)).toEqual({ problem: 'empty' });
  });

  it('sums points: zero-point notes count as entries, not points', () => {
    expect(pointsSummary([2, -1, 0, 3, -2])).toEqual({ totalPoints: 2, positive: 5, needsWork: 3 });
    expect(pointsSummary([])).toEqual({ totalPoints: 0, positive: 0, needsWork: 0 });
  });

  it("groups points by the reader's days, with a running total", () => {
    const entries = [
      { createdAt: new Date('2030-03-01T22:30:00Z'), behaviorPoints: 2 },
      { createdAt: new Date('2030-03-02T01:00:00Z'), behaviorPoints: -1 },
      { createdAt: new Date('2030-03-02T10:00:00Z'), behaviorPoints: 3 },
    ];
    expect(dailySeries(entries, 'UTC')).toEqual([
      { day: '2030-03-01', points: 2, cumulative: 2 },
      { day: '2030-03-02', points: 2, cumulative: 4 },
    ]);
    // In Kolkata (UTC+5:30) the first two fall on 2 March.
    expect(dailySeries(entries, 'Asia/Kolkata')).toEqual([{ day: '2030-03-02', points: 4, cumulative: 4 }]);
  });

  it('retention: a cutoff so many days back, none when kept for ever', () => {
    const now = new Date('2030-06-30T12:00:00Z');
    expect(retentionCutoff(30, now)).toEqual(new Date('2030-05-31T12:00:00Z'));
    expect(retentionCutoff(null, now)).toBeNull();
  });
});
