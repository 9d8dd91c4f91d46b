import type { TFunction } from 'i18next';
import { errorText, shownError } from '../../../lib/error-text';

/**
 * A refusal of the lessons calls in the UI language: the lessons catalogue's codes ('lesson.nameTaken',
 * 'lessonFolder.nameRequired' ...) are worded under `lessons.codes`; any other code as everywhere else.
 */
export function lessonErrorText(t: TFunction, error: unknown): string {
  const shown = shownError(error);
  if (shown.code && /^lesson(Folder)?\./.test(shown.code)) {
    const text = t(`lessons.codes.${shown.code}`, { defaultValue: '' });
    if (text) return text;
  }
  return errorText(t, shown);
}
