/**
 * What other modules use of questions: the student presenter (taking), the content reader, and the
 * clean-up of an assessment's stored question files (assessment/remove).
 */
import type { Executor } from '../../db/client';
import { releaseStorage } from '../licences';
import * as q from './questions.queries';

export { type QuestionsChangedListener, onQuestionsChanged, questionsChanged } from './questions-changed';
export { questionRoutes } from './questions.routes';
export { contentOf, shuffled, toQuestion, toStudentQuestion } from './questions.presenter';
export type { QuestionFileRow, QuestionRow } from './questions.queries';
export { filesOf as questionFilesOf } from './questions.queries';

/**
 * Call inside the transaction that deletes an assessment, before the delete: gives the bytes of its
 * questions' stored files back to the institute's storage and returns their stored names
 * (`questions/<hex>.<ext>` under DATA_DIR/files), to remove from disk after the commit.
 */
export async function releaseAssessmentQuestionFiles(tx: Executor, instituteId: string, assessmentId: string) {
  const files = await q.filesOfAssessment(tx, assessmentId);
  await releaseStorage(
    tx,
    instituteId,
    files.reduce((sum, file) => sum + file.size, 0),
  );
  return files.map((file) => file.storedName);
}
