import { describe, expect, it } from 'vitest';
import { firstQuestionProblem, listOrder, planAssignees, reachedStudents } from './assessments.policy';
import { DEMO_ASSESSMENT_QUESTIONS } from './assessments.demo-seed';
import { MIXED_QUESTIONS } from '../../../test/assessment-factories';

describe('listOrder', () => {
  it.each([
    ['NAME', undefined, 'asc'],
    ['DATE_CREATED', undefined, 'desc'],
    ['LAST_MODIFIED', undefined, 'desc'],
    ['NAME', 'desc', 'desc'],
    ['DATE_CREATED', 'asc', 'asc'],
  ] as const)('%s with order %s reads %s', (sort, order, direction) => {
    expect(listOrder(sort, order)).toEqual({ sort, direction });
  });
});

describe('planAssignees', () => {
  const learners = new Set(['a', 'b', 'c']);
  const current = [
    { studentId: 'a', assigned: true, extraMinutes: 0 },
    { studentId: 'b', assigned: true, extraMinutes: 5 },
  ];

  it('ALL keeps only the rows that carry extra time, unassigned', () => {
    expect(planAssignees(learners, current, 'ALL')).toEqual({
      assignedToAll: true,
      rows: [{ studentId: 'b', assigned: false, extraMinutes: 5 }],
      chosen: [],
    });
  });

  it('a list assigns the chosen once each and keeps the others’ extra time', () => {
    expect(planAssignees(learners, current, ['c', 'a', 'c'])).toEqual({
      assignedToAll: false,
      rows: [
        { studentId: 'c', assigned: true, extraMinutes: 0 },
        { studentId: 'a', assigned: true, extraMinutes: 0 },
        { studentId: 'b', assigned: false, extraMinutes: 5 },
      ],
      chosen: ['c', 'a'],
    });
  });

  it('refuses an empty list and anyone outside the class', () => {
    expect(planAssignees(learners, current, [])).toEqual({ problem: 'empty' });
    expect(planAssignees(learners, current, ['a', 'z'])).toEqual({ problem: 'notInClass' });
  });
});

describe('reachedStudents', () => {
  const learners = new Set(['a', 'b', 'c']);
  it('is the whole class when assigned to all, else the assigned rows still in the class', () => {
    expect(reachedStudents(learners, true, []).sort()).toEqual(['a', 'b', 'c']);
    const rows = [
      { studentId: 'a', assigned: true },
      { studentId: 'b', assigned: false },
      { studentId: 'gone', assigned: true },
    ];
    expect(reachedStudents(learners, false, rows)).toEqual(['a']);
  });
});

describe('firstQuestionProblem', () => {
  it('is null for complete questions, the spec text for none, and names the first bad question', () => {
    expect(firstQuestionProblem(MIXED_QUESTIONS)).toBeNull();
    expect(firstQuestionProblem(DEMO_ASSESSMENT_QUESTIONS)).toBeNull();
    expect(firstQuestionProblem([])).toBe('Assessment Must Have At Least One Question');
    const noOptions = { type: 'MCQ', options: [], correctOptions: [] };
    expect(firstQuestionProblem([MIXED_QUESTIONS[0], noOptions, noOptions])).toBe(
      'Question 2: option count must be valid',
    );
    expect(firstQuestionProblem([{ ...MIXED_QUESTIONS[0], points: 5000 }])).toBe(
      'Question 1: points must be a number from 0 to 1000',
    );
    expect(firstQuestionProblem([{ type: 'NUMERIC', description: 'How many?' }])).toBe(
      'Question 1: A numeric question needs a value and a tolerance of 0 or more',
    );
  });
});
