import {
  CreateAccountBody,
  LastName,
  NewPasswordConfirmation,
  PASSWORD_MESSAGES,
  PEOPLE_MESSAGES,
  SIGNUP_MESSAGES,
} from '@bright/contracts';
import { z } from 'zod';
import type { ProblemKeys } from '../../lib/field-problem';
import { fieldsByText } from '../../lib/forms/server-error';

/** Client-side checks of SPEC §5, as i18n keys (the English texts are the spec's). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'validation.enterEmail';
  if (!EMAIL_PATTERN.test(email.trim())) return 'validation.invalidEmail';
  return undefined;
}

export interface SignupErrors {
  email?: string;
  terms?: string;
}

export function validateSignup(email: string, acceptedTerms: boolean): SignupErrors {
  const errors: SignupErrors = {};
  const problem = emailProblem(email);
  if (problem) errors.email = problem;
  if (!acceptedTerms) errors.terms = 'signup.validation.acceptTerms';
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

const { firstName, acceptTerms } = CreateAccountBody.shape;

/**
 * The registration form (name, password twice, terms): the create-account call's own rules for the
 * names and the terms, and the client's SPEC §5 checks of a new password; every field's problem at once.
 */
export const RegisterProfileFormSchema = z.intersection(
  z.object({ firstName, lastName: LastName, acceptTerms: z.boolean().pipe(acceptTerms) }),
  NewPasswordConfirmation,
);
export type RegisterProfileInput = z.input<typeof RegisterProfileFormSchema>;
export type RegisterProfileField = keyof RegisterProfileInput;

/** The problems by their catalogue codes (the form's checks and the server's refusals), as i18n keys. */
export const REGISTER_PROBLEM_KEYS: ProblemKeys = {
  byCode: {
    'people.enterFirstName': 'signup.validation.enterFirstName',
    'people.firstCharacter': 'signup.validation.firstCharacter',
    'people.nameCharacters': 'signup.validation.nameCharacters',
    'newPassword.enterPassword': 'passwords.problems.enterPassword',
    'newPassword.tooShort': 'passwords.problems.tooShort',
    'password.tooShort': 'passwords.problems.tooShort',
    'password.notSafe': 'passwords.problems.notSafe',
    'newPassword.enterConfirmPassword': 'passwords.problems.enterConfirmPassword',
    'newPassword.mismatch': 'passwords.problems.mismatch',
    'signup.acceptTerms': 'signup.validation.acceptTerms',
  },
  tooLong: 'signup.validation.nameTooLong',
  fallback: 'signup.validation.nameCharacters',
};

/** The server's refusals that are about one field of the form (the others are about the link). */
export const REGISTER_FIELDS_BY_CODE = fieldsByText<RegisterProfileInput>({
  firstName: [PEOPLE_MESSAGES.enterFirstName],
  password: [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.notSafe],
  acceptTerms: [SIGNUP_MESSAGES.acceptTerms],
});
