import {
  AI_MESSAGES,
  type AiQuestionType,
  type GeneratedGroup,
  type GeneratedQuestion,
  type QuestionContent,
  type QuizArtefact,
  type QuizQuestionArtefact,
  checkQuestionContent,
} from '@bright/contracts';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import * as q from './ai.queries';
import { type AiContext, type QuizInput, institutionOf, makeQuiz } from './ai.service';

/**
 * The AI question generator of the assessment editor: a quiz kept as a group of generated questions
 * (with their Bloom level) that the teacher edits, then imports with question/importGeneratedQuestions.
 */

const OPTION_IDS = ['a', 'b', 'c', 'd', 'e', 'f'];

export function toContent(question: QuizQuestionArtefact, type: AiQuestionType): QuestionContent {
  const common = {
    description: question.question,
    points: 1,
    blanks: [],
    numeric: null,
    bloomLevel: question.bloomLevel,
    rubric: null,
  };
  if (type === 'SHORT_ANSWER')
    return {
      ...common,
      type,
      options: [],
      correctOptions: [],
      acceptedAnswers: [question.answer],
      answer: question.explanation ?? question.answer,
    };
  const options = question.options.map((title, index) => ({
    id: type === 'TRUE_OR_FALSE' ? title.toLowerCase() : OPTION_IDS[index]!,
    title,
    image: null,
    match: null,
  }));
  const correct = options.find((option) => option.title.trim().toLowerCase() === question.answer.trim().toLowerCase());
  return {
    ...common,
    type,
    options,
    correctOptions: correct ? [correct.id] : [],
    acceptedAnswers: [],
    answer: question.explanation,
  };
}

const toGenerated = (row: q.GeneratedRow): GeneratedQuestion => ({
  id: row.id,
  groupId: row.groupId,
  type: row.type as GeneratedQuestion['type'],
  description: row.description,
  points: row.points,
  options: row.options,
  correctOptions: row.correctOptions,
  acceptedAnswers: row.acceptedAnswers,
  blanks: row.blanks,
  numeric: row.numeric ?? null,
  bloomLevel: (row.bloomLevel as GeneratedQuestion['bloomLevel']) ?? null,
  answer: row.answer ?? null,
  rubric: row.rubric ?? null,
});

export async function storeQuiz(ctx: AiContext, actor: Actor, quiz: QuizArtefact, type: AiQuestionType) {
  const { instituteId, userId } = institutionOf(actor);
  const groupId = randomUUID();
  const rows = await q.insertGenerated(
    ctx.db,
    quiz.questions.map((question) => ({ groupId, instituteId, createdBy: userId, ...toContent(question, type) })),
  );
  return { groupId, questions: rows.map(toGenerated) };
}

export async function generateQuestions(
  ctx: AiContext,
  actor: Actor,
  input: QuizInput,
  signal?: AbortSignal,
): Promise<GeneratedGroup> {
  const made = await makeQuiz(ctx, actor, input, signal, (quiz) => storeQuiz(ctx, actor, quiz, input.typeOfQuestion));
  const { kept, quiz: _quiz, ...rest } = made;
  return { ...rest, groupId: kept.groupId, questions: kept.questions };
}

export async function updateGenerated(
  ctx: AiContext,
  actor: Actor,
  body: { groupId: string; questionId: string; content: QuestionContent },
) {
  const { instituteId } = institutionOf(actor);
  const row = await q.findGenerated(ctx.db, instituteId, body.groupId, body.questionId);
  if (!row) throw notFound(AI_MESSAGES.generatedNotFound);
  const problems = checkQuestionContent(body.content);
  if (problems.length) throw badRequest(problems[0]!.message);
  return toGenerated(await q.updateGenerated(ctx.db, row.id, { ...body.content }));
}
