import type { AnswerValue, QuestionContent } from '@bright/contracts';
import { assessmentResponses, assessments, questionResponses, questions } from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/client';
import { openSession } from '../../apps/server/src/modules/auth';
import { seedSchool } from './seed-school';

export const QUESTIONS = 20;

/** Twenty objective questions of five types, so every submit scores them all. */
function questionSet(): Partial<QuestionContent>[] {
  const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, title: `Option ${id.toUpperCase()}` }));
  return Array.from({ length: QUESTIONS }, (_, i): Partial<QuestionContent> => {
    const description = `Question ${i + 1}`;
    if (i % 5 === 1) return { type: 'MULTIPLE_SELECT', description, points: 2, options, correctOptions: ['a', 'c'] };
    if (i % 5 === 2)
      return {
        type: 'TRUE_OR_FALSE',
        description,
        options: [
          { id: 'true', title: 'True' },
          { id: 'false', title: 'False' },
        ],
        correctOptions: ['true'],
      };
    if (i % 5 === 3) return { type: 'NUMERIC', description, numeric: { value: 42, tolerance: 0.5 } };
    if (i % 5 === 4)
      return { type: 'FILL_IN_THE_BLANK', description: `${description}: {{1}}`, blanks: [{ accepted: ['blue'] }] };
    return { type: 'MCQ', description, options, correctOptions: ['b'] };
  });
}

/** A plausible answer of student `s` to question `i` (some right, some wrong). */
export function answerFor(type: string, s: number, i: number): AnswerValue {
  const right = (s + i) % 3 !== 0;
  switch (type) {
    case 'MULTIPLE_SELECT':
      return { selected: right ? ['a', 'c'] : ['a', 'd'] };
    case 'TRUE_OR_FALSE':
      return { selected: [right ? 'true' : 'false'] };
    case 'NUMERIC':
      return { number: right ? 42.2 : 40 };
    case 'FILL_IN_THE_BLANK':
      return { blanks: [right ? 'Blue' : 'red'] };
    default:
      return { selected: [right ? 'b' : 'a'] };
  }
}

/** A class of `students`, with a session for each student. */
export async function seedClass(db: Db, students: number) {
  const school = await seedSchool(db, { tag: 'submit', classes: 1, studentsPerClass: students });
  const tokens: string[] = [];
  for (const studentId of school.studentIds) tokens.push((await openSession(db, studentId, school.institute.id)).token);
  return { ...school, classId: school.classIds[0]!, tokens };
}

type SeededClass = Awaited<ReturnType<typeof seedClass>>;

/**
 * A published 20-question test of the class with an attempt started by every student, who has already
 * answered all but the last `unanswered` questions (written straight to the database).
 */
export async function seedAttempts(db: Db, klass: SeededClass, name: string, unanswered: number) {
  const [assessment] = await db
    .insert(assessments)
    .values({
      instituteId: klass.institute.id,
      classId: klass.classId,
      name,
      createdBy: klass.teacher.id,
      status: 'Published',
      timeLimit: 60,
      publishedAt: new Date(),
    })
    .returning();
  const made = await db
    .insert(questions)
    .values(questionSet().map((content, position) => ({ assessmentId: assessment!.id, position, ...content })))
    .returning();
  const responses = await db
    .insert(assessmentResponses)
    .values(
      klass.studentIds.map((studentId) => ({
        assessmentId: assessment!.id,
        studentId,
        questionOrder: made.map((q) => q.id),
      })),
    )
    .returning();
  const direct = made.slice(0, QUESTIONS - unanswered).flatMap((question, i) =>
    responses.map((response, s) => ({
      responseId: response.id,
      questionId: question.id,
      answer: answerFor(question.type, s, i),
    })),
  );
  for (let at = 0; at < direct.length; at += 2000)
    await db.insert(questionResponses).values(direct.slice(at, at + 2000));
  return { assessment: assessment!, questions: made, responses };
}
