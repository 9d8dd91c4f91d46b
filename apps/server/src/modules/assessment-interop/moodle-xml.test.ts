import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/authz';
import { convertFile } from './import-file';
import { FIXTURES } from './interop.test-support';

/** Written after docs.moodle.org/en/Moodle_XML_format. */
const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/Science/Planets</text></category></question>
  <question type="multichoice">
    <name><text>Largest</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which planet is the <b>largest</b>?</p><img src="@@PLUGINFILE@@/jupiter.png">]]></text>
      <file name="jupiter.png" path="/" encoding="base64">${pngBytes().toString('base64')}</file></questiontext>
    <defaultgrade>2.0000000</defaultgrade>
    <single>true</single>
    <answer fraction="100"><text>Jupiter</text><feedback><text>Yes</text></feedback></answer>
    <answer fraction="0"><text>Mars</text></answer>
  </question>
  <question type="multichoice">
    <name><text>Primes</text></name>
    <questiontext format="plain_text"><text>Which are prime?</text></questiontext>
    <single>false</single>
    <answer fraction="50"><text>2</text></answer>
    <answer fraction="50"><text>3</text></answer>
    <answer fraction="-100"><text>4</text></answer>
  </question>
  <question type="numerical">
    <questiontext><text>Pi to two places?</text></questiontext>
    <answer fraction="100"><text>3.14</text><tolerance>0.01</tolerance></answer>
  </question>
  <question type="essay">
    <questiontext><text>Describe the water cycle.</text></questiontext>
    <graderinfo format="html"><text><![CDATA[<p>Three stages named.</p>]]></text></graderinfo>
  </question>
  <question type="ddwtos"><questiontext><text>Drag</text></questiontext></question>
</quiz>`;

describe('Moodle XML', () => {
  it('reads the core types, the category, the grade and an embedded picture', () => {
    const result = convertFile(Buffer.from(SAMPLE), 'questions.xml');
    expect(result.format).toBe('moodlexml');
    expect(result.questions.map((q) => q.content)).toMatchObject([
      { type: 'MCQ', description: 'Which planet is the largest?', points: 2, correctOptions: ['a'] },
      { type: 'MULTIPLE_SELECT', correctOptions: ['a', 'b'], points: 1 },
      { type: 'NUMERIC', numeric: { value: 3.14, tolerance: 0.01 } },
      { type: 'LONG_ANSWER', rubric: 'Three stages named.' },
    ]);
    expect(result.questions.every((q) => q.topicName === 'Planets')).toBe(true);
    expect(result.questions[0]!.image?.bytes).toEqual(new Uint8Array(pngBytes()));
    expect(result.problems).toEqual([
      { item: 'Largest (question 2)', line: null, reason: 'Feedback is not kept', skipped: false },
      { item: 'Primes (question 3)', line: null, reason: 'Penalties not kept: 4 (-100%)', skipped: false },
      {
        item: 'question 6',
        line: null,
        reason: 'The question type "ddwtos" cannot be mapped to our question types',
        skipped: true,
      },
    ]);
  });
});

describe.skipIf(!FIXTURES)("other platforms' Moodle XML files (shared/fixtures/interop)", () => {
  const load = (p: string) => convertFile(readFileSync(path.join(FIXTURES ?? '', p)), p);

  it('imports the converter output and reports its non-core types', () => {
    const result = load('moodle-xml/aiken-to-moodlexml-moodle.xml');
    expect(result.questions.map((q) => q.content.type)).toEqual([
      'MCQ',
      'LONG_ANSWER',
      'SHORT_ANSWER',
      'TRUE_OR_FALSE',
      'NUMERIC',
      'MATCHING',
    ]);
    expect(result.questions[2]!.content.acceptedAnswers).toEqual(['4', 'four']);
    expect(result.questions[5]!.content.options).toEqual([
      { id: '1', title: 'Yakutsk', match: 'Russia' },
      { id: '2', title: 'Tampere', match: 'Finland' },
      { id: '3', title: 'Harbin', match: 'China' },
    ]);
    // Two answers at 100% without <single>false</single>: Moodle's single choice with two right answers.
    const skipped = result.problems.filter((p) => p.skipped).map((p) => p.reason);
    expect(skipped).toEqual([
      'Not a valid question: This question type has exactly one correct option',
      'The question type "description" cannot be mapped to our question types',
      'The question type "cloze" cannot be mapped to our question types',
      'The question type "order" cannot be mapped to our question types',
      'Not a valid question: This question type has exactly one correct option',
    ]);
  });

  it("imports Moodle's nested categories export", () => {
    const result = load('moodle-xml/moodle-nested_categories_with_questions.xml');
    expect(result.questions.map((q) => [q.content.type, q.topicName])).toEqual([
      ['TRUE_OR_FALSE', 'Iota'],
      ['LONG_ANSWER', 'Kappa'],
      ['TRUE_OR_FALSE', 'Kappa'],
      ['TRUE_OR_FALSE', 'Lambda'],
      ['TRUE_OR_FALSE', 'Mu'],
    ]);
    expect(result.questions[0]!.content).toMatchObject({
      description: 'Testing Iota Question',
      correctOptions: ['true'],
    });
  });
});
