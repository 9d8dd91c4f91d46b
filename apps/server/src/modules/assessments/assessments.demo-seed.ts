import { ASSESSMENT_STATUS, type QuestionContent } from '@bright/contracts';
import { assessments, questions } from '../../db/schema';
import type { Executor } from '../../db/client';

export const DEMO_ASSESSMENT_NAME = 'Science and maths check';

/** Six questions of different types, one per Bloom level, all complete enough to be published. */
export const DEMO_ASSESSMENT_QUESTIONS: Array<Partial<QuestionContent>> = [
  {
    type: 'MCQ',
    description: 'Which planet is closest to the Sun?',
    points: 1,
    options: [
      { id: 'venus', title: 'Venus' },
      { id: 'mercury', title: 'Mercury' },
      { id: 'mars', title: 'Mars' },
      { id: 'earth', title: 'Earth' },
    ],
    correctOptions: ['mercury'],
    bloomLevel: 'REMEMBER',
  },
  {
    type: 'TRUE_OR_FALSE',
    description: 'Plants make their food using sunlight.',
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
    description: 'Which of these numbers are even?',
    points: 2,
    options: [
      { id: 'n4', title: '4' },
      { id: 'n7', title: '7' },
      { id: 'n10', title: '10' },
      { id: 'n15', title: '15' },
    ],
    correctOptions: ['n4', 'n10'],
    bloomLevel: 'APPLY',
  },
  {
    type: 'SHORT_ANSWER',
    description: 'A shadow is longest at noon or in the evening? Answer in one word.',
    points: 1,
    acceptedAnswers: ['evening'],
    bloomLevel: 'ANALYZE',
  },
  {
    type: 'NUMERIC',
    description: 'A class of 30 has 12 girls. What percentage are girls?',
    points: 2,
    numeric: { value: 40, tolerance: 0 },
    bloomLevel: 'EVALUATE',
  },
  {
    type: 'LONG_ANSWER',
    description: 'Design a simple experiment to show that air takes up space.',
    points: 3,
    answer: 'Push an upside-down cup into water: the inside stays dry because air fills it.',
    rubric: '1 point for the materials, 1 for the steps, 1 for explaining the result.',
    bloomLevel: 'CREATE',
  },
];

/**
 * The curated topic (by name) of each demo question, so Insights shows topic proficiency and a
 * learning path on a fresh install; the last question has none.
 */
const DEMO_TOPIC_NAMES = ['The solar system', 'Plants', 'Algebra basics', 'The solar system', 'Fractions', null];

/** A published test for the demo class, assigned to all, so a fresh install has something to take. */
export async function seedDemoAssessment(tx: Executor, klass: { id: string; instituteId: string }, teacherId: string) {
  const [assessment] = await tx
    .insert(assessments)
    .values({
      instituteId: klass.instituteId,
      classId: klass.id,
      name: DEMO_ASSESSMENT_NAME,
      type: 'MCQ',
      category: 'TEST',
      status: ASSESSMENT_STATUS.published,
      publishedAt: new Date(),
      createdBy: teacherId,
      description: 'A short mixed check: one question for each level of Bloom’s taxonomy.',
      timeLimit: 20,
      dueOn: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      assignedToAll: true,
    })
    .returning({ id: assessments.id });
  await tx.insert(questions).values(
    DEMO_ASSESSMENT_QUESTIONS.map((content, position) => ({
      assessmentId: assessment!.id,
      position,
      ...content,
      topicName: DEMO_TOPIC_NAMES[position] ?? null,
    })),
  );
}
