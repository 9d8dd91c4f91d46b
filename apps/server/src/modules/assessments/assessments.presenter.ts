import {
  type AssessmentAssignees,
  type AssessmentCategory,
  type AssessmentDetail,
  type AssessmentListItem,
  type AssessmentSettings,
  type AssessmentStats,
  type AssessmentType,
  isPublishedStatus,
} from '@bright/contracts';
import type { AssessmentRow } from './assessment-access';
import type { AssessmentCounts, AssigneeDbRow } from './assessments.queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The settings; the scoring guide only for those who teach. */
export const toAssessmentSettings = (row: AssessmentRow, teaches: boolean): AssessmentSettings => ({
  description: row.description,
  dueOn: iso(row.dueOn),
  timeLimit: row.timeLimit,
  shuffleQuestions: row.shuffleQuestions,
  shuffleAnswerOptions: row.shuffleAnswerOptions,
  requireAllAnswered: row.requireAllAnswered,
  theme: row.theme,
  scoringGuide: teaches ? row.scoringGuide : null,
  totalScore: row.totalScore,
  resultsReleased: row.resultsReleased,
});

const core = (row: AssessmentRow) => ({
  id: row.id,
  classId: row.classId,
  name: row.name,
  type: row.type as AssessmentType,
  category: row.category as AssessmentCategory,
  status: row.status,
  published: isPublishedStatus(row.status),
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: iso(row.publishedAt),
});

export const toStats = (counts: AssessmentCounts | undefined): AssessmentStats => ({
  questionCount: counts?.questionCount ?? 0,
  totalPoints: counts?.totalPoints ?? 0,
  assignedCount: counts?.assignedCount ?? 0,
  startedCount: counts?.startedCount ?? 0,
  submittedCount: counts?.submittedCount ?? 0,
});

export interface DetailView {
  className: string;
  teaches: boolean;
  canTake: boolean;
  /** Given only to those who teach. */
  assignees: AssessmentAssignees | null;
  stats: AssessmentStats | null;
}

export const toAssessmentDetail = (row: AssessmentRow, view: DetailView): AssessmentDetail => ({
  ...core(row),
  instituteId: row.instituteId,
  className: view.className,
  settings: toAssessmentSettings(row, view.teaches),
  assignedToAll: row.assignedToAll,
  assignees: view.teaches ? view.assignees : null,
  stats: view.teaches ? view.stats : null,
  abilities: { canEdit: view.teaches, canTake: view.canTake },
});

export const toAssessmentListItem = (
  row: AssessmentRow,
  className: string,
  counts: AssessmentCounts | undefined,
): AssessmentListItem => {
  const stats = toStats(counts);
  return {
    ...core(row),
    className,
    dueOn: iso(row.dueOn),
    timeLimit: row.timeLimit,
    assignedToAll: row.assignedToAll,
    questionCount: stats.questionCount,
    totalPoints: stats.totalPoints,
    assignedCount: stats.assignedCount,
    submittedCount: stats.submittedCount,
  };
};

/** Every learner of the class with whether the assessment reaches them and their extra time. */
export function toAssessmentAssignees(
  row: Pick<AssessmentRow, 'id' | 'assignedToAll'>,
  learners: ReadonlyArray<{ id: string; firstName: string; lastName: string | null; email: string }>,
  assignees: readonly AssigneeDbRow[],
): AssessmentAssignees {
  const byStudent = new Map(assignees.map((item) => [item.studentId, item]));
  const students = learners.map((learner) => {
    const item = byStudent.get(learner.id);
    return {
      id: learner.id,
      first_name: learner.firstName,
      last_name: learner.lastName,
      email: learner.email,
      assigned: row.assignedToAll || item?.assigned === true,
      extraMinutes: item?.extraMinutes ?? 0,
    };
  });
  return {
    assessmentId: row.id,
    assignedToAll: row.assignedToAll,
    assignedCount: students.filter((student) => student.assigned).length,
    students,
  };
}
