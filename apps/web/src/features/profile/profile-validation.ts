import { ContactNumber, LastName, TeacherCategory, UpdateProfileBody, codeMessage } from '@bright/contracts';
import { z } from 'zod';

/** The profile form: the server's own body schema, with the blank fields the form always holds. */
export const ProfileFormSchema = UpdateProfileBody.extend({
  lastName: LastName,
  contactNumber: ContactNumber,
  teacherCategory: z.union([TeacherCategory, z.literal('')]),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;

/** The schema's problems by their catalogue codes, as this page's i18n keys. */
const KEYS: Record<string, string> = {
  'people.enterFirstName': 'profile.validation.enterFirstName',
  'people.firstCharacter': 'profile.validation.firstCharacter',
  'people.nameCharacters': 'profile.validation.nameCharacters',
  'people.contactNumber': 'profile.validation.contactNumber',
};

export type ProfileField = 'firstName' | 'lastName' | 'contactNumber';
const FALLBACK: Record<ProfileField, string> = {
  firstName: 'profile.validation.nameCharacters',
  lastName: 'profile.validation.nameCharacters',
  contactNumber: 'profile.validation.contactNumber',
};

/** The i18n key for a field's first problem (`type` is the zod issue code). */
export function profileProblemKey(field: ProfileField, problem: { type?: string; message?: string }) {
  if (problem.type === 'too_big') return 'profile.validation.tooLong';
  return KEYS[codeMessage(problem.message ?? '')?.code ?? ''] ?? FALLBACK[field];
}

export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

/** The form's checks without the form: each field's i18n key, as the form shows it. */
export function validateProfileForm(input: { firstName: string; lastName: string; contactNumber: string }) {
  const parsed = ProfileFormSchema.safeParse({ ...input, teacherCategory: '' });
  const errors: ProfileFormErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= profileProblemKey(field, { type: issue.code, message: issue.message });
  }
  return errors;
}
