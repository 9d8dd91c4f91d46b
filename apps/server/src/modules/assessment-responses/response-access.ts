import { RESPONSE_MESSAGES } from '@bright/contracts';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/class-access';
import { type LoadedAssessment, assessmentVerdict, loadAssessmentFor } from '../assessments';
import type { Executor } from '../../db/client';
import { type ResponseRow, findResponseById } from './assessment-responses.queries';

/** own: the student whose attempt it is; teach: the class's teachers and admins; read: either. */
export type ResponseNeed = 'own' | 'teach' | 'read';

export interface LoadedResponse {
  response: ResponseRow;
  loaded: LoadedAssessment;
  /** The caller reads as a teacher (may grade and always sees scores and the key). */
  asTeacher: boolean;
}

/** Whether the caller may grade this assessment's responses. */
export const teaches = (actor: Caller, loaded: LoadedAssessment) => assessmentVerdict(actor, loaded, 'teach') === 'ok';

/**
 * Loads a response by id and authorizes it through its assessment (loadAssessmentFor). Anything a
 * caller may not know exists (another institute, another student's, a draft) answers 404 'Assessment
 * response not found'; a teacher of another class 403.
 */
export async function loadResponseFor(
  db: Executor,
  actor: Caller,
  responseId: string,
  need: ResponseNeed,
): Promise<LoadedResponse> {
  const response = await findResponseById(db, responseId);
  if (!response) throw notFound(RESPONSE_MESSAGES.responseNotFound);
  let loaded: LoadedAssessment;
  try {
    loaded = await loadAssessmentFor(db, actor, response.assessmentId, need === 'own' ? 'take' : need);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(RESPONSE_MESSAGES.responseNotFound);
    throw error;
  }
  const asTeacher = need !== 'own' && teaches(actor, loaded);
  if (!asTeacher && response.studentId !== actor.userId) throw notFound(RESPONSE_MESSAGES.responseNotFound);
  return { response, loaded, asTeacher };
}

/** A student sees scores, the key and reports of their own response only once results are released. */
export function requireReleased(access: LoadedResponse) {
  if (!access.asTeacher && !access.loaded.assessment.resultsReleased) throw forbidden(RESPONSE_MESSAGES.notReleased);
}
