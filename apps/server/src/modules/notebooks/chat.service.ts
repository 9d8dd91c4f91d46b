import {
  type ChatMeta,
  type Citation,
  NOTEBOOK_LIMITS,
  NOTEBOOK_MESSAGES as M,
  type QuickAction,
  type TeacherMode,
} from '@bright/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { type Engine, type Run, type SseStream, creditUse, finishRun, openSse, refundRun, startRun } from '../ai';
import { builtinAnswer, chatPrompt } from './chat-prompt';
import { citationFilter } from './citations';
import { loadNotebookFor } from './notebooks.service';
import { type RetrievedPassage, openingPassages, retrieve } from './search';
import { toMessage, toThreadSummary } from './threads.presenter';
import * as q from './threads.queries';
import { loadThreadFor, startThread, titleFrom } from './threads.service';

export interface ChatContext {
  db: Db;
  engine: Engine;
  log: FastifyBaseLogger;
}

export interface ChatInput {
  notebookId: string;
  threadId?: string;
  question: string;
  action?: QuickAction;
  mode?: TeacherMode;
  requestId?: string;
}

const ACTION_TITLES: Record<QuickAction, string> = {
  SUMMARIZE: 'Summarize',
  APPLY_MY_KNOWLEDGE: 'Apply My Knowledge',
  EXPLAIN_MORE: 'Explain More',
  QUIZ_ME: 'Quiz Me',
};

/** The thread the question goes to (checked), and what was said in it before. */
async function threadOf(ctx: ChatContext, actor: Actor, input: ChatInput) {
  if (!input.threadId) {
    await loadNotebookFor(ctx.db, actor, input.notebookId, 'read');
    return { thread: null, history: [] };
  }
  const { row } = await loadThreadFor(ctx.db, actor, input.threadId, 'write');
  if (row.thread.notebookId !== input.notebookId) throw notFound(M.threadNotFound);
  const history = (await q.listMessages(ctx.db, row.thread.id)).map((message) => ({
    role: message.role,
    content: message.content,
  }));
  return { thread: row.thread, history: history.slice(-6) };
}

/** Passages for the question; a quick action without one reads the last question asked, or the opening. */
async function passagesFor(ctx: ChatContext, input: ChatInput, history: { role: string; content: string }[]) {
  const text = input.question || [...history].reverse().find((message) => message.role === 'user')?.content || '';
  const found = text ? await retrieve(ctx.db, input.notebookId, text, NOTEBOOK_LIMITS.retrieved) : [];
  if (found.length || input.question) return { text, passages: found };
  return { text, passages: await openingPassages(ctx.db, input.notebookId, NOTEBOOK_LIMITS.retrieved) };
}

const toCitation = (passage: RetrievedPassage, n: number): Citation => ({
  n,
  passageId: passage.id,
  sourceId: passage.sourceId,
  sourceTitle: passage.sourceTitle,
  kind: passage.kind,
  page: passage.page,
  startSeconds: passage.startSeconds,
  quote: passage.text.slice(0, 300),
});

interface Answer {
  text: string;
  used: number[];
  dropped: number[];
  tokens: number;
}

/** Streams the model's answer through the citation check; on failure the partial text travels with the error. */
async function modelAnswer(
  ctx: ChatContext,
  sse: SseStream,
  prompt: { system: string; prompt: string },
  count: number,
) {
  const filter = citationFilter(count);
  const answer: Answer = { text: '', used: filter.used, dropped: filter.dropped, tokens: 0 };
  try {
    const stream = ctx.engine.model!.stream({ ...prompt, signal: sse.signal });
    let next = await stream.next();
    while (!next.done) {
      const safe = filter.push(next.value);
      answer.text += safe;
      if (safe) sse.send('delta', { text: safe });
      next = await stream.next();
    }
    answer.tokens = next.value.tokens;
    const rest = filter.flush();
    answer.text += rest;
    if (rest) sse.send('delta', { text: rest });
    return answer;
  } catch (error) {
    answer.text += filter.flush();
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), { partial: answer });
  }
}

