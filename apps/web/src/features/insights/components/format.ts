import type { Proficiency } from '@bright/contracts';
import type { TFunction } from 'i18next';

/** A percentage (0 to 100) in the user's language; a dash when nothing is graded. */
export const formatPercent = (value: number | null | undefined, language: string) =>
  value === null || value === undefined
    ? '–'
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** A Bloom level's name in the user's language (its report letter first). */
export const bloomName = (level: Proficiency, t: TFunction) =>
  level.letter ? `${level.letter} · ${t(`insights.bloom.${level.key}`)}` : t('insights.bloom.UNCATEGORISED');

/** Red below 40, amber below 60 (the attention threshold), green from there; grey without data (AA contrast). */
export function heatColour(value: number | null) {
  if (value === null) return { bg: 'action.hover', fg: 'text.primary' };
  if (value < 40) return { bg: '#fde2e1', fg: '#7a1d14' };
  if (value < 60) return { bg: '#fff1d6', fg: '#5c3b00' };
  return { bg: '#dcf5e3', fg: '#14532d' };
}
