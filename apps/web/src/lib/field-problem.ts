import { firstProblem } from '@bright/contracts';
import type { ZodType } from 'zod';

/** A text over a field's length, whether its schema names the field ('First name must be at most ...') or not. */
const TOO_LONG_CODES = ['validation.tooLong', 'validation.atMostCharacters'];

/**
 * The i18n key of a value's first problem against a contract schema, chosen by the problem's catalogue
 * code: `keys` maps codes to the page's keys, `tooLong` is the key for a value over the length limit.
 */
export function fieldProblemKey(
  schema: ZodType,
  value: unknown,
  keys: { byCode: Readonly<Record<string, string>>; tooLong: string; fallback: string },
): string | undefined {
  const problem = firstProblem(schema, value);
  if (!problem) return undefined;
  if (TOO_LONG_CODES.includes(problem.code)) return keys.tooLong;
  return keys.byCode[problem.code] ?? keys.fallback;
}
