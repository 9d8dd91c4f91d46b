import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormProps,
  type UseFormReturn,
  get,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by a zod schema from contracts, the one the server checks the request with. As the
 * forms did before: checked when submitted, and again only at the next submit.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
  });
}

/**
 * Whether the form's values, as they are now, pass its schema: for a button kept off until they do. A
 * server refusal shown on a field does not count, so the user may send the same values again.
 */
export function useSchemaValid<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  schema: z.ZodType<Output, Input>,
) {
  return schema.safeParse(useWatch({ control: form.control })).success;
}

/** The first problem with a field, or undefined. */
export const fieldErrorOf = <T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: Path<T>) =>
  get(form.formState.errors, name) as FieldError | undefined;

/**
 * An MUI TextField's props for one field: registered with the form, and showing `messageOf` the field's
 * problem (a schema message turned into the screen's text) or `blank` when there is none. `rules`:
 * register's own options (`deps`: the fields checked again when this one changes).
 */
export function textFieldProps<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: Path<T>,
  messageOf: (error: FieldError) => string,
  blank: string | undefined = ' ',
  rules?: RegisterOptions<T, Path<T>>,
) {
  const { ref, ...registered } = form.register(name, rules);
  const error = fieldErrorOf(form, name);
  return { ...registered, inputRef: ref, error: Boolean(error), helperText: error ? messageOf(error) : blank };
}
