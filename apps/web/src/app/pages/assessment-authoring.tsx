import { QuestionCard } from '../../features/assessment-taking/components/question-card';
import type { RenderPreviewQuestion } from '../../features/assessments/components/preview';
import { AssessmentEditorPage } from '../../features/assessments/pages/assessment-editor-page';
import { AssessmentPreviewPage } from '../../features/assessments/pages/assessment-preview-page';

/**
 * The editor's Preview shows each question with the taking screen's own card (features do not import
 * one another, so the app composes them): the teacher can try answers; nothing is saved.
 */
const renderPreviewQuestion: RenderPreviewQuestion = ({ question, number, total, answer, onAnswer }) => (
  <QuestionCard question={question} number={number} total={total} answer={answer} onAnswer={onAnswer} />
);

export function AssessmentEditorRoute() {
  return <AssessmentEditorPage renderPreviewQuestion={renderPreviewQuestion} />;
}

export function AssessmentPreviewRoute() {
  return <AssessmentPreviewPage renderQuestion={renderPreviewQuestion} />;
}
