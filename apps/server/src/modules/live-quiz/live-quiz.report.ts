import { LIVE_QUIZ_MESSAGES as M, type LiveQuizReport, LiveQuizSettings } from '@bright/contracts';
import Papa from 'papaparse';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { rankPlayers } from './live-quiz.scoring';
import * as q from './live-quiz.queries';
import { authorizeHost } from './live-quiz.service';

/** A game's report from what was saved: players ranked by score, each question's distribution. */
export async function gameReport(db: Db, actor: Actor, gameId: string): Promise<LiveQuizReport> {
  const row = await q.findGame(db, gameId);
  if (!row || row.instituteId !== actor.instituteId) throw notFound(M.gameNotFound);
  await authorizeHost(db, actor, row);
  const [players, answers, assessmentName] = await Promise.all([
    q.playersOf(db, gameId),
    q.answersOf(db, gameId),
    q.assessmentName(db, row.assessmentId),
  ]);
  const playing = players.filter((player) => player.approved && !player.kicked);
  const ranks = rankPlayers(playing);
  const answersOf = (playerId: string) => answers.filter((answer) => answer.playerId === playerId);
  return {
    game: {
      gameId: row.id,
      code: row.code,
      assessmentId: row.assessmentId,
      assessmentName,
      classId: row.classId,
      phase: row.endedAt ? 'ENDED' : row.state.phase,
      questionCount: row.questions.length,
      settings: LiveQuizSettings.parse(row.settings),
      createdAt: row.createdAt.toISOString(),
    },
    endedAt: row.endedAt?.toISOString() ?? null,
    players: playing
      .map((player) => ({
        playerId: player.id,
        nickname: player.nickname,
        userId: player.userId,
        score: player.score,
        rank: ranks.get(player.id)!.rank,
        correctCount: answersOf(player.id).filter((answer) => answer.correct).length,
        answers: answersOf(player.id).map(({ questionIndex, optionIds, correct, points, elapsedMs }) => ({
          questionIndex,
          optionIds,
          correct,
          points,
          elapsedMs,
        })),
      }))
      .sort((a, b) => a.rank - b.rank),
    questions: row.questions.map((question, questionIndex) => {
      const given = answers.filter((answer) => answer.questionIndex === questionIndex);
      return {
        questionIndex,
        questionId: question.id,
        description: question.description,
        options: question.options.map((option) => ({
          id: option.id,
          title: option.title,
          correct: question.correctOptionIds.includes(option.id),
          count: given.filter((answer) => answer.optionIds.includes(option.id)).length,
        })),
        answered: given.length,
        correctCount: given.filter((answer) => answer.correct).length,
      };
    }),
  };
}

export const reportFilename = (report: LiveQuizReport, extension: string) =>
  `live-quiz-${report.game.assessmentName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60) || 'game'}-${report.game.code}.${extension}`;

/** One row per player: rank, nickname, score, correct count, then the options picked per question. */
export function reportCsv(report: LiveQuizReport) {
  const titles = new Map(report.questions.map((question) => [question.questionIndex, question]));
  const fields = ['Rank', 'Nickname', 'Student', 'Score', 'Correct', ...report.questions.map((_, i) => `Q${i + 1}`)];
  const data = report.players.map((player) => [
    player.rank,
    player.nickname,
    player.userId ? 'yes' : 'no',
    player.score,
    player.correctCount,
    ...report.questions.map((question) => {
      const answer = player.answers.find((given) => given.questionIndex === question.questionIndex);
      if (!answer) return '';
      const options = titles.get(question.questionIndex)!.options;
      const picked = answer.optionIds.map((id) => options.find((option) => option.id === id)?.title ?? id);
      return `${picked.join(' | ')} (${answer.points})`;
    }),
  ]);
  return `${Papa.unparse({ fields, data }, { escapeFormulae: true })}\r\n`;
}
