import { codeMessage, firstProblem } from '@bright/contracts';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { errorText } from './error-text';

/** A text over a field's length, whether its schema names the field ('First name must be at most ...') or not. */
const TOO_LONG_CODES = ['validation.tooLong', 'validation.atMostCharacters'];

/** A page's i18n keys for problems: `byCode` maps catalogue codes, `tooLong` is the key for a value over the length limit. */
export interface ProblemKeys {
  byCode: Readonly<Record<string, string>>;
  tooLong: string;
  fallback: string;
}

const keyOfCode = (code: string, keys: ProblemKeys) =>
  TOO_LONG_CODES.includes(code) ? keys.tooLong : (keys.byCode[code] ?? keys.fallback);

/** The i18n key of a value's first problem against a contract schema, chosen by the problem's catalogue code. */
export function fieldProblemKey(schema: ZodType, value: unknown, keys: ProblemKeys): string | undefined {
  const problem = firstProblem(schema, value);
  return problem && keyOfCode(problem.code, keys);
}

/** A form field's problem: a contract check's text or a server refusal's (the same catalogue texts). */
export interface FieldProblem {
  /** zod's issue code ('too_big'), or 'server'. */
  type?: string;
  message?: string;
}

const codeOf = (problem: FieldProblem) =>
  codeMessage(problem.message ?? '')?.code ?? (problem.type === 'too_big' ? 'validation.tooLong' : '');

/** The i18n key of a form field's problem, chosen by its catalogue code. */
export const formProblemKey = (problem: FieldProblem, keys: ProblemKeys): string => keyOfCode(codeOf(problem), keys);

/**
 * A form field's problem as the screen's text: the page's own wording for the codes in `pageKeys` (with
 * `pageParams`), else the catalogue's text in the UI language (as the contract words it, when it has no
 * translation yet).
 */
export function formProblemText(
  t: TFunction,
  problem: FieldProblem,
  pageKeys: Readonly<Record<string, string>> = {},
  pageParams: Record<string, string | number> = {},
) {
  const message = problem.message ?? '';
  const coded = codeMessage(message);
  const pageKey = coded && pageKeys[coded.code];
  return pageKey ? t(pageKey, pageParams) : errorText(t, coded ?? { message });
}
