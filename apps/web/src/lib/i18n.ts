import { DEFAULT_LANGUAGE, LOCAL_STORAGE_KEYS, UI_LANGUAGES, type UiLanguage, isUiLanguage } from '@bright/contracts';
import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { coreNamespaces, loadEnglish } from 'virtual:bright-english';
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

/** English parts (top-level keys) loaded or on their way; see build/english-namespaces.ts. */
const englishParts = new Map<string, Promise<void>>();

/**
 * Loads the English parts not yet here (English is the fallback of every language). The build makes
 * every page's chunk wait for this with the parts its code names, so a page never shows a raw key.
 */
export function loadNamespaces(names: readonly string[]) {
  const missing = names.filter((name) => !englishParts.has(name));
  if (missing.length > 0) {
    const loading = loadEnglish(missing).then((parts) => {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', parts, true, true);
    });
    for (const name of missing) englishParts.set(name, loading);
  }
  return Promise.all(names.map((name) => englishParts.get(name))).then(() => undefined);
}

declare global {
  var __brightLoadNamespaces: ((names: readonly string[]) => Promise<void>) | undefined;
}

/** A key whose part the build could not see (built from a variable): load its part, then re-render. */
function onMissingKey(_languages: readonly string[], _namespace: string, key: string) {
  const name = key.split('.')[0] ?? '';
  if (!englishParts.has(name)) void loadNamespaces([name]);
}

export async function initI18n(language: UiLanguage = detectLanguage()) {
  i18n.on('languageChanged', applyDocumentLanguage);
  const core = coreNamespaces();
  const english = await loadEnglish(core);
  for (const name of core ?? Object.keys(english)) englishParts.set(name, Promise.resolve());
  globalThis.__brightLoadNamespaces = loadNamespaces;
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...UI_LANGUAGES.map((entry) => entry.code)],
      resources: { en: { translation: english } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: onMissingKey,
      // A part added later re-renders what reads it.
      react: { bindI18nStore: 'added' },
    });
  applyDocumentLanguage(i18n.language);
  return i18n;
}

/** Switches the UI language and remembers it on this device. */
export async function changeLanguage(language: UiLanguage) {
  localStorage.setItem(LOCAL_STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}
