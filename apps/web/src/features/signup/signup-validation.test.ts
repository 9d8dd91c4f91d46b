import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { emailProblem, validateProfile, validateSignup } from './signup-validation';

/** Reads a dotted i18n key from the English file, so each check ends in the spec's exact text. */
const english = (key: string | undefined) =>
  key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as string | undefined;

const profile = {
  firstName: 'Asha',
  lastName: '',
  password: 'river-stone-42',
  confirmPassword: 'river-stone-42',
  acceptedTerms: true,
};

describe('sign-up checks (SPEC §5)', () => {
  it('asks for a valid email and for the terms', () => {
    expect(english(emailProblem(''))).toBe('Please enter Email Address');
    expect(english(emailProblem('asha@'))).toBe('Invalid Email Address');
    expect(emailProblem(' asha@example.test ')).toBeUndefined();
    expect(english(validateSignup('asha@example.test', false).terms)).toBe(
      'Please agree to the terms & policy before continuing',
    );
    expect(validateSignup('asha@example.test', true)).toEqual({});
  });

  it('checks the names with the spec messages', () => {
    expect(english(validateProfile({ ...profile, firstName: ' ' }).firstName)).toBe('Please enter FirstName Name');
    expect(english(validateProfile({ ...profile, firstName: '1Asha' }).firstName)).toBe(
      'First Character must be alphabet',
    );
    expect(validateProfile({ ...profile, firstName: 'A'.repeat(101) }).firstName).toBe('signup.validation.nameTooLong');
    expect(validateProfile({ ...profile, firstName: 'Asha<b>' }).firstName).toBe('signup.validation.nameCharacters');
    expect(validateProfile({ ...profile, firstName: 'Zoë', lastName: "O'Neil-Rao" })).toEqual({});
  });

  it('checks the password and its confirmation with the spec messages', () => {
    const check = (password: string, confirmPassword: string) => {
      const errors = validateProfile({ ...profile, password, confirmPassword });
      return [english(errors.password), english(errors.confirmPassword)];
    };
    expect(check('', '')).toEqual(['Enter Password', 'Enter Confirm Password']);
    expect(check('abc', 'abc')).toEqual(['Password too short', undefined]);
    expect(check('password1', 'password1')).toEqual(['Password is not safe. Please try another password', undefined]);
    expect(check('QWERTY123', 'QWERTY123')).toEqual(['Password is not safe. Please try another password', undefined]);
    expect(check('river-stone-42', 'river-stone-41')).toEqual([undefined, 'Password Mismatch']);
    expect(check('river-stone-42', 'river-stone-42')).toEqual([undefined, undefined]);
  });
});
