import { ContactNumber, FirstName, LastName } from '@bright/contracts';
import { fieldProblemKey } from '../../lib/field-problem';

/** SPEC §5 client messages, as i18n keys; names use the server's own rules (shared contract). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contract's codes of the name and number rules, as this page's keys. */
const KEYS = {
  byCode: {
    'people.enterFirstName': 'people.validation.enterFirstName',
    'people.firstCharacter': 'people.validation.firstCharacter',
    'people.nameCharacters': 'people.validation.nameCharacters',
    'people.contactNumber': 'people.validation.contactNumber',
  },
  tooLong: 'people.validation.tooLong',
  fallback: 'people.validation.nameCharacters',
};

const problem = (schema: typeof FirstName | typeof LastName | typeof ContactNumber, value: string) =>
  fieldProblemKey(schema, value, KEYS);

export interface PersonInput {
  email: string;
  firstName: string;
  lastName: string;
  contactNumber: string;
}

export type PersonErrors = Partial<Record<keyof PersonInput, string>>;

export function validatePerson(input: PersonInput): PersonErrors {
  const email = input.email.trim();
  const errors: PersonErrors = {
    email: !email
      ? 'people.validation.enterEmail'
      : !EMAIL_PATTERN.test(email)
        ? 'people.validation.invalidEmail'
        : undefined,
    firstName: problem(FirstName, input.firstName),
    lastName: problem(LastName, input.lastName),
    contactNumber: problem(ContactNumber, input.contactNumber),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key)) as PersonErrors;
}
