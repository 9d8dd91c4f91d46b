/**
 * The PostgreSQL text search configuration for a source's language (the same 29 exist in PGlite and in
 * PostgreSQL 15+); languages without a stemmer are indexed word by word with 'simple'.
 */
const CONFIGS: Record<string, string> = {
  en: 'english',
  ar: 'arabic',
  de: 'german',
  es: 'spanish',
  fr: 'french',
  hi: 'hindi',
  id: 'indonesian',
  it: 'italian',
  ru: 'russian',
};

export const SEARCH_CONFIGS = [...new Set([...Object.values(CONFIGS), 'simple'])];

export const searchConfigOf = (language: string) => CONFIGS[language] ?? 'simple';

/** The words of a question, safe to join into a to_tsquery expression (letters and digits only). */
export function queryWords(question: string, max = 30): string[] {
  const words = question.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, max);
}
