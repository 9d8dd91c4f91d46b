import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form schema's problems as its form gets them: the same zod resolver useSchemaForm uses, so each
 * field has its first problem. Keyed by field name.
 */
export async function formErrors<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  values: Input,
): Promise<Partial<Record<string, FieldError>>> {
  const result = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as Partial<Record<string, FieldError>>;
}
