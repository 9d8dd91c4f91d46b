import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { joinVerdict } from './joining.policy';

describe('joining policy: role table', () => {
  // roles in the class's institute (undefined: not a member), in the class, pending → verdict
  const table: Array<[Role[] | undefined, boolean, boolean, string]> = [
    [undefined, false, false, 'ok'],
    [['learner'], false, false, 'ok'],
    [['learner'], true, false, 'member'],
    [['learner'], false, true, 'pending'],
    [['instructor'], false, false, 'staff'],
    [['admin'], false, false, 'staff'],
    [['admin', 'instructor'], true, false, 'staff'],
    [[], false, false, 'ok'],
  ];
  it.each(table)('%j, in class %s, pending %s: %s', (roles, inClass, pending, verdict) => {
    expect(joinVerdict(roles, inClass, pending)).toBe(verdict);
  });
});
