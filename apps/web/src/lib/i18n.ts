import { DEFAULT_LANGUAGE, LOCAL_STORAGE_KEYS, UI_LANGUAGES, type UiLanguage, isUiLanguage } from '@bright/contracts';
import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/locales/en.json';
import { loadFontsFor } from './fonts';

// English ships in the main bundle (it is the fallback); every other language loads when chosen.
const loaders = import.meta.glob<{ default: ResourceLanguage }>(['../i18n/locales/*.json', '!../i18n/locales/en.json']);

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = loaders[`../i18n/locales/${language}.json`];
    if (!load) return callback(new Error(`No locale ${language}`), null);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

/** Browser tags to our codes: Kannada is `kn` in browsers and `kan` here. */
const BROWSER_ALIASES: Record<string, UiLanguage> = { kn: 'kan' };

function fromBrowser(): UiLanguage | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    const code = BROWSER_ALIASES[base] ?? base;
    if (isUiLanguage(code)) return code;
  }
  return undefined;
}

/** SPEC order: the `lang` query value (webviews), then the saved language, then the browser's, then en. */
export function detectLanguage(search = window.location.search): UiLanguage {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isUiLanguage(fromQuery)) return fromQuery;
  const saved = localStorage.getItem(LOCAL_STORAGE_KEYS.language);
  if (isUiLanguage(saved)) return saved;
  return fromBrowser() ?? DEFAULT_LANGUAGE;
}

export const directionOf = (language: string) => UI_LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  void loadFontsFor(language);
}

export const i18n = i18next.createInstance();

export async function initI18n(language: UiLanguage = detectLanguage()) {
  i18n.on('languageChanged', applyDocumentLanguage);
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...UI_LANGUAGES.map((entry) => entry.code)],
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(i18n.language);
  return i18n;
}

/** Switches the UI language and remembers it on this device. */
export async function changeLanguage(language: UiLanguage) {
  localStorage.setItem(LOCAL_STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}
