import type { Db } from '../../db/client';
import { assessmentResponses, questionResponses } from '../../db/schema';
import type { LiveQuizGame } from './live-quiz.game';

/**
 * Saves a finished game to the assessment's results for each student of the class who played by
 * account: a GRADED response scored with the assessment's own points. A student who already has a
 * response to the assessment keeps it (the live game never overwrites a real attempt).
 */
export async function saveToAssessment(db: Db, game: LiveQuizGame, endedAt = new Date()) {
  const students = [...game.players.values()].filter((player) => player.userId && !player.kicked && player.approved);
  if (students.length === 0) return 0;
  const maxScore = game.questions.reduce((sum, question) => sum + question.points, 0);
  let saved = 0;
  await db.transaction(async (tx) => {
    for (const player of students) {
      const score = game.questions.reduce(
        (sum, question, index) => sum + (player.answers.get(index)?.correct ? question.points : 0),
        0,
      );
      const [response] = await tx
        .insert(assessmentResponses)
        .values({
          assessmentId: game.identity.assessmentId,
          studentId: player.userId!,
          status: 'GRADED',
          score,
          maxScore,
          questionOrder: game.questions.map((question) => question.id),
          submittedAt: endedAt,
        })
        .onConflictDoNothing()
        .returning({ id: assessmentResponses.id });
      if (!response) continue;
      saved += 1;
      await tx.insert(questionResponses).values(
        game.questions.map((question, index) => {
          const answer = player.answers.get(index);
          const autoScore = answer?.correct ? question.points : 0;
          return {
            responseId: response.id,
            questionId: question.id,
            answer: { selected: answer?.optionIds ?? [] },
            autoScore,
          };
        }),
      );
    }
  });
  return saved;
}
