import winkNlp from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * English key concepts: noun phrases (adjectives or nouns ending in a noun) found by wink-nlp's
 * part-of-speech tagger, ranked by how often they and their head noun occur. The model ships inside its
 * npm package, so this runs offline.
 */
const nlp = winkNlp(model);
const its = nlp.its;

const NOUNS = new Set(['NOUN', 'PROPN']);
const MODIFIERS = new Set(['ADJ', 'NOUN', 'PROPN']);

interface Phrase {
  key: string;
  forms: Map<string, number>;
  count: number;
  first: number;
}

/** The form the text uses most (so a sentence-initial capital does not win). */
const textOf = (phrase: Phrase) => [...phrase.forms.entries()].sort((a, b) => b[1] - a[1])[0]![0];

function phrasesOf(text: string, stop: Set<string>): Phrase[] {
  const doc = nlp.readDoc(text);
  const words = doc.tokens().out() as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  const lemmas = doc.tokens().out(its.lemma as typeof its.value) as string[];
  const found = new Map<string, Phrase>();
  const add = (start: number, end: number) => {
    while (start < end && (!MODIFIERS.has(tags[start]!) || stop.has(words[start]!.toLowerCase()))) start += 1;
    if (start >= end || end - start > 3) return;
    const piece = words.slice(start, end).join(' ');
    if (!/\p{L}{3}/u.test(piece) || stop.has(piece.toLowerCase())) return;
    const key = lemmas.slice(start, end).join(' ').toLowerCase();
    const entry = found.get(key) ?? { key, forms: new Map<string, number>(), count: 0, first: start };
    entry.count += 1;
    entry.forms.set(piece, (entry.forms.get(piece) ?? 0) + 1);
    found.set(key, entry);
  };
  let start = -1;
  for (let index = 0; index <= tags.length; index += 1) {
    const tag = tags[index];
    if (tag && MODIFIERS.has(tag)) {
      if (start < 0) start = index;
      continue;
    }
    if (start >= 0) {
      let end = index;
      while (end > start && !NOUNS.has(tags[end - 1]!)) end -= 1;
      if (end > start) add(start, end);
    }
    start = -1;
  }
  return [...found.values()];
}

export function englishTerms(text: string, max: number, stop: Set<string>): string[] {
  const phrases = phrasesOf(text, stop);
  const score = (phrase: Phrase) => phrase.count * (1 + 0.3 * (phrase.key.split(' ').length - 1));
  const ranked = phrases.sort((a, b) => score(b) - score(a) || a.first - b.first);
  const chosen: string[] = [];
  for (const phrase of ranked) {
    if (chosen.length >= max) break;
    const form = textOf(phrase);
    const lower = form.toLowerCase();
    // "chlorophyll" and "green pigment chlorophyll" are one concept: keep the first ranked
    const overlaps = chosen.some((other) => other.toLowerCase().includes(lower) || lower.includes(other.toLowerCase()));
    if (!overlaps) chosen.push(form);
  }
  return chosen;
}
