// Helpers for the tests of the assessment, question, response and interop modules; not part of the app.
import { ASSESSMENT_STATUS, type QuestionContent } from '@bright/contracts';
import type { Db } from '../src/db/client';
import { assessmentAssignees, assessments, questions } from '../src/db/schema';
import type { Klass, User } from './factories';

export type AssessmentRow = typeof assessments.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/** Six questions of mixed types (the e2e mix), each with a Bloom level but the last. */
export const MIXED_QUESTIONS: Partial<QuestionContent>[] = [
  {
    type: 'MCQ',
    description: 'What is 2 + 2?',
    points: 2,
    options: [
      { id: 'a', title: '3' },
      { id: 'b', title: '4' },
      { id: 'c', title: '5' },
    ],
    correctOptions: ['b'],
    bloomLevel: 'REMEMBER',
  },
  {
    type: 'TRUE_OR_FALSE',
    description: 'The sun is a star.',
    points: 1,
    options: [
      { id: 'true', title: 'True' },
      { id: 'false', title: 'False' },
    ],
    correctOptions: ['true'],
    bloomLevel: 'UNDERSTAND',
  },
  {
    type: 'MULTIPLE_SELECT',
    description: 'Which are prime?',
    points: 2,
    options: [
      { id: 'p2', title: '2' },
      { id: 'p3', title: '3' },
      { id: 'p4', title: '4' },
      { id: 'p5', title: '5' },
    ],
    correctOptions: ['p2', 'p3', 'p5'],
    bloomLevel: 'APPLY',
  },
  { type: 'SHORT_ANSWER', description: 'Explain photosynthesis in one sentence.', points: 3, bloomLevel: 'ANALYZE' },
  {
    type: 'NUMERIC',
    description: 'What is pi to two places?',
    points: 1,
    numeric: { value: 3.14, tolerance: 0.01 },
    bloomLevel: 'EVALUATE',
  },
  {
    type: 'FILL_IN_THE_BLANK',
    description: 'Water boils at {{1}} degrees Celsius.',
    points: 1,
    blanks: [{ accepted: ['100', 'one hundred'] }],
  },
];

export interface BuildAssessmentOptions {
  klass: Klass;
  createdBy: User;
  name?: string;
  status?: string;
  category?: 'TEST' | 'ASSIGNMENT';
  assignedToAll?: boolean;
  /** With assignedToAll false: who it is assigned to. */
  assignees?: User[];
  questions?: Partial<QuestionContent>[];
  settings?: Partial<typeof assessments.$inferInsert>;
}

/** An assessment of a class with questions, written straight to the database. */
export async function buildAssessment(db: Db, options: BuildAssessmentOptions) {
  const [assessment] = await db
    .insert(assessments)
    .values({
      instituteId: options.klass.instituteId,
      classId: options.klass.id,
      name: options.name ?? `Assessment ${Math.random().toString(36).slice(2, 8)}`,
      createdBy: options.createdBy.id,
      status: options.status ?? ASSESSMENT_STATUS.unpublished,
      category: options.category ?? 'TEST',
      assignedToAll: options.assignedToAll ?? true,
      publishedAt: options.status && options.status !== ASSESSMENT_STATUS.unpublished ? new Date() : null,
      ...options.settings,
    })
    .returning();
  const rows: QuestionRow[] = [];
  for (const [position, content] of (options.questions ?? []).entries()) {
    const [row] = await db
      .insert(questions)
      .values({ assessmentId: assessment!.id, position, ...content })
      .returning();
    rows.push(row!);
  }
  if (options.assignees?.length) {
    await db
      .insert(assessmentAssignees)
      .values(options.assignees.map((student) => ({ assessmentId: assessment!.id, studentId: student.id })));
  }
  return { assessment: assessment!, questions: rows };
}
