/** The authoring pages' paths, and W2's grading pages they link to (see app/route-table.tsx). */
export const editorPath = (assessmentId: string, tab?: string) =>
  `/dashboard/assessment/${encodeURIComponent(assessmentId)}${tab ? `?tab=${tab}` : ''}`;
export const resultsPath = (assessmentId: string) =>
  `/dashboard/assessment/${encodeURIComponent(assessmentId)}/results`;
export const responsePath = (assessmentId: string, responseId: string) =>
  `/dashboard/assessment/${encodeURIComponent(assessmentId)}/responses/${encodeURIComponent(responseId)}`;
export const PREVIEW_PATH = '/dashboard/assessment/preview';
/** The live quiz's host screen for this assessment (features/live-quiz). */
export const liveQuizHostPath = (assessmentId: string) =>
  `/dashboard/assessment/${encodeURIComponent(assessmentId)}/live-quiz`;
