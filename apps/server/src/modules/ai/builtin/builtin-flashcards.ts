import type { GeneratedFlashcard } from '@bright/contracts';
import { analyse, wordsOf } from './text-analysis';
import { wordnetDefinition } from './wordnet';

/**
 * Flashcards on the built-in engine: the text's key terms on the front; on the back, the sentence of the
 * text that defines the term ("X is …", "… called X"), else (English) WordNet's definition when it shares
 * words with the text (the right sense, most likely), else the first sentence that uses the term. Each card
 * says which: nothing is invented, and the term is blanked on the back so the card still asks something.
 */

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function defines(sentence: string, term: string) {
  const t = escape(term);
  return (
    new RegExp(`^(the |a |an )?${t}\\s+(is|are|was|were|means|refers to)\\b`, 'i').test(sentence) ||
    new RegExp(`\\b(called|known as|named)\\s+(the |a |an )?${t}\\b`, 'i').test(sentence)
  );
}

const blank = (sentence: string, term: string) =>
  sentence.replace(new RegExp(escape(term), 'gi'), '____').slice(0, 1000);

/** A gloss whose content words meet the text's: WordNet's first sense is likely the one the text means. */
function fitsText(gloss: string, textWords: Set<string>) {
  return wordsOf(gloss.toLowerCase(), 'en').some((word) => word.length > 4 && textWords.has(word));
}

export function builtinFlashcards(text: string, count: number, language: string): GeneratedFlashcard[] {
  const { sentences, concepts } = analyse(text, language, Math.max(count * 2, 12));
  const textWords = new Set(wordsOf(text.toLowerCase(), language));
  const cards: GeneratedFlashcard[] = [];
  for (const term of concepts) {
    if (cards.length >= count) break;
    const using = sentences.filter((sentence) =>
      sentence.toLocaleLowerCase(language).includes(term.toLocaleLowerCase(language)),
    );
    const defining = language === 'en' ? using.find((sentence) => defines(sentence, term)) : undefined;
    if (defining) {
      cards.push({ front: term, back: blank(defining, term), source: 'text' });
      continue;
    }
    const gloss = language === 'en' ? wordnetDefinition(term) : null;
    if (gloss && fitsText(gloss, textWords)) cards.push({ front: term, back: gloss, source: 'wordnet' });
    else if (using[0] && using[0].length > term.length + 10)
      cards.push({ front: term, back: blank(using[0], term), source: 'text' });
  }
  return cards;
}
