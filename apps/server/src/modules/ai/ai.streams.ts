import {
  AI_MESSAGES,
  type GeneratedGroup,
  LessonPlanArtefact,
  type LessonPlanArtefact as LessonPlan,
  type LessonPlanBody,
} from '@bright/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { lessonPlanPrompt } from './ai.prompts';
import { assertBuiltinCan } from './ai.engine';
import { type Run, type RunOutput, creditUse, finishRun, refundRun, startRun } from './ai.credits';
import { storeQuiz } from './ai.questions';
import { type AiContext, type QuizInput, institutionOf, prepareQuiz, produceQuiz, sourceTitle } from './ai.service';
import { builtinLessonPlan } from './builtin/builtin-templates';
import { type SseStream, openSse } from './sse';

/**
 * The streamed routes: every check that can refuse runs first and answers a JSON 4xx; then the run is
 * charged and the stream opens. A failure, or the client going away before `done`, refunds the run.
 */

type PlanInput = z.output<typeof import('@bright/contracts').LessonPlanBody>;

const errorData = (error: unknown) =>
  error instanceof AppError
    ? { message: error.message, code: error.messageCode, status: error.status }
    : { message: AI_MESSAGES.providerFailed, code: 'ai.providerFailed', status: 400 };

async function streamRun(
  ctx: AiContext,
  run: Run,
  sse: SseStream,
  work: () => Promise<{ tokens: number; output: RunOutput }>,
) {
  sse.send('meta', { ...ctx.engine.info, credits: creditUse(run) });
  try {
    const { tokens, output } = await work();
    await finishRun(ctx.db, run, tokens, output);
  } catch (error) {
    await refundRun(ctx.db, run, sse.signal.aborted ? 'client went away' : errorData(error).message);
    sse.send('error', { ...errorData(error), credits: creditUse(run, true) });
  } finally {
    sse.end();
  }
}

export async function generateQuestionsSse(ctx: AiContext, actor: Actor, input: QuizInput, reply: FastifyReply) {
  const text = await prepareQuiz(ctx, input);
  const who = institutionOf(actor);
  const run = await startRun(ctx.db, who, { feature: 'quiz', ...ctx.engine.info, requestId: input.requestId });
  const sse = openSse(reply);
  await streamRun(ctx, run, sse, async () => {
    const made = await produceQuiz(ctx, input, text, sse.signal);
    const kept = await storeQuiz(ctx, actor, made.value, input.typeOfQuestion);
    for (const question of kept.questions) sse.send('question', question);
    const group: GeneratedGroup = { ...ctx.engine.info, ...kept, credits: creditUse(run) };
    sse.send('done', group);
    return { tokens: made.tokens, output: { title: sourceTitle(input.topic, text), result: { quiz: made.value } } };
  });
}

async function modelPlan(ctx: AiContext, input: PlanInput, sse: SseStream) {
  const model = ctx.engine.model!;
  const prompt = lessonPlanPrompt(input, input.language);
  const stream = model.stream({ ...prompt, signal: sse.signal });
  let next = await stream.next();
  while (!next.done) {
    sse.send('delta', { text: next.value });
    next = await stream.next();
  }
  if (sse.signal.aborted) throw badRequest(AI_MESSAGES.providerFailed);
  const checked = await model.generate({
    schema: LessonPlanArtefact,
    ...prompt,
    firstAnswer: next.value.text,
    signal: sse.signal,
  });
  return { plan: checked.value, tokens: next.value.tokens + checked.tokens };
}

function builtinPlan(input: PlanInput & { text: string }, sse: SseStream) {
  const plan = builtinLessonPlan(input);
  for (const phase of plan.phases) sse.send('phase', phase);
  return { plan, tokens: 0 };
}

export async function lessonPlanSse(ctx: AiContext, actor: Actor, input: PlanInput, reply: FastifyReply) {
  if (!ctx.engine.model) assertBuiltinCan({ text: input.text, language: input.language });
  const run = await startRun(ctx.db, institutionOf(actor), {
    feature: 'lessonPlan',
    ...ctx.engine.info,
    requestId: input.requestId,
  });
  const sse = openSse(reply);
  await streamRun(ctx, run, sse, async () => {
    const made: { plan: LessonPlan; tokens: number } = ctx.engine.model
      ? await modelPlan(ctx, input, sse)
      : builtinPlan({ ...input, text: input.text! }, sse);
    sse.send('done', { ...ctx.engine.info, plan: made.plan, credits: creditUse(run) });
    return { tokens: made.tokens, output: { title: made.plan.title, result: { plan: made.plan } } };
  });
}

export type { LessonPlanBody };
