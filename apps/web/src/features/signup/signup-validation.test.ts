import { PASSWORD_MESSAGES, PEOPLE_MESSAGES } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { formProblemKey } from '../../lib/field-problem';
import { formErrors } from '../../test/form-errors';
import {
  REGISTER_PROBLEM_KEYS,
  type RegisterProfileInput,
  RegisterProfileFormSchema,
  emailProblem,
  validateSignup,
} from './signup-validation';

/** Reads a dotted i18n key from the English file, so each check ends in the spec's exact text. */
const english = (key: string | undefined) =>
  key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as string | undefined;

const profile: RegisterProfileInput = {
  firstName: 'Asha',
  lastName: '',
  password: 'river-stone-42',
  confirmPassword: 'river-stone-42',
  acceptTerms: true,
};

/** Each field's problem as the registration form shows it: an i18n key. */
async function problemKeys(values: RegisterProfileInput) {
  const errors = await formErrors(RegisterProfileFormSchema, values);
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, formProblemKey(error!, REGISTER_PROBLEM_KEYS)]),
  ) as Partial<Record<keyof RegisterProfileInput, string>>;
}

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

  it('checks the names with the spec messages', async () => {
    const check = async (names: Partial<RegisterProfileInput>) => {
      const errors = await problemKeys({ ...profile, ...names });
      return [errors.firstName, errors.lastName];
    };
    expect((await check({ firstName: ' ' })).map(english)).toEqual(['Please enter FirstName Name', undefined]);
    expect((await check({ firstName: '1Asha', lastName: '9lives' })).map(english)).toEqual([
      'First Character must be alphabet',
      'First Character must be alphabet',
    ]);
    expect(await check({ firstName: 'A'.repeat(101) })).toEqual(['signup.validation.nameTooLong', undefined]);
    expect(await check({ firstName: 'Asha<b>' })).toEqual(['signup.validation.nameCharacters', undefined]);
    expect(await check({ firstName: 'Zoë', lastName: "O'Neil-Rao" })).toEqual([undefined, undefined]);
  });

  it('checks the password and its confirmation with the spec messages', async () => {
    const check = async (password: string, confirmPassword: string) => {
      const errors = await problemKeys({ ...profile, password, confirmPassword });
      return [english(errors.password), english(errors.confirmPassword)];
    };
    expect(await check('', '')).toEqual(['Enter Password', 'Enter Confirm Password']);
    expect(await check('abc', 'abc')).toEqual(['Password too short', undefined]);
    expect(await check('password1', 'password1')).toEqual([
      'Password is not safe. Please try another password',
      undefined,
    ]);
    expect(await check('QWERTY123', 'QWERTY123')).toEqual([
      'Password is not safe. Please try another password',
      undefined,
    ]);
    expect(await check('river-stone-42', 'river-stone-41')).toEqual([undefined, 'Password Mismatch']);
    expect(await check('river-stone-42', 'river-stone-42')).toEqual([undefined, undefined]);
  });

  it('asks for the terms, and shows every problem of the form at once', async () => {
    expect(await problemKeys(profile)).toEqual({});
    const errors = await problemKeys({
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    });
    expect(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, english(key)]))).toEqual({
      firstName: 'Please enter FirstName Name',
      password: 'Enter Password',
      confirmPassword: 'Enter Confirm Password',
      acceptTerms: 'Please agree to the terms & policy before continuing',
    });
  });

  it("words the server's refusals of a field as the form's own checks", () => {
    const refusal = (message: string) => english(formProblemKey({ type: 'server', message }, REGISTER_PROBLEM_KEYS));
    expect(refusal(PASSWORD_MESSAGES.tooShort)).toBe('Password too short');
    expect(refusal(PASSWORD_MESSAGES.notSafe)).toBe('Password is not safe. Please try another password');
    expect(refusal(PEOPLE_MESSAGES.enterFirstName)).toBe('Please enter FirstName Name');
  });
});
