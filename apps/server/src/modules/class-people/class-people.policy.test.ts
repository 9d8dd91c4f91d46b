import { describe, expect, it } from 'vitest';
import { changeNeed, duplicateVerdict, fitsType, listNeed, studentScope } from './class-people.policy';

describe('class people policy: role table', () => {
  // institute roles → [may be added as learner, as instructor, default student scope]
  const table: Array<[string[], boolean, boolean, string]> = [
    [['learner'], true, false, 'forbidden'],
    [['instructor'], false, true, 'mine'],
    [['admin'], false, false, 'institute'],
    [['admin', 'instructor'], false, true, 'mine'],
    [[], false, false, 'forbidden'],
  ];
  it.each(table)('%j', (roles, asLearner, asInstructor, scope) => {
    expect(fitsType('learner', roles)).toBe(asLearner);
    expect(fitsType('instructor', roles)).toBe(asInstructor);
    expect(studentScope(roles, undefined)).toBe(scope);
  });

  it('needs: students are seen and changed by who teaches; teachers are seen by members, changed by managers', () => {
    expect(listNeed('learner')).toBe('teach');
    expect(listNeed('instructor')).toBe('read');
    expect(changeNeed('learner')).toBe('teach');
    expect(changeNeed('instructor')).toBe('manage');
  });

  it('an explicit scope is kept for staff', () => {
    expect(studentScope(['instructor'], 'institute')).toBe('institute');
    expect(studentScope(['admin'], 'mine')).toBe('mine');
    expect(studentScope(['learner'], 'mine')).toBe('forbidden');
  });

  it('anyone already in the class is a duplicate', () => {
    expect(duplicateVerdict('learner', [])).toBe('ok');
    expect(duplicateVerdict('learner', [{ role: 'learner' }])).toBe('studentDuplicate');
    expect(duplicateVerdict('instructor', [{ role: 'instructor' }])).toBe('teacherDuplicate');
  });
});
