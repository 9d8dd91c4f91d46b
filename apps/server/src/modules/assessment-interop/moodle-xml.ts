import type { Element } from '@xmldom/xmldom';
import { htmlToText } from './gift';
import {
  acceptQuestion,
  type Conversion,
  type ConvertedQuestion,
  pictureExtension,
  ProblemList,
} from './interop-types';
import { childElements } from './interop-xml';

/**
 * Moodle XML (docs.moodle.org/en/Moodle_XML_format): <quiz> with <question type=...>. Core types
 * map to ours: multichoice (single or several right answers), truefalse, shortanswer, numerical (with
 * tolerance), matching, essay (graderinfo becomes the rubric); category sets the topic name; an
 * embedded base64 picture of the question text becomes its picture. Other types (description,
 * cloze, calculated, drag and drop, plugins) are reported, as are feedback and partial credit.
 */
const kids = (e: Element, name: string) => childElements(e).filter((c) => c.localName === name);
const kid = (e: Element, name: string) => kids(e, name)[0] ?? null;

function textOf(e: Element | null, inherited = 'html'): string {
  if (!e) return '';
  const raw = kid(e, 'text')?.textContent ?? '';
  const format = e.getAttribute('format') || inherited;
  return format === 'html' ? htmlToText(raw) : raw.trim();
}

const fraction = (answer: Element) => Number(answer.getAttribute('fraction') ?? '0');

export function readMoodleXml(root: Element): Conversion {
  const problems = new ProblemList();
  const questions: ConvertedQuestion[] = [];
  let topicName: string | null = null;
  kids(root, 'question').forEach((question, index) => {
    const type = question.getAttribute('type') ?? '';
    if (type === 'category') {
      const path = (kid(question, 'category') && textOf(kid(question, 'category'), 'plain_text')) || '';
      topicName =
        path
          .replace(/^\$[a-z0-9]+\$\/?/i, '')
          .split('/')
          .filter(Boolean)
          .pop() ?? null;
      return;
    }
    const name = textOf(kid(question, 'name'), 'plain_text');
    const item = name ? `${name} (question ${index + 1})` : `question ${index + 1}`;
    const note = (reason: string, skipped = false) => problems.add(item, null, reason, skipped);
    const description = textOf(kid(question, 'questiontext'));
    const grade = Number(kid(question, 'defaultgrade')?.textContent ?? '1');
    const answers = kids(question, 'answer');
    const feedbackTexts = [
      ...['generalfeedback', 'correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'].map((n) =>
        kid(question, n),
      ),
      ...answers.map((a) => kid(a, 'feedback')),
    ];
    if (feedbackTexts.some((f) => f && textOf(f))) note('Feedback is not kept');
    const answerText = (a: Element) => textOf(a, 'moodle_auto_format');
    let raw: Record<string, unknown> | null = null;

    if (type === 'multichoice') {
      const single = (kid(question, 'single')?.textContent ?? 'true').trim() !== 'false';
      const options = answers.map((a, i) => ({ id: String.fromCharCode(97 + i), title: answerText(a) }));
      const right = (a: Element) => (single ? fraction(a) === 100 : fraction(a) > 0);
      const odd = answers.filter((a) => (single ? fraction(a) !== 100 && fraction(a) !== 0 : fraction(a) < 0));
      if (odd.length)
        note(
          `${single ? 'Partial credit' : 'Penalties'} not kept: ${odd.map((a) => `${answerText(a)} (${fraction(a)}%)`).join(', ')}`,
        );
      raw = {
        type: single ? 'MCQ' : 'MULTIPLE_SELECT',
        options,
        correctOptions: options.filter((_, i) => right(answers[i]!)).map((o) => o.id),
      };
    } else if (type === 'truefalse') {
      const trueAnswer = answers.find((a) => answerText(a).toLowerCase() === 'true');
      raw = {
        type: 'TRUE_OR_FALSE',
        options: [
          { id: 'true', title: 'True' },
          { id: 'false', title: 'False' },
        ],
        correctOptions: [trueAnswer && fraction(trueAnswer) === 100 ? 'true' : 'false'],
      };
    } else if (type === 'shortanswer') {
      const keep = answers.filter((a) => fraction(a) === 100 && answerText(a) !== '*');
      const dropped = answers.filter((a) => !keep.includes(a));
      if (dropped.length) note(`Answers with partial or no credit are not kept: ${dropped.map(answerText).join(', ')}`);
      raw = { type: 'SHORT_ANSWER', acceptedAnswers: keep.map(answerText) };
    } else if (type === 'numerical') {
      const right = answers.find((a) => fraction(a) === 100);
      const value = Number(right ? answerText(right) : NaN);
      const tolerance = Math.abs(Number(kid(right ?? question, 'tolerance')?.textContent ?? '0')) || 0;
      if (answers.length > 1) note(`${answers.length - 1} other numerical answer(s) are not kept`);
      raw = { type: 'NUMERIC', numeric: Number.isFinite(value) ? { value, tolerance } : null };
    } else if (type === 'matching') {
      const options: { id: string; title: string; match: string }[] = [];
      for (const sub of kids(question, 'subquestion')) {
        const left = textOf(sub);
        const right = textOf(kid(sub, 'answer'), 'plain_text');
        if (!left) note(`The extra answer "${right}" (without a pair) is not kept`);
        else options.push({ id: String(options.length + 1), title: left, match: right });
      }
      raw = { type: 'MATCHING', options };
    } else if (type === 'essay') {
      raw = { type: 'LONG_ANSWER', rubric: textOf(kid(question, 'graderinfo')) || null };
    } else {
      return note(`The question type "${type}" cannot be mapped to our question types`, true);
    }
    const content = acceptQuestion(
      { ...raw, description, points: Number.isFinite(grade) ? grade : 1 },
      { item, line: null },
      problems,
    );
    if (!content) return;
    questions.push({ content, topicName, image: embeddedPicture(question, item, problems), optionImages: new Map() });
  });
  return { format: 'moodlexml', questions, problems: problems.items };
}

function embeddedPicture(question: Element, item: string, problems: ProblemList) {
  const text = kid(question, 'questiontext');
  const file = text && kid(text, 'file');
  if (!file) return null;
  const bytes = new Uint8Array(Buffer.from(file.textContent ?? '', 'base64'));
  const extension = pictureExtension(bytes);
  if (!extension) {
    problems.add(
      item,
      null,
      `The file ${file.getAttribute('name') ?? ''} is not a PNG, JPEG, GIF or WebP picture and was not kept`,
      false,
    );
    return null;
  }
  return { path: file.getAttribute('name') || `picture.${extension}`, bytes };
}
