import { ContactNumber, FirstName, LastName } from '@bright/contracts';
import { fieldProblemKey } from '../../lib/field-problem';

/** The server's own rules (shared contract schemas), answered by their codes as this page's i18n keys (SPEC §5 texts). */
const BY_CODE = {
  'people.enterFirstName': 'profile.validation.enterFirstName',
  'people.firstCharacter': 'profile.validation.firstCharacter',
  'people.nameCharacters': 'profile.validation.nameCharacters',
  'people.contactNumber': 'profile.validation.contactNumber',
};

const problem = (schema: typeof FirstName | typeof LastName | typeof ContactNumber, value: string, fallback: string) =>
  fieldProblemKey(schema, value, { byCode: BY_CODE, tooLong: 'profile.validation.tooLong', fallback });

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
