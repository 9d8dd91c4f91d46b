import {
  AI_MESSAGES,
  type BloomLevel,
  type QuizArtefact,
  type QuizOptions,
  type QuizQuestionArtefact,
} from '@bright/contracts';
import { badRequest } from '../../../lib/app-error';
import { analyse } from './text-analysis';

/**
 * Questions the built-in engine can honestly write from a given text (AI-NOTES.md §3): cloze questions
 * on key concepts with other concepts as distractors (Remember), statements with a key term swapped
 * (Understand, true/false). Every question quotes the sentence it came from.
 */

interface Fact {
  sentence: string;
  concept: string;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containsTerm = (sentence: string, term: string) =>
  new RegExp(`(^|[^\\p{L}])${escape(term)}($|[^\\p{L}])`, 'iu').test(sentence);
const blank = (sentence: string, term: string) => sentence.replace(new RegExp(escape(term), 'iu'), '_____');
const swap = (sentence: string, term: string, other: string) => sentence.replace(new RegExp(escape(term), 'iu'), other);

/** A stable shuffle: the same text gives the same quiz, so a teacher can trust a regeneration. */
function rotate<T>(items: T[], by: number): T[] {
  const shift = by % Math.max(items.length, 1);
  return [...items.slice(shift), ...items.slice(0, shift)];
}

function factsOf(sentences: string[], concepts: string[]): Fact[] {
  const facts: Fact[] = [];
  const usedSentences = new Set<string>();
  for (const concept of concepts) {
    const sentence = sentences.find(
      (candidate) => !usedSentences.has(candidate) && containsTerm(candidate, concept) && candidate.length >= 30,
    );
    if (!sentence) continue;
    usedSentences.add(sentence);
    facts.push({ sentence, concept });
  }
  return facts;
}

function distractors(fact: Fact, concepts: string[], count: number): string[] {
  return concepts
    .filter((other) => other.toLowerCase() !== fact.concept.toLowerCase() && !containsTerm(fact.sentence, other))
    .slice(0, count);
}

const cite = (sentence: string) => `From the text: "${sentence}"`;

function mcq(fact: Fact, concepts: string[], level: BloomLevel, index: number): QuizQuestionArtefact | null {
  const others = distractors(fact, concepts, 3);
  if (others.length < 2) return null;
  if (level === 'REMEMBER') {
    return {
      question: `Which term completes the sentence? "${blank(fact.sentence, fact.concept)}"`,
      options: rotate([fact.concept, ...others], index),
      answer: fact.concept,
      bloomLevel: level,
      explanation: cite(fact.sentence),
    };
  }
  const wrong = others.map((other) => swap(fact.sentence, fact.concept, other));
  return {
    question: 'Which statement agrees with the text?',
    options: rotate([fact.sentence, ...wrong], index),
    answer: fact.sentence,
    bloomLevel: level,
    explanation: cite(fact.sentence),
  };
}

function trueFalse(fact: Fact, concepts: string[], level: BloomLevel, index: number): QuizQuestionArtefact | null {
  const other = distractors(fact, concepts, 1)[0];
  const isTrue = index % 2 === 0 || !other;
  const statement = isTrue ? fact.sentence : swap(fact.sentence, fact.concept, other);
  const prefix = level === 'REMEMBER' ? 'True or false' : 'True or false, according to the text';
  return {
    question: `${prefix}: "${statement}"`,
    options: ['True', 'False'],
    answer: isTrue ? 'True' : 'False',
    bloomLevel: level,
    explanation: cite(fact.sentence),
  };
}

function shortAnswer(fact: Fact, level: BloomLevel): QuizQuestionArtefact {
  const question =
    level === 'REMEMBER'
      ? `Fill in the blank: "${blank(fact.sentence, fact.concept)}"`
      : `Which key term of the text is explained here? "${blank(fact.sentence, fact.concept)}"`;
  return { question, options: [], answer: fact.concept, bloomLevel: level, explanation: cite(fact.sentence) };
}

/** Bloom level of each question: every chosen level at least once, in taxonomy order, then round robin. */
export function levelPlan(options: QuizOptions): BloomLevel[] {
  return Array.from(
    { length: options.noOfQuestion },
    (_, index) => options.bloomsTaxonomyLevels[index % options.bloomsTaxonomyLevels.length]!,
  );
}

/** Concept order by difficulty: easy asks the most frequent terms, hard the rarer ones. */
function byDifficulty(concepts: string[], options: QuizOptions) {
  if (options.difficultyLevel === 'HARD') return [...concepts].reverse();
  if (options.difficultyLevel === 'MEDIUM') return rotate(concepts, Math.floor(concepts.length / 3));
  return concepts;
}

export function builtinQuiz(text: string, options: QuizOptions, language: string): QuizArtefact {
  const { sentences, concepts } = analyse(text, language, 16);
  const facts = factsOf(sentences, byDifficulty(concepts, options));
  const questions: QuizQuestionArtefact[] = [];
  const levels = levelPlan(options);
  for (const fact of facts) {
    if (questions.length === levels.length) break;
    const level = levels[questions.length]!;
    const index = questions.length;
    const made =
      options.typeOfQuestion === 'MCQ'
        ? mcq(fact, concepts, level, index)
        : options.typeOfQuestion === 'TRUE_OR_FALSE'
          ? trueFalse(fact, concepts, level, index)
          : shortAnswer(fact, level);
    if (made) questions.push(made);
  }
  if (questions.length < options.noOfQuestion) throw badRequest(AI_MESSAGES.notEnoughText);
  return { questions };
}
