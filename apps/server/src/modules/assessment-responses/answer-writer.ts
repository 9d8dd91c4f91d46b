import {
  type AnswerValue,
  type QuestionType,
  RESPONSE_MESSAGES,
  type ResponseSummary,
  type SaveAnswerBody,
  type SavedAnswer,
  isAnswered,
} from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { Batcher, type Settled, writeTogetherOrAlone } from '../../lib/batcher';
import { type LoadedAssessment, judgeAssessment } from '../assessments';
import * as q from './answer-writes.queries';
import { toResponseSummary, toSavedAnswer } from './assessment-responses.presenter';
import { autoScore, checkAnswer, totals } from './grading';
import { responseScoresChanged } from './scores-changed';
import { timeIsUp, timingOf } from './timing';

type Saved = SavedAnswer & { savedAt: string };
type SaveOp = { kind: 'save'; actor: Actor; body: SaveAnswerBody; at: Date };
type SubmitOp = { kind: 'submit'; actor: Actor; responseId: string; at: Date };
type AnswerOp = SaveOp | SubmitOp;
type Outcome = Saved | ResponseSummary;

/** The most operations one batch takes: its statements stay a few megabytes at most. */
const MAX_BATCH = 500;
/** How often a submit is scored again when its answers changed under it (another process saving). */
const MAX_SCORING_ROUNDS = 3;

const conflict = (message: string) => new AppError('CONFLICT', message);
const responseIdOf = (op: AnswerOp) => (op.kind === 'save' ? op.body.assessmentResponseId : op.responseId);
const unique = (values: string[]) => [...new Set(values)];

/**
 * A batch holds at most one save per answer and nothing after a submit of its response; what does not
 * fit waits for the next batch with everything after it for that response, so each response's
 * operations still happen in the order they arrived.
 */
function oneWritePerRow() {
  const blocked = new Set<string>();
  const answers = new Set<string>();
  return (op: AnswerOp) => {
    const responseId = responseIdOf(op);
    if (blocked.has(responseId)) return false;
    if (op.kind === 'submit') {
      blocked.add(responseId);
      return true;
    }
    const key = `${responseId} ${op.body.questionId}`;
    if (answers.has(key)) {
      blocked.add(responseId);
      return false;
    }
    answers.add(key);
    return true;
  };
}

interface OpenResponse {
  context: q.ResponseContext;
  loaded: LoadedAssessment;
  extra: number;
}

/** The caller's own attempt, which they may take, still in progress: else 404, 403 or 409, as before batching. */
function openResponse(actor: Actor, context: q.ResponseContext | undefined): OpenResponse {
  if (!context || context.response.studentId !== actor.userId) throw notFound(RESPONSE_MESSAGES.responseNotFound);
  const loaded = judgeAssessment(actor, context, 'take');
  if (context.response.status !== 'IN_PROGRESS') throw conflict(RESPONSE_MESSAGES.alreadySubmitted);
  return { context, loaded, extra: context.extra ?? 0 };
}

interface SaveJob {
  index: number;
  row: q.AnswerToSave;
  question: { id: string; type: string };
}

type QuestionRow = Awaited<ReturnType<typeof q.questionsByIds>>[number];

/** A save's own checks, in the order they were made one at a time: the question, the clock, the answer. */
function judgeSave(op: SaveOp, open: OpenResponse, question: QuestionRow | undefined): Omit<SaveJob, 'index'> {
  const { response } = open.context;
  if (!question || question.assessmentId !== response.assessmentId) throw notFound(RESPONSE_MESSAGES.questionNotFound);
  if (timeIsUp(timingOf(response, open.loaded.assessment, open.extra), op.at)) {
    throw badRequest(RESPONSE_MESSAGES.timeUp);
  }
  const checked = checkAnswer(question, op.body.answer as AnswerValue);
  if (!checked.ok) throw badRequest(checked.message);
  return { row: { responseId: response.id, questionId: question.id, answer: checked.answer }, question };
}

interface SubmitJob {
  index: number;
  op: SubmitOp;
  open: OpenResponse;
}

