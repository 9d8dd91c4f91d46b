import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { readAiken } from './aiken';
import { htmlToText, readGift, unescapeGift } from './gift';
import { convertFile } from './import-file';
import { FIXTURES, SAMPLE_AIKEN, SAMPLE_GIFT } from './interop.test-support';

const fail = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
};
const contents = (source: string) => readGift(source).questions.map((q) => q.content);

describe('GIFT', () => {
  it('reads every kind of question of the documented syntax', () => {
    const result = convertFile(Buffer.from(SAMPLE_GIFT), 'sample.gift');
    expect(result.format).toBe('gift');
    const q = result.questions;
    expect(q.map((x) => x.content.type)).toEqual([
      'MCQ',
      'MULTIPLE_SELECT',
      'TRUE_OR_FALSE',
      'SHORT_ANSWER',
      'NUMERIC',
      'NUMERIC',
      'MATCHING',
      'FILL_IN_THE_BLANK',
      'LONG_ANSWER',
      'MCQ',
    ]);
    expect(q.every((x) => x.topicName === 'Astronomy')).toBe(true);
    expect(q[0]!.content).toMatchObject({
      description: 'Which planet is the largest?',
      options: [
        { id: 'a', title: 'Jupiter' },
        { id: 'b', title: 'Mars' },
        { id: 'c', title: 'Venus' },
      ],
      correctOptions: ['a'],
    });
    expect(q[1]!.content).toMatchObject({ description: 'Which of these are **prime**?', correctOptions: ['a', 'b'] });
    expect(q[2]!.content.correctOptions).toEqual(['true']);
    expect(q[3]!.content.acceptedAnswers).toEqual(['red', 'blue', 'yellow']);
    expect(q[4]!.content.numeric).toEqual({ value: 3.14, tolerance: 0.01 });
    expect(q[5]!.content.numeric).toEqual({ value: 3, tolerance: 2 });
    expect(q[6]!.content.options).toEqual([
      { id: '1', title: 'France', match: 'Paris' },
      { id: '2', title: 'Italy', match: 'Rome' },
    ]);
    expect(q[7]!.content).toMatchObject({
      description: 'Water boils at {{1}} degrees Celsius.',
      blanks: [{ accepted: ['100', 'one hundred'] }],
    });
    expect(q[9]!.content.description).toBe('Escapes { and } and : are text.');
    expect(result.problems).toEqual([
      { item: 'Primes (line 6)', line: 6, reason: 'Penalties not kept: 4 (-100%)', skipped: false },
      { item: 'line 25', line: 25, reason: 'Feedback is not kept', skipped: false },
    ]);
  });

  it('refuses a file with syntax errors, naming every line', () => {
    const broken = 'Good one {=a ~b}\n\nUnclosed {=a ~b\n\n::Name::Bad numeric {#abc}\n\nMixed {=a -> b =c}\n';
    const error = fail(() => readGift(broken));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'The GIFT file has syntax errors: line 3: the answer block is not closed with }; line 5: a numerical answer must look like {#3.14:0.01}, {#1..5} or {#=3:0.5}; line 7: every answer of a matching question must be =left -> right',
    );
    expect(fail(() => readGift('Stray } brace')).message).toMatch(/line 1: } without an opening {/);
  });

  it('reports text without an answer block and unescapes and strips [html]', () => {
    const result = readGift('Just a description.\n\n[html]<p>Is <b>this</b> &amp; that\\: true?</p>{T}');
    expect(result.problems[0]).toMatchObject({ line: 1, skipped: true });
    expect(result.questions[0]!.content.description).toBe('Is this & that: true?');
    expect(unescapeGift('a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\nl \\x')).toBe('a~b=c#d{e}f:g\\h\nl \\x');
    expect(htmlToText('<p>One<br/>Two</p><!-- x --><p>&lt;3&#33;</p>')).toBe('One\nTwo\n<3!');
  });

  it('keeps a question whose partial answers it cannot hold, and says what was not kept', () => {
    const [content] = contents('Who? {=Nazareth =%75%Nazereth =%0%*}');
    expect(content!.acceptedAnswers).toEqual(['Nazareth']);
    expect(readGift('Who? {=Nazareth =%75%Nazereth}').problems[0]!.reason).toBe(
      'Answers with partial or no credit are not kept: Nazereth',
    );
  });
});