function builtin(sse: SseStream, passages: RetrievedPassage[], question: string, action?: QuickAction): Answer {
  const text = builtinAnswer(passages, question, action);
  const filter = citationFilter(passages.length);
  const checked = filter.push(text) + filter.flush();
  sse.send('delta', { text: checked });
  return { text: checked, used: filter.used, dropped: filter.dropped, tokens: 0 };
}

export async function chat(ctx: ChatContext, actor: Actor, input: ChatInput, reply: FastifyReply) {
  const { thread: existing, history } = await threadOf(ctx, actor, input);
  const { text, passages } = await passagesFor(ctx, input, history);
  const who = { instituteId: actor.instituteId!, userId: actor.userId };
  const run: Run | null = passages.length
    ? await startRun(ctx.db, who, { feature: 'notebookChat', ...ctx.engine.info, requestId: input.requestId })
    : null;
  const started = await ctx.db
    .transaction(async (tx) => {
      const thread =
        existing ??
        (
          await startThread(tx, actor, {
            notebookId: input.notebookId,
            title: titleFrom(input.question || ACTION_TITLES[input.action!]),
            mode: input.mode,
          })
        ).thread;
      const question = await q.insertMessage(tx, {
        threadId: thread.id,
        role: 'user',
        content: input.question,
        action: input.action ?? null,
      });
      await q.touchThread(tx, thread.id);
      return { thread, question };
    })
    .catch(async (error: unknown) => {
      if (run) await refundRun(ctx.db, run, 'thread not stored');
      throw error;
    });
  const summary = toThreadSummary((await q.findThread(ctx.db, started.thread.id))!);
  const sse = openSse(reply);
  const meta: ChatMeta = {
    ...ctx.engine.info,
    credits: run ? creditUse(run) : null,
    thread: summary,
    question: toMessage(started.question),
  };
  sse.send('meta', meta);
  sse.send('passages', { passages: passages.map((passage, index) => toCitation(passage, index + 1)) });
  const store = (answer: Answer, status: 'complete' | 'cut') =>
    q.insertMessage(ctx.db, {
      threadId: started.thread.id,
      role: 'assistant',
      content: answer.text,
      citations: answer.used.map((n) => toCitation(passages[n - 1]!, n)),
      status,
      engine: ctx.engine.info.engine,
      model: ctx.engine.info.model,
      engineLabel: ctx.engine.info.label,
    });
  try {
    const answer: Answer = !passages.length
      ? { text: M.notInSources, used: [], dropped: [], tokens: 0 }
      : ctx.engine.model
        ? await modelAnswer(
            ctx,
            sse,
            chatPrompt({
              mode: started.thread.mode,
              action: input.action,
              question: input.question,
              passages,
              history,
            }),
            passages.length,
          )
        : builtin(sse, passages, text, input.action);
    if (!passages.length) sse.send('delta', { text: answer.text });
    if (answer.dropped.length)
      ctx.log.warn(
        { threadId: started.thread.id, dropped: answer.dropped, retrieved: passages.length },
        'citations to passages not retrieved were dropped',
      );
    const message = await store(answer, 'complete');
    await q.touchThread(ctx.db, started.thread.id);
    if (run) await finishRun(ctx.db, run, answer.tokens);
    sse.send('done', { message: toMessage(message), dropped: answer.dropped, credits: run ? creditUse(run) : null });
  } catch (error) {
    const partial = (error as { partial?: Answer }).partial ?? { text: '', used: [], dropped: [], tokens: 0 };
    const message = await store(partial, 'cut');
    if (run) await refundRun(ctx.db, run, sse.signal.aborted ? 'client went away' : (error as Error).message);
    ctx.log.warn({ threadId: started.thread.id, err: error }, 'notebook answer cut');
    sse.send('error', {
      message: M.answerCut,
      code: 'notebooks.answerCut',
      reason: error instanceof AppError ? error.message : null,
      cut: toMessage(message),
      credits: run ? creditUse(run, true) : null,
    });
  } finally {
    sse.end();
  }
}
