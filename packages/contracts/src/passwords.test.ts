import { describe, expect, it } from 'vitest';
import { codeMessage } from './message-catalogue';
import { NewPasswordConfirmation } from './passwords';

/** Each field's problem with its catalogue code, as a form gets them. */
const problems = (password: string, confirmPassword: string) =>
  Object.fromEntries(
    (NewPasswordConfirmation.safeParse({ password, confirmPassword }).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      codeMessage(issue.message)?.code,
    ]),
  );

describe('NewPasswordConfirmation (SPEC §5, as a form checks a new password)', () => {
  it('puts each problem on its own field, with its catalogue code', () => {
    expect(problems('', '')).toEqual({
      password: 'newPassword.enterPassword',
      confirmPassword: 'newPassword.enterConfirmPassword',
    });
    expect(problems('abc', 'abc')).toEqual({ password: 'newPassword.tooShort' });
    expect(problems('Password1', 'Password1')).toEqual({ password: 'password.notSafe' });
    expect(problems('river-stone-42', 'river-stone-41')).toEqual({ confirmPassword: 'newPassword.mismatch' });
    expect(problems('river-stone-42', 'river-stone-42')).toEqual({});
  });
});