describe('Aiken', () => {
  it('reads questions in both option styles, true/false included', () => {
    const result = convertFile(Buffer.from(SAMPLE_AIKEN), 'questions.txt');
    expect(result.format).toBe('aiken');
    expect(result.problems).toEqual([]);
    expect(result.questions.map((q) => q.content)).toMatchObject([
      {
        type: 'MCQ',
        description: 'Which is the largest ocean?',
        options: [
          { id: 'A', title: 'Atlantic' },
          { id: 'B', title: 'Pacific' },
          { id: 'C', title: 'Indian' },
        ],
        correctOptions: ['B'],
      },
      { type: 'TRUE_OR_FALSE', correctOptions: ['true'] },
    ]);
  });

  it('reports each malformed question with its line and keeps the good ones', () => {
    const result = readAiken(
      'No options\nANSWER: A\n\nGood\nA. x\nB. y\nANSWER: B\n\nBad letter\nA. x\nB. y\nANSWER: Z\n',
    );
    expect(result.questions).toHaveLength(1);
    expect(result.problems).toEqual([
      { item: 'line 1', line: 1, reason: 'A question needs at least two options', skipped: true },
      { item: 'line 9', line: 9, reason: 'ANSWER must be the letter of one of the options, not "Z"', skipped: true },
    ]);
  });
});

describe.skipIf(!FIXTURES)("other platforms' GIFT and Aiken files (shared/fixtures/interop)", () => {
  const read = (p: string) => readFileSync(path.join(FIXTURES ?? '', p));
  const load = (p: string) => convertFile(read(p), p);

  it.each([
    ['gift/options1.gift', 14],
    ['gift/numerical1.gift', 10],
    ['gift/matching1.gift', 2],
    ['gift/mcHTMLComment.gift', 1],
    ['gift/multiLineFeedback1.gift', 2],
    ['gift/escapeAll.gift', 1],
    ['gift/moodle-questions.gift.txt', 9],
    ['gift/moodle-questions_in_category.gift.txt', 4],
    ['aiken/fisdap-aiken.txt', 3],
    ['aiken/moodle-questions.aiken.txt', 2],
    ['aiken/moodle-aiken_errors.txt', 2],
    ['aiken/aiken-to-moodlexml-extended-aiken.txt', 1],
  ])('%s: %i questions, every one valid', (file, count) => {
    const result = load(file);
    expect(result.questions).toHaveLength(count);
  });

  it('reports what each GIFT fixture could not keep', () => {
    const moodle = load('gift/moodle-questions.gift.txt');
    expect(moodle.questions.map((q) => q.content.type)).toEqual([
      'LONG_ANSWER',
      'MATCHING',
      'MCQ',
      'MULTIPLE_SELECT',
      'NUMERIC',
      'SHORT_ANSWER',
      'TRUE_OR_FALSE',
      'TRUE_OR_FALSE',
      'TRUE_OR_FALSE',
    ]);
    const reasons = moodle.problems.map((p) => `${p.line}: ${p.reason}`);
    expect(reasons).toContain('5: The extra answer "Chat" (without a pair) is not kept');
    expect(reasons).toContain('34: Answers with partial or no credit are not kept: Cat, *');
    expect(reasons).toContain('41: General feedback is not kept');
    expect(moodle.questions[4]!.content.numeric).toEqual({ value: 3, tolerance: 2 });

    const category = load('gift/moodle-questions_in_category.gift.txt');
    expect(category.questions.every((q) => q.topicName === 'Default for New Features')).toBe(true);
    expect(category.questions[1]!.content.description).toBe(
      'Listen to this greeting:\n\nWhat language is being spoken?',
    );

    const escapes = load('gift/escapeAll.gift').questions[0]!.content;
    expect(escapes.options.map((o) => o.title)).toEqual(['~', '=', '#', '{', '}', ':', '\\']);
    expect(escapes.correctOptions).toEqual(['g']);

    const options = load('gift/options1.gift');
    const thanksgiving = options.questions[2]!.content;
    expect(thanksgiving).toMatchObject({ type: 'FILL_IN_THE_BLANK', blanks: [{ accepted: ['fourth'] }] });
    expect(options.problems).toContainEqual({
      item: 'Thanksgiving Date (line 14)',
      line: 14,
      reason: 'The wrong choices of the missing word are not kept: second, third',
      skipped: false,
    });
    expect(load('gift/numerical1.gift').questions[4]!.content.numeric).toEqual({ value: 3.1415, tolerance: 0.0005 });
  });

  it('reports the malformed Aiken questions by line', () => {
    expect(load('aiken/moodle-aiken_errors.txt').problems.map((p) => [p.line, p.reason])).toEqual([
      [1, 'A question needs at least two options'],
      [5, 'An option comes before the question text'],
      [14, 'The question has no ANSWER line'],
    ]);
    const extended = load('aiken/aiken-to-moodlexml-extended-aiken.txt');
    expect(extended.problems.filter((p) => p.skipped)).toHaveLength(5);
    expect(extended.problems[0]!.reason).toBe('ANSWER must be the letter of one of the options, not "C, D"');
  });
});
