import { ContactNumber, FirstName, LastName, PEOPLE_MESSAGES } from '@bright/contracts';

/** The server's own rules (shared contract schemas), answered as this page's i18n keys (SPEC §5 texts). */
const KEYS: Record<string, string> = {
  [PEOPLE_MESSAGES.enterFirstName]: 'profile.validation.enterFirstName',
  [PEOPLE_MESSAGES.firstCharacter]: 'profile.validation.firstCharacter',
  [PEOPLE_MESSAGES.nameCharacters]: 'profile.validation.nameCharacters',
  [PEOPLE_MESSAGES.contactNumber]: 'profile.validation.contactNumber',
};

function problem(schema: typeof FirstName | typeof LastName | typeof ContactNumber, value: string, fallback: string) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'too_big') return 'profile.validation.tooLong';
  return KEYS[issue.message] ?? fallback;
}

export interface ProfileFormErrors {
  firstName?: string;
  lastName?: string;
  contactNumber?: string;
}

export function validateProfileForm(input: { firstName: string; lastName: string; contactNumber: string }) {
  const errors: ProfileFormErrors = {
    firstName: problem(FirstName, input.firstName, 'profile.validation.nameCharacters'),
    lastName: problem(LastName, input.lastName, 'profile.validation.nameCharacters'),
    contactNumber: problem(ContactNumber, input.contactNumber, 'profile.validation.contactNumber'),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key)) as ProfileFormErrors;
}
