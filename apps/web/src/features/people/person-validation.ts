import { ContactNumber, CreatePersonBody, Email, LastName, codeMessage } from '@bright/contracts';
import { z } from 'zod';

const BLANK_EMAIL = 'blank email';

/**
 * The add-person form: the server's own body schema, with the blank fields the form always holds and
 * a blank email told apart from a malformed one (SPEC §5 has a message for each).
 */
export const PersonFormSchema = CreatePersonBody.extend({
  email: z.string().trim().min(1, { error: BLANK_EMAIL }).pipe(Email),
  lastName: LastName,
  contactNumber: ContactNumber,
});
export type PersonInput = z.input<typeof PersonFormSchema>;
export type PersonField = keyof PersonInput;

/** The schema's problems by their catalogue codes, as this feature's i18n keys. */
const KEYS: Record<string, string> = {
  'people.enterFirstName': 'people.validation.enterFirstName',
  'people.firstCharacter': 'people.validation.firstCharacter',
  'people.nameCharacters': 'people.validation.nameCharacters',
  'people.contactNumber': 'people.validation.contactNumber',
};

/** The i18n key for a field's first problem (`type` is the zod issue code). */
export function personProblemKey(field: PersonField, problem: { type?: string; message?: string }) {
  if (problem.message === BLANK_EMAIL) return 'people.validation.enterEmail';
  const known = KEYS[codeMessage(problem.message ?? '')?.code ?? ''];
  if (known) return known;
  if (field === 'email') return 'people.validation.invalidEmail';
  if (problem.type === 'too_big') return 'people.validation.tooLong';
  return 'people.validation.nameCharacters';
}

export type PersonErrors = Partial<Record<PersonField, string>>;

/** The form's checks without the form: each field's i18n key, as the dialog shows it. */
export function validatePerson(input: PersonInput): PersonErrors {
  const errors: PersonErrors = {};
  for (const issue of PersonFormSchema.safeParse(input).error?.issues ?? []) {
    const field = issue.path[0] as PersonField;
    errors[field] ??= personProblemKey(field, { type: issue.code, message: issue.message });
  }
  return errors;
}
