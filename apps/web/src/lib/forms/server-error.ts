import { codeMessage } from '@bright/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { shownError } from '../error-text';

/** A form's fields by the catalogue codes of the server refusals that are about them. */
export type FieldsByCode<T extends FieldValues> = Readonly<Partial<Record<string, Path<T>>>>;

/**
 * A form's fields by the server refusals about them, each named by its contract text: the code is the
 * one the server sends with that text (a text several features share keeps the code of its first).
 */
export function fieldsByText<T extends FieldValues>(
  textsByField: Readonly<Partial<Record<Path<T>, readonly string[]>>>,
): FieldsByCode<T> {
  const fields: Partial<Record<string, Path<T>>> = {};
  for (const [field, texts] of Object.entries(textsByField) as [Path<T>, readonly string[]][]) {
    for (const text of texts) fields[codeMessage(text)?.code ?? text] = field;
  }
  return fields;
}

/** The field a server refusal is about, by its catalogue code; undefined when it is about the whole form. */
export function serverErrorField<T extends FieldValues>(error: unknown, fieldsByCode: FieldsByCode<T>) {
  const { code } = shownError(error);
  return code ? fieldsByCode[code] : undefined;
}

/**
 * Shows a server refusal on the field it is about, as the form shows its own checks (the field's
 * messageOf words it), and focuses that field; the values stay as they were typed. False when the
 * refusal is about no field of the form: the caller shows it as before.
 */
export function setServerError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  error: unknown,
  fieldsByCode: FieldsByCode<T>,
): boolean {
  const field = serverErrorField(error, fieldsByCode);
  if (!field) return false;
  form.setError(field, { type: 'server', message: shownError(error).message }, { shouldFocus: true });
  return true;
}
