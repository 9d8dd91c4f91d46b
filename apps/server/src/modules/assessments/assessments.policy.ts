import {
  ASSESSMENT_MESSAGES,
  type AssessmentSort,
  type AssignedStudents,
  QuestionContent,
  checkQuestionContent,
  questionProblemMessage,
} from '@bright/contracts';

/** Pure rules of authoring: no database. */

export interface ListOrder {
  sort: AssessmentSort;
  direction: 'asc' | 'desc';
}

/** NAME reads A to Z; dates newest first; `order` overrides either. */
export const listOrder = (sort: AssessmentSort, order?: 'asc' | 'desc'): ListOrder => ({
  sort,
  direction: order ?? (sort === 'NAME' ? 'asc' : 'desc'),
});

export interface AssigneeState {
  studentId: string;
  assigned: boolean;
  extraMinutes: number;
}

export type AssigneePlan =
  { problem: 'empty' | 'notInClass' } | { assignedToAll: boolean; rows: AssigneeState[]; chosen: string[] };

/**
 * The rows an assignment leaves: ALL keeps only rows that carry extra time (not assigned); a list
 * marks the chosen assigned, keeps others' extra time, and must name learners of the class only.
 */
export function planAssignees(
  learners: ReadonlySet<string>,
  current: readonly AssigneeState[],
  students: AssignedStudents,
): AssigneePlan {
  const extra = new Map(current.map((row) => [row.studentId, row.extraMinutes]));
  if (students === 'ALL') {
    const rows = current
      .filter((row) => row.extraMinutes > 0)
      .map((row) => ({ studentId: row.studentId, assigned: false, extraMinutes: row.extraMinutes }));
    return { assignedToAll: true, rows, chosen: [] };
  }
  const chosen = [...new Set(students)];
  if (chosen.length === 0) return { problem: 'empty' };
  if (chosen.some((id) => !learners.has(id))) return { problem: 'notInClass' };
  const rows = chosen.map((studentId) => ({ studentId, assigned: true, extraMinutes: extra.get(studentId) ?? 0 }));
  for (const row of current) {
    if (!chosen.includes(row.studentId) && row.extraMinutes > 0) {
      rows.push({ studentId: row.studentId, assigned: false, extraMinutes: row.extraMinutes });
    }
  }
  return { assignedToAll: false, rows, chosen };
}

/** The learners an assessment reaches: the whole class, or the assigned rows still in it. */
export function reachedStudents(
  learners: ReadonlySet<string>,
  assignedToAll: boolean,
  rows: readonly Pick<AssigneeState, 'studentId' | 'assigned'>[],
): string[] {
  if (assignedToAll) return [...learners];
  return rows.filter((row) => row.assigned && learners.has(row.studentId)).map((row) => row.studentId);
}

/**
 * The first problem of a list of questions, named with its number ('Question 2: option count must
 * be valid'), or null when every question can be taken. No question at all is a problem too.
 */
export function firstQuestionProblem(contents: readonly unknown[]): string | null {
  if (contents.length === 0) return ASSESSMENT_MESSAGES.needsQuestion;
  for (const [index, raw] of contents.entries()) {
    const parsed = QuestionContent.safeParse(raw);
    if (!parsed.success) return questionProblemMessage(index + 1, parsed.error.issues[0]?.message ?? 'is invalid');
    const [problem] = checkQuestionContent(parsed.data);
    if (problem) return questionProblemMessage(index + 1, problem.message);
  }
  return null;
}

/** A stored question row as the shared content shape (what publish checks). */
export const contentOfRow = (row: {
  type: string;
  description: string;
  points: number;
  options: unknown;
  correctOptions: unknown;
  acceptedAnswers: unknown;
  blanks: unknown;
  numeric: unknown;
  bloomLevel: string | null;
  answer: string | null;
  rubric: string | null;
}) => ({
  type: row.type,
  description: row.description,
  points: row.points,
  options: row.options,
  correctOptions: row.correctOptions,
  acceptedAnswers: row.acceptedAnswers,
  blanks: row.blanks,
  numeric: row.numeric,
  bloomLevel: row.bloomLevel,
  answer: row.answer,
  rubric: row.rubric,
});
