import {
  AI_MESSAGES,
  BLOOM_LEVELS,
  BUILTIN_BLOOM_LEVELS,
  type AiCapabilities,
  type QuizArtefact,
  QuizArtefact as QuizSchema,
  type QuizOptions,
  RubricArtefact,
  SummaryArtefact,
  quizRuleProblems,
} from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { quizPrompt, rubricPrompt, summaryPrompt } from './ai.prompts';
import { type Engine, assertBuiltinCan } from './ai.engine';
import { type Run, type RunOutput, costOf, creditUse, creditsLeft, finishRun, refundRun, startRun } from './ai.credits';
import { builtinQuiz } from './builtin/builtin-quiz';
import { builtinRubric, builtinSummary } from './builtin/builtin-templates';
import * as q from './ai.queries';
import { readUrlText } from './url-source';
import { MAX_SOURCE_CHARS } from '@bright/contracts';

/**
 * Bright AI's rules: resolve the source, check what the engine can do (before any charge), charge, run,
 * and give the credits back when the run fails. Every answer names its engine.
 */

export interface AiContext {
  db: Db;
  engine: Engine;
}

export const institutionOf = (actor: Actor) => {
  if (!actor.instituteId) throw notFound('Institute not found');
  return { instituteId: actor.instituteId, userId: actor.userId };
};

/** Text from the body, or read from its address (public addresses only). */
export async function resolveText(body: { text?: string; url?: string }, signal?: AbortSignal) {
  if (body.text) return body.text;
  if (!body.url) return undefined;
  return (await readUrlText(body.url, signal)).slice(0, MAX_SOURCE_CHARS) || undefined;
}

/** Runs `work` inside a charged run; a failure refunds and rethrows. */
export async function charged<T>(
  ctx: AiContext,
  actor: Actor,
  feature: string,
  requestId: string | undefined,
  work: (run: Run) => Promise<{ value: T; tokens: number; output?: RunOutput }>,
) {
  const run = await startRun(ctx.db, institutionOf(actor), {
    feature,
    engine: ctx.engine.info.engine,
    model: ctx.engine.info.model,
    requestId,
  });
  try {
    const { value, tokens, output } = await work(run);
    await finishRun(ctx.db, run, tokens, output);
    return { value, run };
  } catch (error) {
    await refundRun(ctx.db, run, error instanceof Error ? error.message : 'failed');
    throw error;
  }
}

/** A history entry's title: the topic, or the start of the source text. */
export const sourceTitle = (topic: string | undefined, text: string | undefined) =>
  topic?.trim() || (text ?? '').trim().slice(0, 80);

export function trimQuiz(quiz: QuizArtefact, options: QuizOptions): QuizArtefact {
  if (quiz.questions.length <= options.noOfQuestion) return quiz;
  return { questions: quiz.questions.slice(0, options.noOfQuestion) };
}

export interface QuizInput extends QuizOptions {
  text?: string;
  url?: string;
  topic?: string;
  language: string;
  requestId?: string;
}

/** The source text, and the built-in engine's limits checked: before any charge. */
export async function prepareQuiz(ctx: AiContext, input: QuizInput, signal?: AbortSignal) {
  const text = await resolveText(input, signal);
  if (!ctx.engine.model) assertBuiltinCan({ text, language: input.language, quiz: input });
  return text;
}

/** A quiz from the engine, checked against the rules of SPEC §5 whichever engine wrote it. */
export async function produceQuiz(ctx: AiContext, input: QuizInput, text: string | undefined, signal?: AbortSignal) {
  const model = ctx.engine.model;
  const made = model
    ? await model.generate({
        schema: QuizSchema,
        ...quizPrompt(input, input.language, text, input.topic),
        signal,
        normalise: (quiz) => trimQuiz(quiz, input),
        rules: (quiz) => quizRuleProblems(quiz, input),
      })
    : { value: builtinQuiz(text!, input, input.language), tokens: 0 };
  if (quizRuleProblems(made.value, input).length) throw badRequest(AI_MESSAGES.providerInvalid);
  return made;
}

/** `keep` runs inside the charged run (storing the questions), so a failure there refunds too. */
export async function makeQuiz<K = null>(
  ctx: AiContext,
  actor: Actor,
  input: QuizInput,
  signal?: AbortSignal,
  keep?: (quiz: QuizArtefact, run: Run) => Promise<K>,
) {
  const text = await prepareQuiz(ctx, input, signal);
  const { value, run } = await charged(ctx, actor, 'quiz', input.requestId, async (run) => {
    const made = await produceQuiz(ctx, input, text, signal);
    const kept = keep ? await keep(made.value, run) : (null as K);
    const output = { title: sourceTitle(input.topic, text), result: { quiz: made.value } };
    return { value: { quiz: made.value, kept }, tokens: made.tokens, output };
  });
  return { ...ctx.engine.info, quiz: value.quiz, kept: value.kept, credits: creditUse(run) };
}

/** `keep` runs inside the charged run (storing the summary), so a failure there refunds too. */
export async function summarize(
  ctx: AiContext,
  actor: Actor,
  input: { text: string; language: string; requestId?: string; feature?: string },
  keep?: (summary: SummaryArtefact) => Promise<void>,
) {
  const model = ctx.engine.model;
  if (!model) assertBuiltinCan(input);
  const { value, run } = await charged(ctx, actor, input.feature ?? 'summary', input.requestId, async () => {
    const made = model
      ? await model.generate({ schema: SummaryArtefact, ...summaryPrompt(input.text, input.language) })
      : { value: builtinSummary(input.text, input.language), tokens: 0 };
    if (keep) await keep(made.value);
    return { ...made, output: { title: sourceTitle(undefined, input.text), result: { summary: made.value } } };
  });
  return { ...ctx.engine.info, summary: value, credits: creditUse(run) };
}

export async function referenceRubric(
  ctx: AiContext,
  actor: Actor,
  input: { question: string; text?: string; points: number; language: string; requestId?: string },
) {
  const model = ctx.engine.model;
  if (!model) assertBuiltinCan(input);
  const builtin = model ? null : builtinRubric(input.question, input.text!, input.points, input.language);
  if (!model && !builtin) throw badRequest(AI_MESSAGES.notEnoughText);
  const { value, run } = await charged(ctx, actor, 'rubric', input.requestId, async () => {
    const made = model
      ? await model.generate({
          schema: RubricArtefact,
          ...rubricPrompt(input.question, input.points, input.language, input.text),
        })
      : { value: builtin!, tokens: 0 };
    return { ...made, output: { title: input.question, result: { rubric: made.value } } };
  });
  return { ...ctx.engine.info, result: value, credits: creditUse(run) };
}

export async function capabilities(ctx: AiContext, actor: Actor): Promise<AiCapabilities> {
  const { instituteId } = institutionOf(actor);
  const builtin = !ctx.engine.model;
  return {
    ...ctx.engine.info,
    costPerRun: await costOf(ctx.db, instituteId, ctx.engine.info.engine),
    creditsLeft: await creditsLeft(ctx.db, instituteId),
    builtinCharges: (await q.findSettings(ctx.db, instituteId)).builtinCharges,
    bloomLevels: builtin ? [...BUILTIN_BLOOM_LEVELS] : [...BLOOM_LEVELS],
    canUseTopic: !builtin,
    canTranslate: !builtin,
  };
}

export async function saveSettings(ctx: AiContext, actor: Actor, builtinCharges: boolean) {
  await q.saveSettings(ctx.db, institutionOf(actor).instituteId, builtinCharges);
  return capabilities(ctx, actor);
}
