/** The 16 UI languages of SPEC §1, in the spec's order. `kan` is Kannada, `or` Odia. */
export const UI_LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'kan', name: 'ಕನ್ನಡ', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'bn', name: 'বাংলা', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'gu', name: 'ગુજરાતી', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'mr', name: 'मराठी', dir: 'ltr' },
  { code: 'or', name: 'ଓଡ଼ିଆ', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'zh', name: '中文', dir: 'ltr' },
  { code: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number]['code'];
export const UI_LANGUAGE_CODES = UI_LANGUAGES.map((language) => language.code) as UiLanguage[];
export const DEFAULT_LANGUAGE: UiLanguage = 'en';
export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (UI_LANGUAGE_CODES as string[]).includes(value);
