import { ContactNumber, FirstName, LastName, PEOPLE_MESSAGES } from '@bright/contracts';

/** SPEC §5 client messages, as i18n keys; names use the server's own rules (shared contract). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const KEYS: Record<string, string> = {
  [PEOPLE_MESSAGES.enterFirstName]: 'people.validation.enterFirstName',
  [PEOPLE_MESSAGES.firstCharacter]: 'people.validation.firstCharacter',
  [PEOPLE_MESSAGES.nameCharacters]: 'people.validation.nameCharacters',
  [PEOPLE_MESSAGES.contactNumber]: 'people.validation.contactNumber',
};

function problem(schema: typeof FirstName | typeof LastName | typeof ContactNumber, value: string) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'too_big') return 'people.validation.tooLong';
  return KEYS[issue.message] ?? 'people.validation.nameCharacters';
}

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
