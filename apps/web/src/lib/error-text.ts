import type { MessageParams } from '@bright/contracts';
import type { TFunction } from 'i18next';

/** What the web shows of a failure: the server's (or a contract check's) text with its catalogue code. */
export interface ShownError {
  message: string;
  code?: string;
  params?: MessageParams;
}

const keyOf = (code: string) => `errors.codes.${code}`;
/** What `t` answers for a code with no translation yet. */
const NO_TEXT = '\u0000';

/**
 * The text of an error in the UI language, picked by its code (`errors.codes.<code>`) with its params;
 * a code with no translation yet shows the message as it came. A param `xCode` names the code of the
 * text in param `x` (the problem inside 'Question 2: ...'), which is translated the same way. The
 * literal `{{n}}` mark of fill-in-the-blank texts is passed as `mark`, so i18next leaves it alone.
 */
export function errorText(t: TFunction, error: ShownError): string {
  if (!error.code) return error.message;
  const params: Record<string, string | number> = { mark: '{{n}}', defaultValue: NO_TEXT };
  for (const [name, value] of Object.entries(error.params ?? {})) {
    if (name.endsWith('Code')) continue;
    const inner = error.params?.[`${name}Code`];
    params[name] = typeof inner === 'string' ? errorText(t, { message: String(value), code: inner }) : value;
  }
  const text = t(keyOf(error.code), params);
  if (text === NO_TEXT) return error.message;
  // 'Unknown field: photo': the catalogue text's translation, then the detail as the server gave it.
  const detail = error.params?.detail;
  return detail === undefined ? text : `${text}: ${detail}`;
}

/** Any thrown value as a ShownError (an ApiError keeps its code and params). */
export function shownError(error: unknown): ShownError {
  if (error instanceof Error) {
    const { code, params } = error as Error & Partial<ShownError>;
    return { message: error.message, ...(code ? { code } : {}), ...(params ? { params } : {}) };
  }
  return { message: String(error) };
}
