import {
  BLOOM_LEVELS,
  QUESTION_MESSAGES,
  QuestionContent,
  STUDENT_HIDDEN_FIELDS,
  StudentQuestion,
  checkQuestionContent,
} from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { CURATED_QUESTIONS, CURATED_TOPICS } from './curated-data';
import { changeType, correctOptionsProblem, editProblem, startingKey } from './question-rules';
import { toStudentQuestion } from './questions.presenter';
import type { QuestionFileRow, QuestionRow } from './questions.queries';

/** A seeded random source (mulberry32), so shuffles are repeatable. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function row(content: Partial<QuestionContent>, extra: Partial<QuestionRow> = {}): QuestionRow {
  const parsed = QuestionContent.parse(content);
  return {
    id: 'q1',
    assessmentId: 'a1',
    position: 0,
    ...parsed,
    numeric: parsed.numeric ?? null,
    bloomLevel: parsed.bloomLevel ?? null,
    answer: parsed.answer ?? null,
    rubric: parsed.rubric ?? null,
    tempId: null,
    topicId: null,
    topicName: null,
    image: null,
    source: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...extra,
  };
}

const file = (kind: string, id: string): QuestionFileRow => ({
  id,
  questionId: 'q1',
  kind,
  storedName: `questions/${'a'.repeat(32)}.pdf`,
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  size: 10,
  createdAt: new Date(),
});

describe('toStudentQuestion', () => {
  const matching = row({
    type: 'MATCHING',
    description: 'Match them',
    options: [
      { id: 'a', title: 'Cat', match: 'Meow' },
      { id: 'b', title: 'Dog', match: 'Woof' },
      { id: 'c', title: 'Cow', match: 'Moo' },
      { id: 'd', title: 'Duck', match: 'Quack' },
    ],
    answer: 'secret',
    rubric: 'secret rubric',
  });

  it('never carries the key, and fits the StudentQuestion contract', () => {
    const keyed = [
      matching,
      row({
        type: 'MCQ',
        options: [
          { id: 'a', title: 'x' },
          { id: 'b', title: 'y' },
        ],
        correctOptions: ['a'],
      }),
      row({ type: 'SHORT_ANSWER', acceptedAnswers: ['photosynthesis'], answer: 'ref' }),
      row({
        type: 'FILL_IN_THE_BLANK',
        description: '{{1}} and {{2}}',
        blanks: [{ accepted: ['a'] }, { accepted: ['b'] }],
      }),
      row({ type: 'NUMERIC', numeric: { value: 3.14, tolerance: 0.01 } }),
    ];
    for (const question of keyed) {
      const student = toStudentQuestion(question, [file('file', 'f1'), file('option', 'f2'), file('image', 'f3')]);
      for (const field of STUDENT_HIDDEN_FIELDS) expect(student).not.toHaveProperty(field);
      expect(JSON.stringify(student)).not.toMatch(/secret|photosynthesis|3\.14|"ref"/);
      expect(student.options.every((option) => !('match' in option))).toBe(true);
      expect(StudentQuestion.parse(student)).toEqual(student);
      expect(student.files.map((f) => f.id)).toEqual(['f1']);
    }
    expect(toStudentQuestion(keyed[3]!, []).blankCount).toBe(2);
    expect(toStudentQuestion(keyed[1]!, []).matchChoices).toEqual([]);
  });

  it("shuffles a matching question's right-hand sides with the given random source", () => {
    const first = toStudentQuestion(matching, [], seeded(1)).matchChoices;
    expect([...first].sort()).toEqual(['Meow', 'Moo', 'Quack', 'Woof']);
    expect(toStudentQuestion(matching, [], seeded(1)).matchChoices).toEqual(first);
    const orders = new Set(
      Array.from({ length: 30 }, (_, seed) => toStudentQuestion(matching, [], seeded(seed)).matchChoices.join()),
    );
    expect(orders.size).toBeGreaterThan(5);
    // The left-hand sides stay in the teacher's order.
    expect(toStudentQuestion(matching, [], seeded(2)).options.map((option) => option.title)).toEqual([
      'Cat',
      'Dog',
      'Cow',
      'Duck',
    ]);
  });

  it('never shows an ordering question in its right order', () => {
    const ordering = row({
      type: 'ORDERING',
      options: [
        { id: 'a', title: 'One' },
        { id: 'b', title: 'Two' },
      ],
      correctOptions: ['a', 'b'],
    });
    for (let seed = 0; seed < 20; seed += 1) {
      expect(toStudentQuestion(ordering, [], seeded(seed)).options.map((option) => option.id)).toEqual(['b', 'a']);
    }
  });
});

describe('question rules', () => {
  it('starts each type with what it needs', () => {
    expect(startingKey('MCQ').options).toHaveLength(4);
    expect(startingKey('TRUE_OR_FALSE').options.map((option) => option.title)).toEqual(['True', 'False']);
    expect(startingKey('SHORT_ANSWER').options).toEqual([]);
    expect(startingKey('MATCHING').options.every((option) => option.match === '')).toBe(true);
    expect(startingKey('ORDERING').correctOptions).toEqual(['o1', 'o2', 'o3']);
  });

  it('keeps what fits on a type change and resets the rest', () => {
    const multi = {
      type: 'MULTIPLE_SELECT' as const,
      options: Array.from({ length: 10 }, (_, i) => ({ id: `o${i}`, title: `${i}` })),
      correctOptions: ['o1', 'o2'],
      acceptedAnswers: ['x'],
      blanks: [],
      numeric: { value: 1, tolerance: 0 },
    };
    expect(changeType(multi, 'MCQ')).toMatchObject({ correctOptions: ['o1'], acceptedAnswers: [], numeric: null });
    expect(changeType(multi, 'TRUE_OR_FALSE').options.map((o) => o.id)).toEqual(['true', 'false']);
    expect(changeType(multi, 'LONG_ANSWER')).toMatchObject({ options: [], correctOptions: [] });
    expect(changeType(multi, 'MATCHING').options.every((o) => o.match === '')).toBe(true);
    expect(
      changeType({ ...multi, type: 'SHORT_ANSWER', options: [], correctOptions: [] }, 'SHORT_ANSWER').acceptedAnswers,
    ).toEqual(['x']);
    const fromTwo = changeType({ ...multi, options: multi.options.slice(0, 2), correctOptions: [] }, 'ORDERING');
    expect(fromTwo.options).toHaveLength(2);
  });

  it('refuses option counts, duplicates and unknown correct options while editing', () => {
    const base = { acceptedAnswers: [], blanks: [], numeric: null };
    expect(editProblem({ ...base, type: 'MCQ', options: [], correctOptions: [] })).toBe(QUESTION_MESSAGES.optionCount);
    expect(
      editProblem({
        ...base,
        type: 'TRUE_OR_FALSE',
        options: startingKey('MCQ').options.slice(0, 3),
        correctOptions: [],
      }),
    ).toBe(QUESTION_MESSAGES.optionCount);
    expect(editProblem({ ...base, type: 'SHORT_ANSWER', options: [{ id: 'a', title: 'x' }], correctOptions: [] })).toBe(
      QUESTION_MESSAGES.optionCount,
    );
    // Empty titles repeat freely while editing; pictures without titles too.
    expect(editProblem({ ...base, type: 'MCQ', options: startingKey('MCQ').options, correctOptions: [] })).toBeNull();
    expect(correctOptionsProblem({ ...base, type: 'ORDERING', ...startingKey('ORDERING') }, ['o1'])).toBe(
      QUESTION_MESSAGES.correctEmpty,
    );
  });
});

describe('the curated seed', () => {
  it('has 40+ complete questions of several types and every Bloom level, under known topics', () => {
    expect(CURATED_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const topicIds = new Set(CURATED_TOPICS.map((topic) => topic.id));
    expect(CURATED_TOPICS.every((topic) => topic.parentId === null || topicIds.has(topic.parentId))).toBe(true);
    expect(new Set(CURATED_QUESTIONS.map((item) => item.id)).size).toBe(CURATED_QUESTIONS.length);
    for (const item of CURATED_QUESTIONS) {
      expect(topicIds.has(item.topicId)).toBe(true);
      const content = QuestionContent.parse(item.content);
      expect(checkQuestionContent(content), item.id).toEqual([]);
    }
    const types = new Set(CURATED_QUESTIONS.map((item) => item.content.type));
    expect(types.size).toBeGreaterThanOrEqual(8);
    expect(new Set(CURATED_QUESTIONS.map((item) => item.content.bloomLevel))).toEqual(new Set(BLOOM_LEVELS));
  });
});
