import { TRANSCRIPTION_LANGUAGES } from '@bright/contracts';

/** A transcription language's name in the UI language (the browser knows them all); its code otherwise. */
export function languageLabel(code: string, uiLanguage: string) {
  try {
    const name = new Intl.DisplayNames([uiLanguage === 'kan' ? 'kn' : uiLanguage], { type: 'language' }).of(code);
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}

/** The recording language to start with: the UI language where it is one of the transcription languages. */
export function defaultLanguage(uiLanguage: string) {
  const code = uiLanguage === 'kan' ? 'kn' : uiLanguage;
  return (TRANSCRIPTION_LANGUAGES as readonly string[]).includes(code) ? code : 'en';
}

export function sortedLanguages(uiLanguage: string) {
  return TRANSCRIPTION_LANGUAGES.map((code) => ({ code, name: languageLabel(code, uiLanguage) })).sort((a, b) =>
    a.name.localeCompare(b.name, uiLanguage),
  );
}
