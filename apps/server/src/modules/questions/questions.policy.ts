import {
  ASSESSMENT_QUESTIONS_MAX,
  type QuestionContent,
  checkQuestionContent,
  isPublishedStatus,
} from '@bright/contracts';

/**
 * Resource rules for questions, as pure functions. Who may author is decided by the assessment loader
 * (loadAssessmentFor 'teach': the class's teachers and the institute's admins); these say what state
 * allows it.
 */

/**
 * A published assessment's questions are frozen (409), so students' answers always match the questions
 * they were given. Its reference answers, rubrics and topics may still change: they change nothing a
 * student sees or answers.
 */
export type QuestionChange = 'content' | 'answerRubric' | 'topic';

export function canChangeQuestions(assessment: { status: string }, change: QuestionChange): boolean {
  if (change !== 'content') return true;
  return !isPublishedStatus(assessment.status);
}

/** Adding `adding` questions keeps the assessment within ASSESSMENT_QUESTIONS_MAX. */
export const roomFor = (existing: number, adding: number) => existing + adding <= ASSESSMENT_QUESTIONS_MAX;

/** The first completeness problem of a whole question (add-question, bank, imports), or null. */
export function completenessProblem(content: QuestionContent): string | null {
  return checkQuestionContent(content)[0]?.message ?? null;
}
