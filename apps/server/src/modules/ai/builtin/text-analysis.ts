import { englishTerms } from './english-terms';

/**
 * The built-in engine's reading of a text: sentences and words by Intl.Segmenter (any script), key
 * concepts (English noun phrases from wink-nlp; elsewhere frequent non-stopword words), an extractive
 * summary. Nothing here invents text: every output is a piece of the input.
 */

const ENGLISH_STOP = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here ' +
    'hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or ' +
    'other our ours out over own same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until up very was we were what when where which while who whom why ' +
    'will with would you your yours one two many much may might must shall used use uses called'
  ).split(' '),
);

export interface Analysis {
  language: string;
  sentences: string[];
  concepts: string[];
}

export function sentencesOf(text: string, language = 'en'): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  return [...segmenter.segment(text.replace(/\s+/g, ' '))]
    .map((piece) => piece.segment.trim())
    .filter((sentence) => sentence.length > 0);
}

export function wordsOf(text: string, language = 'en'): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  return [...segmenter.segment(text)].filter((piece) => piece.isWordLike).map((piece) => piece.segment);
}

/** Whether a text reads as English: its share of common English function words. */
export function looksEnglish(text: string): boolean {
  const words = wordsOf(text.slice(0, 5000).toLowerCase(), 'en');
  if (words.length === 0) return false;
  const common = words.filter((word) => ENGLISH_STOP.has(word)).length;
  return common / words.length > 0.15;
}

/** Frequent words of a non-English text (no stopword list for every language: short and one-off words drop). */
function frequentWords(text: string, language: string, max: number): string[] {
  const counts = new Map<string, { word: string; count: number }>();
  const spaced = /\s/.test(text.trim());
  for (const word of wordsOf(text, language)) {
    if (/^\d+$/.test(word) || (spaced && [...word].length < 4) || (!spaced && [...word].length < 2)) continue;
    const key = word.toLocaleLowerCase(language);
    const entry = counts.get(key) ?? { word, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || b.word.length - a.word.length)
    .slice(0, max)
    .map((entry) => entry.word);
}

export function keyConcepts(text: string, language = 'en', max = 12): string[] {
  if (language === 'en' && looksEnglish(text)) return englishTerms(text, max, ENGLISH_STOP);
  return frequentWords(text, language, max);
}

/** At most `count` sentences, in the text's order, scored by how many key concepts they carry. */
export function extractiveSummary(text: string, concepts: string[], language = 'en', count = 3): string[] {
  const sentences = sentencesOf(text, language);
  if (sentences.length <= count) return sentences;
  const lowered = concepts.map((concept) => concept.toLocaleLowerCase(language));
  const scored = sentences.map((sentence, index) => {
    const own = sentence.toLocaleLowerCase(language);
    const hits = lowered.reduce((sum, concept, rank) => sum + (own.includes(concept) ? 1 + 1 / (rank + 1) : 0), 0);
    const length = Math.max(wordsOf(sentence, language).length, 1);
    return { sentence, index, score: hits / length ** 0.3 + (index === 0 ? 0.25 : 0) };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
}

export function analyse(text: string, language = 'en', maxConcepts = 12): Analysis {
  return { language, sentences: sentencesOf(text, language), concepts: keyConcepts(text, language, maxConcepts) };
}