interface Judged {
  saves: SaveJob[];
  submits: SubmitJob[];
}

/** Reads what every operation of the batch needs (two statements) and settles those refused. */
async function judgeAll(db: Db, ops: AnswerOp[], outcomes: Settled<Outcome>[]): Promise<Judged> {
  const saveOps = ops.filter((op): op is SaveOp => op.kind === 'save');
  const [contexts, questions] = await Promise.all([
    q.responseContexts(db, unique(ops.map(responseIdOf))),
    q.questionsByIds(db, unique(saveOps.map((op) => op.body.questionId))),
  ]);
  const contextOf = new Map(contexts.map((context) => [context.response.id, context]));
  const questionOf = new Map(questions.map((question) => [question.id, question]));
  const judged: Judged = { saves: [], submits: [] };
  ops.forEach((op, index) => {
    try {
      const open = openResponse(op.actor, contextOf.get(responseIdOf(op)));
      if (op.kind === 'submit') judged.submits.push({ index, op, open });
      else judged.saves.push({ index, ...judgeSave(op, open, questionOf.get(op.body.questionId)) });
    } catch (error) {
      outcomes[index] = { ok: false, error };
    }
  });
  return judged;
}

/** One statement for every save of the batch; each caller learns when its answer was saved. */
async function writeSaves(db: Db, jobs: SaveJob[], outcomes: Settled<Outcome>[]) {
  if (jobs.length === 0) return;
  const written = await writeTogetherOrAlone(
    jobs.map((job) => job.row),
    (rows) => q.saveAnswers(db, rows),
  );
  jobs.forEach((job, index) => {
    const result = written[index]!;
    const savedAt = result.ok ? result.value.get(`${job.row.responseId} ${job.row.questionId}`) : undefined;
    if (!result.ok) outcomes[job.index] = result;
    else if (!savedAt) outcomes[job.index] = { ok: false, error: conflict(RESPONSE_MESSAGES.alreadySubmitted) };
    else {
      const value = { ...toSavedAnswer(job.question, job.row.answer), savedAt: savedAt.toISOString() };
      outcomes[job.index] = { ok: true, value };
    }
  });
}

interface ScoredSubmit {
  job: SubmitJob;
  record: q.SubmitToRecord;
  summary: ResponseSummary;
}

type ScoringRow = Awaited<ReturnType<typeof q.answersToScore>>[number];

/** A submit scored from the answers read for it; 'All Questions must be answered' when it requires them. */
function scoreSubmit(job: SubmitJob, rows: ScoringRow[]): ScoredSubmit {
  const { context, loaded, extra } = job.open;
  const { assessment } = loaded;
  const items = rows.flatMap((row) => (row.question ? [{ question: row.question, answer: row.answer }] : []));
  if (
    assessment.requireAllAnswered &&
    items.some(({ question, answer }) => !isAnswered(question.type as QuestionType, answer?.answer))
  )
    throw badRequest(RESPONSE_MESSAGES.allMustBeAnswered);
  const scores = items.map(({ question, answer }) => {
    const given = answer?.answer ?? {};
    return { questionId: question.id, answer: given, autoScore: autoScore(question, given) };
  });
  const graded = items.map(({ question, answer }, index) => ({
    points: question.points,
    autoScore: scores[index]!.autoScore,
    teacherScore: answer?.score ?? null,
  }));
  const waiting = graded.filter((row) => row.autoScore == null && row.teacherScore == null).length;
  const { score, maxScore, pendingScore } = totals(graded, assessment.totalScore);
  const set = { status: waiting > 0 ? 'SUBMITTED' : 'GRADED', score, maxScore, submittedAt: job.op.at };
  const row = { ...context.response, ...set, updatedAt: set.submittedAt };
  const pending = { count: waiting, score: pendingScore };
  const summary = toResponseSummary(row, timingOf(row, assessment, extra), pending, assessment.resultsReleased);
  const record = { responseId: context.response.id, version: rows[0]?.version ?? '', ...set, scores };
  return { job, record, summary };
}

