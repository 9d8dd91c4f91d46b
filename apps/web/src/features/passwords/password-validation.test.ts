import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { ChangePasswordFormSchema, codeProblem, emailProblem, validateNewPassword } from './password-validation';

const english = (key: string | undefined) =>
  key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as string | undefined;

describe('password checks (SPEC §5)', () => {
  it('answers the spec messages for a new password and its confirmation', () => {
    const check = (password: string, confirm: string) => {
      const errors = validateNewPassword(password, confirm);
      return [english(errors.password), english(errors.confirmPassword)];
    };
    expect(check('', '')).toEqual(['Enter Password', 'Enter Confirm Password']);
    expect(check('12345', '12345')).toEqual(['Password too short', undefined]);
    expect(check('sunshine', 'sunshine')).toEqual(['Password is not safe. Please try another password', undefined]);
    expect(check('lantern-meadow-7', 'lantern-meadow')).toEqual([undefined, 'Password Mismatch']);
    expect(check('lantern-meadow-7', 'lantern-meadow-7')).toEqual([undefined, undefined]);
  });

  it('checks the email and the 6-digit code', () => {
    expect(english(emailProblem(''))).toBe('Please enter Email Address');
    expect(english(emailProblem('x@y'))).toBe('Invalid Email Address');
    expect(codeProblem('12345')).toBe('passwords.forgot.codeFormat');
    expect(codeProblem('12a456')).toBe('passwords.forgot.codeFormat');
    expect(codeProblem(' 123456 ')).toBeUndefined();
  });
});

describe('ChangePasswordFormSchema', () => {
  const issues = (input: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
    Object.fromEntries(
      (ChangePasswordFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );

  it('passes a current password and a safe new one, confirmed', () => {
    expect(
      issues({ currentPassword: 'demo1234', newPassword: 'Maple-River-42', confirmPassword: 'Maple-River-42' }),
    ).toEqual({});
  });

  it('names every blank field at once, with the SPEC texts', () => {
    expect(issues({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'passwords.change.enterCurrent',
      newPassword: 'passwords.problems.enterPassword',
      confirmPassword: 'passwords.problems.enterConfirmPassword',
    });
  });
});
