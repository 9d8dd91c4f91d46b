import { Email, FirstName, LastName, PEOPLE_MESSAGES } from '@bright/contracts';

/** The invite dialog's fields, checked with the server's own schemas; errors are i18n keys. */
export interface InviteInput {
  email: string;
  firstName: string;
  lastName: string;
}

export type InviteErrors = Partial<Record<keyof InviteInput, string>>;

const NAME_KEYS: Record<string, string> = {
  [PEOPLE_MESSAGES.enterFirstName]: 'classInvite.validation.enterFirstName',
  [PEOPLE_MESSAGES.firstCharacter]: 'classInvite.validation.firstCharacter',
};

function nameProblem(schema: typeof FirstName | typeof LastName, value: string) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'too_big') return 'classInvite.validation.tooLong';
  return NAME_KEYS[issue.message] ?? 'classInvite.validation.nameCharacters';
}

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
