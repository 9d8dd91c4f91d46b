import {
  FlashcardsArtefact,
  LessonPlanArtefact,
  QuizArtefact,
  type QuizOptions,
  RubricArtefact,
  SlideDeckArtefact,
  SummaryArtefact,
  UI_LANGUAGES,
} from '@bright/contracts';
import { z } from 'zod';

/**
 * Prompts for the configured model. The JSON schema is written into the system prompt as well, because
 * the openai-compatible provider sends none unless structured outputs are switched on (AI-NOTES.md §1.3).
 */

/** A UI language by its own name; any other code (a transcription language) by its English name. */
function languageName(code: string) {
  const ui = UI_LANGUAGES.find((language) => language.code === code)?.name;
  if (ui) return ui;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? 'English';
  } catch {
    return 'English';
  }
}
const schemaText = (schema: z.ZodType) => JSON.stringify(z.toJSONSchema(schema, { io: 'input' }));

const base = (schema: z.ZodType, language: string) =>
  `You help school teachers. Answer with one JSON object only, no prose, no code fences, matching this JSON schema: ${schemaText(schema)}. ` +
  `Write every text value in ${languageName(language)}. Never invent curriculum standard codes. Use only facts from the source text when one is given.`;

const source = (text: string | undefined, topic: string | undefined) =>
  text ? `Source text:\n"""\n${text}\n"""` : `Topic: ${topic}`;

export function quizPrompt(options: QuizOptions, language: string, text?: string, topic?: string) {
  const kind = {
    MCQ: 'multiple-choice questions with 4 options each and exactly one correct option; "answer" repeats the correct option text exactly',
    TRUE_OR_FALSE: 'true or false statements; "options" is exactly ["True", "False"] and "answer" is one of them',
    SHORT_ANSWER: 'short-answer questions; "options" is an empty list and "answer" is the expected short answer',
  }[options.typeOfQuestion];
  return {
    system: base(QuizArtefact, language),
    prompt:
      `Write exactly ${options.noOfQuestion} ${kind}. Difficulty: ${options.difficultyLevel.toLowerCase()}. ` +
      `Bloom levels to use (each at least once, no others): ${options.bloomsTaxonomyLevels.join(', ')}; set "bloomLevel" on every question. ` +
      `"explanation" says briefly why the answer is right (or null).\n\n${source(text, topic)}`,
  };
}

export function summaryPrompt(text: string, language: string) {
  return {
    system: base(SummaryArtefact, language),
    prompt: `Summarise the text in 3 to 5 short sentences ("summary") and list its 5 to 10 key concepts ("keyConcepts").\n\n${source(text, undefined)}`,
  };
}

export function lessonPlanPrompt(
  input: { topic: string; text?: string; desiredOutcomes: string[]; grade?: string },
  language: string,
) {
  return {
    system: base(LessonPlanArtefact, language),
    prompt:
      `Write a 5E lesson plan (phases ENGAGE, EXPLORE, EXPLAIN, ELABORATE, EVALUATE in that order) on "${input.topic}"` +
      `${input.grade ? ` for grade ${input.grade}` : ''}. Desired outcomes: ${input.desiredOutcomes.join(', ')}.` +
      `${input.text ? `\n\n${source(input.text, undefined)}` : ''}`,
  };
}

export function rubricPrompt(question: string, points: number, language: string, text?: string) {
  return {
    system: base(RubricArtefact, language),
    prompt:
      `Write a reference answer and a rubric (2 to 5 criteria, each with 2 to 5 levels scored from 0 to ${points}) for this question: "${question}".` +
      `${text ? `\n\n${source(text, undefined)}` : ''}`,
  };
}

export function flashcardsPrompt(count: number, language: string, text?: string, topic?: string) {
  return {
    system: base(FlashcardsArtefact, language),
    prompt:
      `Write exactly ${count} flashcards: "front" is a key term, "back" its definition in one or two sentences a student can learn.` +
      `\n\n${source(text, topic)}`,
  };
}

export function slidesPrompt(topic: string, count: number, language: string, text?: string) {
  return {
    system: base(SlideDeckArtefact, language),
    prompt:
      `Write a slide deck of exactly ${count} slides for a lesson on "${topic}": each slide a short title, 2 to 5 bullets, and speaker notes for the teacher (or null).` +
      `${text ? `\n\n${source(text, undefined)}` : ''}`,
  };
}
