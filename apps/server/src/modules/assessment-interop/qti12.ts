import type { Element } from '@xmldom/xmldom';
import { htmlToText } from './gift';
import { acceptQuestion, type Conversion, type ConvertedQuestion, ProblemList } from './interop-types';
import { childElements } from './interop-xml';

/**
 * IMS QTI 1.2 as Canvas and its tools (text2qti) write it: <item>s whose `question_type` metadata
 * says what they are. Multiple choice, true/false, multiple answers, short answer, numerical (exact
 * or a range) and essay are mapped, from the response conditions that set a positive SCORE; other
 * types and feedback are reported.
 */
const name = (e: Element) => e.localName ?? '';
const all = (e: Element, n: string): Element[] =>
  childElements(e).flatMap((c) => (name(c) === n ? [c, ...all(c, n)] : all(c, n)));
const first = (e: Element, n: string) => all(e, n)[0] ?? null;

function matText(e: Element | null): string {
  const mattext = e && first(e, 'mattext');
  if (!mattext) return '';
  const text = mattext.textContent ?? '';
  return (mattext.getAttribute('texttype') ?? '').includes('html') ? htmlToText(text) : text.trim();
}

const underNot = (e: Element) => {
  for (let p = e.parentNode as Element | null; p && name(p) !== 'conditionvar'; p = p.parentNode as Element | null)
    if (name(p) === 'not') return true;
  return false;
};

export function readQti12(roots: Element[]): Conversion {
  const problems = new ProblemList();
  const questions: ConvertedQuestion[] = [];
  for (const item of roots.flatMap((r) => all(r, 'item'))) {
    const label = item.getAttribute('title') || item.getAttribute('ident') || 'item';
    const meta = new Map(
      all(item, 'qtimetadatafield').map((f) => [
        first(f, 'fieldlabel')?.textContent ?? '',
        first(f, 'fieldentry')?.textContent ?? '',
      ]),
    );
    const type = meta.get('question_type') ?? '';
    const points = Number(meta.get('points_possible') ?? '1');
    const presentation = first(item, 'presentation');
    const material = presentation && childElements(presentation).find((c) => name(c) === 'material');
    const description = matText(material ?? null);
    const labels = all(item, 'response_label').map((l) => ({ id: l.getAttribute('ident') ?? '', title: matText(l) }));
    const scoring = all(item, 'respcondition').filter((c) =>
      all(c, 'setvar').some((s) => Number(s.textContent) > 0 && (s.getAttribute('action') ?? 'Set') !== 'Subtract'),
    );
    const values = (tag: string) =>
      scoring.flatMap((c) =>
        all(c, tag)
          .filter((v) => !underNot(v))
          .map((v) => (v.textContent ?? '').trim()),
      );
    if (all(item, 'itemfeedback').some((f) => matText(f))) problems.add(label, null, 'Feedback is not kept', false);
    let raw: Record<string, unknown>;
    if (type === 'multiple_choice_question' || type === 'true_false_question') {
      const titles = labels.map((l) => l.title.toLowerCase()).join('|');
      raw = {
        type: titles === 'true|false' ? 'TRUE_OR_FALSE' : 'MCQ',
        options: labels,
        correctOptions: [...new Set(values('varequal'))],
      };
    } else if (type === 'multiple_answers_question') {
      raw = { type: 'MULTIPLE_SELECT', options: labels, correctOptions: [...new Set(values('varequal'))] };
    } else if (type === 'short_answer_question') {
      raw = { type: 'SHORT_ANSWER', acceptedAnswers: [...new Set(values('varequal'))] };
    } else if (type === 'numerical_question') {
      const [exact, low, high] = [values('varequal')[0], values('vargte')[0], values('varlte')[0]].map((v) =>
        v === undefined ? NaN : Number(v),
      );
      const range = Number.isFinite(low!) && Number.isFinite(high!);
      const value = Number.isFinite(exact!) ? exact! : range ? (low! + high!) / 2 : NaN;
      const tolerance = range ? Math.max(value - low!, high! - value) : 0;
      const round = (n: number) => Number(n.toPrecision(12));
      raw = {
        type: 'NUMERIC',
        numeric: Number.isFinite(value) ? { value: round(value), tolerance: round(tolerance) } : null,
      };
    } else if (type === 'essay_question') {
      raw = { type: 'LONG_ANSWER' };
    } else {
      problems.add(
        label,
        null,
        `The question type "${type || 'unknown'}" cannot be mapped to our question types`,
        true,
      );
      continue;
    }
    const content = acceptQuestion(
      { ...raw, description, points: Number.isFinite(points) ? points : 1 },
      { item: label, line: null },
      problems,
    );
    if (content) questions.push({ content, topicName: null, image: null, optionImages: new Map() });
  }
  return { format: 'qti12', questions, problems: problems.items };
}
