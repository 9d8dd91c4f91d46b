import { z } from 'zod';
import { access } from './access';
import { AI_MESSAGES, CreditUse, EngineInfo, MAX_SOURCE_CHARS } from './ai';
import { envelope } from './envelope';
import { UI_LANGUAGE_CODES, type UiLanguage } from './languages';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';

/**
 * Bright AI flashcards (SPEC §7 AI host flashcards/generate-from-a-document and generate-from-a-topic):
 * term and definition cards, each saying where its back came from. Saved to My Files as a deck with
 * myFiles/add-flashcard, after the teacher's edits.
 */

export const FLASHCARD_MESSAGES = defineMessages('aiFlashcards', {
  count: 'Number of cards must be from 1 to 30',
  notEnoughTerms:
    'The built-in engine (no AI model) found no key terms with a definition in this text. Give a longer text, or ask your administrator to configure an AI service',
} as const);

export const MAX_FLASHCARDS = 30;
/** Where a card's back came from: a sentence of the given text, WordNet's dictionary, or a model. */
export const FLASHCARD_SOURCES = ['text', 'wordnet', 'model'] as const;

const Side = z.string().trim().min(1).max(1000);
export const GeneratedFlashcard = z.object({ front: Side, back: Side, source: z.enum(FLASHCARD_SOURCES) });
export type GeneratedFlashcard = z.infer<typeof GeneratedFlashcard>;

/** What a model must return (every key required: OpenAI strict mode). */
export const FlashcardsArtefact = z.object({
  cards: z
    .array(z.object({ front: Side, back: Side }))
    .min(1)
    .max(40),
});
export type FlashcardsArtefact = z.infer<typeof FlashcardsArtefact>;

const Language = z.enum(UI_LANGUAGE_CODES as [UiLanguage, ...UiLanguage[]]);
const Count = z
  .number({ error: FLASHCARD_MESSAGES.count })
  .int({ error: FLASHCARD_MESSAGES.count })
  .min(1, { error: FLASHCARD_MESSAGES.count })
  .max(MAX_FLASHCARDS, { error: FLASHCARD_MESSAGES.count })
  .default(10);
const RequestId = z.string().trim().min(8).max(64).optional();

export const FlashcardsFromDocumentBody = z
  .object({
    text: z.string().trim().max(MAX_SOURCE_CHARS, { error: AI_MESSAGES.textTooLong }).optional(),
    /** A web page or plain-text document to read the text from (public addresses only). */
    url: z.string().trim().max(2000).optional(),
    count: Count,
    language: Language.default('en'),
    requestId: RequestId,
  })
  .refine((body) => Boolean(body.text || body.url), { error: 'Please provide: text', path: ['text'] });

export const FlashcardsFromTopicBody = z.object({
  topic: z
    .string({ error: AI_MESSAGES.provideTextOrTopic })
    .trim()
    .min(1, { error: AI_MESSAGES.provideTextOrTopic })
    .max(200, { error: AI_MESSAGES.topicTooLong }),
  count: Count,
  language: Language.default('en'),
  requestId: RequestId,
});

export const FlashcardsResult = EngineInfo.extend({
  title: z.string(),
  cards: z.array(GeneratedFlashcard),
  credits: CreditUse,
});
export type FlashcardsResult = z.infer<typeof FlashcardsResult>;

export const flashcardsFromDocumentRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/flashcards/generate-from-a-document',
  summary:
    "Flashcards from a document's text: key terms with their definitions (built-in engine: the text's defining sentence, else WordNet's definition, each card labelled with its source)",
  tags: ['ai'],
  access: access.roles('admin', 'instructor'),
  body: FlashcardsFromDocumentBody,
  response: envelope(FlashcardsResult),
});

export const flashcardsFromTopicRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/flashcards/generate-from-a-topic',
  summary: 'Flashcards from a bare topic (needs an AI model: the built-in engine refuses, naming what to configure)',
  tags: ['ai'],
  access: access.roles('admin', 'instructor'),
  body: FlashcardsFromTopicBody,
  response: envelope(FlashcardsResult),
});
