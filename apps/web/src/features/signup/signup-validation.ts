import { FirstName, LastName, checkNewPassword } from '@bright/contracts';
import { fieldProblemKey } from '../../lib/field-problem';

/** Client-side checks of SPEC §5, as i18n keys (the English texts are the spec's). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'validation.enterEmail';
  if (!EMAIL_PATTERN.test(email.trim())) return 'validation.invalidEmail';
  return undefined;
}

/** The server's own name rules (shared contract), answered by their codes as the page's i18n keys. */
const NAME_KEYS = {
  byCode: {
    'people.enterFirstName': 'signup.validation.enterFirstName',
    'people.firstCharacter': 'signup.validation.firstCharacter',
    'people.nameCharacters': 'signup.validation.nameCharacters',
  },
  tooLong: 'signup.validation.nameTooLong',
  fallback: 'signup.validation.nameCharacters',
};

const nameProblem = (schema: typeof FirstName | typeof LastName, value: string) =>
  fieldProblemKey(schema, value, NAME_KEYS);

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

export interface ProfileErrors {
  firstName?: string;
  lastName?: string;
  password?: string;
  confirmPassword?: string;
  terms?: string;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

export function validateProfile(input: ProfileInput): ProfileErrors {
  const errors: ProfileErrors = {};
  errors.firstName = nameProblem(FirstName, input.firstName);
  errors.lastName = nameProblem(LastName, input.lastName);
  const passwords = checkNewPassword(input.password, input.confirmPassword);
  if (passwords.password) errors.password = `passwords.problems.${passwords.password}`;
  if (passwords.confirm) errors.confirmPassword = `passwords.problems.${passwords.confirm}`;
  if (!input.acceptedTerms) errors.terms = 'signup.validation.acceptTerms';
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value)) as ProfileErrors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
