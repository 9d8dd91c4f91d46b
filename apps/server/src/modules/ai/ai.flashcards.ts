import {
  AI_MESSAGES,
  FLASHCARD_MESSAGES,
  FlashcardsArtefact,
  type FlashcardsResult,
  type GeneratedFlashcard,
} from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { creditUse } from './ai.credits';
import { assertBuiltinCan } from './ai.engine';
import { flashcardsPrompt } from './ai.prompts';
import { type AiContext, charged, resolveText, sourceTitle } from './ai.service';
import { builtinFlashcards } from './builtin/builtin-flashcards';

/**
 * Flashcards from a document's text (either engine) or a bare topic (a model only). The built-in engine's
 * limits and an empty result are refused before anything is charged.
 */

interface Input {
  text?: string;
  url?: string;
  topic?: string;
  count: number;
  language: string;
  requestId?: string;
}

async function fromModel(ctx: AiContext, input: Input, text: string | undefined, signal?: AbortSignal) {
  const made = await ctx.engine.model!.generate({
    schema: FlashcardsArtefact,
    ...flashcardsPrompt(input.count, input.language, text, input.topic),
    normalise: (value) => ({ cards: value.cards.slice(0, input.count) }),
    signal,
  });
  const cards: GeneratedFlashcard[] = made.value.cards.map((card) => ({ ...card, source: 'model' }));
  return { value: cards, tokens: made.tokens };
}

export async function makeFlashcards(
  ctx: AiContext,
  actor: Actor,
  input: Input,
  signal?: AbortSignal,
): Promise<FlashcardsResult> {
  const text = input.topic ? undefined : await resolveText(input, signal);
  let builtin: GeneratedFlashcard[] | null = null;
  if (!ctx.engine.model) {
    assertBuiltinCan({ text, language: input.language });
    builtin = builtinFlashcards(text!, input.count, input.language);
    if (builtin.length === 0) throw badRequest(FLASHCARD_MESSAGES.notEnoughTerms);
  }
  if (!text && !input.topic) throw badRequest(AI_MESSAGES.provideTextOrTopic);
  const title = sourceTitle(input.topic, text);
  const { value, run } = await charged(ctx, actor, 'flashcards', input.requestId, async () => {
    const made = builtin ? { value: builtin, tokens: 0 } : await fromModel(ctx, input, text, signal);
    return { ...made, output: { title, result: { cards: made.value } } };
  });
  return { ...ctx.engine.info, title, cards: value, credits: creditUse(run) };
}
