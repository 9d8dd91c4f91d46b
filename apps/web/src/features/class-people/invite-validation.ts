import { Email, FirstName, LastName } from '@bright/contracts';
import { fieldProblemKey } from '../../lib/field-problem';

/** The invite dialog's fields, checked with the server's own schemas; errors are i18n keys. */
export interface InviteInput {
  email: string;
  firstName: string;
  lastName: string;
}

export type InviteErrors = Partial<Record<keyof InviteInput, string>>;

/** The name rules' problems by their catalogue codes, as this dialog's keys. */
const NAME_KEYS = {
  byCode: {
    'people.enterFirstName': 'classInvite.validation.enterFirstName',
    'people.firstCharacter': 'classInvite.validation.firstCharacter',
  },
  tooLong: 'classInvite.validation.tooLong',
  fallback: 'classInvite.validation.nameCharacters',
};

const nameProblem = (schema: typeof FirstName | typeof LastName, value: string) =>
  fieldProblemKey(schema, value, NAME_KEYS);

export function validateInvite(input: InviteInput): InviteErrors {
  const email = input.email.trim();
  const errors: InviteErrors = {
    email: !email
      ? 'classInvite.validation.enterEmail'
      : Email.safeParse(email).success
        ? undefined
        : 'classInvite.validation.invalidEmail',
    firstName: nameProblem(FirstName, input.firstName),
    lastName: input.lastName.trim() ? nameProblem(LastName, input.lastName) : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key)) as InviteErrors;
}
