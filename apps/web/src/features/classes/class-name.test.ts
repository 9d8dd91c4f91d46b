import { describe, expect, it } from 'vitest';
import { classNameProblem } from './class-name';

describe('classNameProblem', () => {
  it('follows the contract', () => {
    expect(classNameProblem('Class 6A')).toBeUndefined();
    expect(classNameProblem('   ')).toBe('classes.form.nameRequired');
    expect(classNameProblem('x'.repeat(101))).toBe('classes.form.tooLong');
    expect(classNameProblem('<b>')).toBe('classes.form.noMarkup');
  });
});