/** Reads the answers of the batch's submits (one statement) and scores each. */
async function scoreAll(db: Db, jobs: SubmitJob[], outcomes: Settled<Outcome>[]): Promise<ScoredSubmit[]> {
  const rows = await q.answersToScore(
    db,
    jobs.map((job) => job.open.context.response.id),
  );
  const rowsOf = new Map<string, ScoringRow[]>();
  for (const row of rows) {
    const list = rowsOf.get(row.responseId);
    if (list) list.push(row);
    else rowsOf.set(row.responseId, [row]);
  }
  return jobs.flatMap((job) => {
    try {
      return [scoreSubmit(job, rowsOf.get(job.open.context.response.id) ?? [])];
    } catch (error) {
      outcomes[job.index] = { ok: false, error };
      return [];
    }
  });
}

/** Records the scored submits (one statement); returns those to score again because they changed meanwhile. */
async function recordAll(db: Db, scored: ScoredSubmit[], outcomes: Settled<Outcome>[]): Promise<SubmitJob[]> {
  const written = await writeTogetherOrAlone(
    scored.map((item) => item.record),
    (rows) =>
      db.transaction(async (tx) => {
        const marked = await q.recordSubmits(tx, rows);
        await responseScoresChanged(tx, [...marked]);
        return marked;
      }),
  );
  const unmarked: SubmitJob[] = [];
  scored.forEach((item, index) => {
    const result = written[index]!;
    if (!result.ok) outcomes[item.job.index] = result;
    else if (result.value.has(item.record.responseId)) outcomes[item.job.index] = { ok: true, value: item.summary };
    else unmarked.push(item.job);
  });
  if (unmarked.length === 0) return [];
  const statuses = await q.statusesOf(
    db,
    unmarked.map((job) => job.open.context.response.id),
  );
  const stillOpen = new Set(statuses.filter((row) => row.status === 'IN_PROGRESS').map((row) => row.id));
  return unmarked.filter((job) => {
    if (stillOpen.has(job.open.context.response.id)) return true;
    outcomes[job.index] = { ok: false, error: conflict(RESPONSE_MESSAGES.alreadySubmitted) };
    return false;
  });
}

async function writeSubmits(db: Db, jobs: SubmitJob[], outcomes: Settled<Outcome>[]) {
  let pending = jobs;
  for (let round = 1; pending.length > 0; round += 1) {
    if (round > MAX_SCORING_ROUNDS) {
      const error = new Error('the answers kept changing while the submit was scored');
      for (const job of pending) outcomes[job.index] = { ok: false, error };
      return;
    }
    pending = await recordAll(db, await scoreAll(db, pending, outcomes), outcomes);
  }
}

/** Saves first, so a submit that arrived after a save of the same batch scores that answer. */
async function runBatch(db: Db, ops: AnswerOp[]): Promise<Settled<Outcome>[]> {
  const outcomes: Settled<Outcome>[] = new Array(ops.length);
  const { saves, submits } = await judgeAll(db, ops, outcomes);
  await writeSaves(db, saves, outcomes);
  await writeSubmits(db, submits, outcomes);
  return outcomes;
}

/**
 * Answer saves and submits of a class answering together: they are read, checked and written in
 * batches (see Batcher), each caller answered once its own row is committed, with the same refusals
 * as one at a time.
 */
export function createAnswerWriter(db: Db) {
  const batcher = new Batcher<AnswerOp, Outcome>({
    run: (ops) => runBatch(db, ops),
    maxSize: MAX_BATCH,
    admission: oneWritePerRow,
  });
  return {
    /** questionResponse/save: one answer, as it is given, while the attempt is open. */
    save: (actor: Actor, body: SaveAnswerBody) =>
      batcher.add({ kind: 'save', actor, body, at: new Date() }) as Promise<Saved>,
    /** assessmentResponse/submit: once; objective answers scored in the same statement. Refused: nothing written. */
    submit: (actor: Actor, responseId: string) =>
      batcher.add({ kind: 'submit', actor, responseId, at: new Date() }) as Promise<ResponseSummary>,
  };
}

export type AnswerWriter = ReturnType<typeof createAnswerWriter>;
