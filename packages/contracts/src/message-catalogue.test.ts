import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import {
  ASSESSMENT_MESSAGES,
  QUESTION_MESSAGES,
  checkQuestionContent,
  codeMessage,
  duplicateMessageCodes,
  maxLimitMessage,
  messageCatalogue,
  provideMessage,
  questionProblemMessage,
} from './index';

/** Every `*_MESSAGES` set the contracts export (MESSAGES included). */
const messageSets = Object.entries(contracts).filter(([name]) => /(^|_)MESSAGES$/.test(name)) as [
  string,
  Record<string, unknown>,
][];

describe('the message catalogue', () => {
  it('gives every code once', () => {
    expect(duplicateMessageCodes()).toEqual([]);
    expect(messageCatalogue().size).toBeGreaterThan(300);
  });

  it('codes every text of every message set the contracts export', () => {
    expect(messageSets.length).toBeGreaterThan(20);
    const uncoded = messageSets.flatMap(([name, set]) =>
      Object.entries(set)
        .filter(([, text]) => typeof text === 'string' && !codeMessage(text as string))
        .map(([key]) => `${name}.${key}`),
    );
    expect(uncoded).toEqual([]);
  });

  it('files a text under its feature and key, and keeps the spec text as it is', () => {
    expect(codeMessage(ASSESSMENT_MESSAGES.nameRequired)).toEqual({
      code: 'assessment.nameRequired',
      message: 'Please Enter Assessment Name',
    });
    expect(messageCatalogue().get('assessment.nameRequired')).toBe('Please Enter Assessment Name');
  });

  it('carries the values of a parametrised text as params', () => {
    expect(codeMessage(provideMessage('classId'))).toEqual({
      code: 'validation.provide',
      message: 'Please provide: classId',
      params: { field: 'classId' },
    });
    expect(codeMessage(maxLimitMessage('TEACHER'))).toMatchObject({
      code: 'licence.maxLimit',
      params: { type: 'TEACHER' },
    });
  });

  it("codes the problem inside 'Question n: problem' too", () => {
    const message = questionProblemMessage(3, QUESTION_MESSAGES.optionCount);
    expect(message).toBe('Question 3: option count must be valid');
    expect(codeMessage(message)).toEqual({
      code: 'assessment.questionProblem',
      message,
      params: { n: 3, problem: QUESTION_MESSAGES.optionCount, problemCode: 'question.optionCount' },
    });
  });

  it('codes a catalogue text followed by a detail', () => {
    expect(codeMessage(`${contracts.INTEROP_MESSAGES.giftSyntax}: line 3`)).toEqual({
      code: 'interop.giftSyntax',
      message: 'The GIFT file has syntax errors: line 3',
      params: { detail: 'line 3' },
    });
  });

  it('knows nothing of a text no contract defines', () => {
    expect(codeMessage('Something the contracts never said')).toBeUndefined();
  });

  it("returns checkQuestionContent's problems with the catalogue's code of their text", () => {
    const problems = checkQuestionContent({
      type: 'MCQ',
      description: 'Pick',
      points: 1,
      options: [{ id: 'a', title: '' }],
      correctOptions: [],
    } as never);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(messageCatalogue().get(problem.code)).toBe(problem.message);
  });
});
