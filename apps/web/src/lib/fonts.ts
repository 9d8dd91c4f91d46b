import type { UiLanguage } from '@bright/contracts';

/** The scripts the 16 UI languages are written in; Noto Sans covers Latin and Cyrillic together. */
export type FontScript = 'latin' | 'devanagari' | 'bengali' | 'gujarati' | 'kannada' | 'oriya' | 'arabic' | 'jp' | 'sc';

export const SCRIPT_OF: Record<UiLanguage, FontScript> = {
  en: 'latin',
  de: 'latin',
  es: 'latin',
  fr: 'latin',
  it: 'latin',
  id: 'latin',
  ru: 'latin',
  hi: 'devanagari',
  mr: 'devanagari',
  bn: 'bengali',
  gu: 'gujarati',
  kan: 'kannada',
  or: 'oriya',
  ar: 'arabic',
  ja: 'jp',
  zh: 'sc',
};

export const FONT_FAMILY: Record<FontScript, string> = {
  latin: 'Noto Sans',
  devanagari: 'Noto Sans Devanagari',
  bengali: 'Noto Sans Bengali',
  gujarati: 'Noto Sans Gujarati',
  kannada: 'Noto Sans Kannada',
  oriya: 'Noto Sans Oriya',
  arabic: 'Noto Sans Arabic',
  jp: 'Noto Sans JP',
  sc: 'Noto Sans SC',
};

/**
 * Each script's @font-face rules, regular and bold, as their own chunk: only the language in use is
 * fetched, and within it the browser downloads only the unicode-range slices a page needs (CJK ships
 * as about a hundred of them).
 */
export const FONT_LOADERS: Record<FontScript, () => Promise<unknown>> = {
  latin: () => Promise.all([import('@fontsource/noto-sans/400.css'), import('@fontsource/noto-sans/700.css')]),
  devanagari: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/700.css'),
    ]),
  bengali: () =>
    Promise.all([import('@fontsource/noto-sans-bengali/400.css'), import('@fontsource/noto-sans-bengali/700.css')]),
  gujarati: () =>
    Promise.all([import('@fontsource/noto-sans-gujarati/400.css'), import('@fontsource/noto-sans-gujarati/700.css')]),
  kannada: () =>
    Promise.all([import('@fontsource/noto-sans-kannada/400.css'), import('@fontsource/noto-sans-kannada/700.css')]),
  oriya: () =>
    Promise.all([import('@fontsource/noto-sans-oriya/400.css'), import('@fontsource/noto-sans-oriya/700.css')]),
  arabic: () =>
    Promise.all([import('@fontsource/noto-sans-arabic/400.css'), import('@fontsource/noto-sans-arabic/700.css')]),
  jp: () => Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
  sc: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
};

const scriptOf = (language: string): FontScript => SCRIPT_OF[language as UiLanguage] ?? 'latin';

/**
 * The CSS font stack of a language: its own script's Noto family first (each also carries Latin, so a
 * page keeps one design), then Noto Sans for whatever else the text holds (Cyrillic, Greek, a name).
 */
export function fontStackFor(language: string) {
  const script = scriptOf(language);
  const families = script === 'latin' ? [FONT_FAMILY.latin] : [FONT_FAMILY[script], FONT_FAMILY.latin];
  return [
    ...families.map((family) => `"${family}"`),
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Roboto',
    'sans-serif',
  ].join(', ');
}

/** Loads the web fonts of a language (and Latin, which every screen shows); a failed load keeps the system fonts. */
export function loadFontsFor(language: string) {
  const scripts = new Set<FontScript>(['latin', scriptOf(language)]);
  return Promise.all([...scripts].map((script) => FONT_LOADERS[script]().catch(() => undefined)));
}
