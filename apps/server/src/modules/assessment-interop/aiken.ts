import { acceptQuestion, type Conversion, type ConvertedQuestion, ProblemList } from './interop-types';

/**
 * The Aiken format (docs.moodle.org/en/Aiken_format): a question on one or more lines, then at
 * least two options `A.` or `A)`, then `ANSWER: B`. Each malformed question is reported with its
 * line and left out; the good ones are kept. Two options True and False become a true/false question.
 */
const OPTION = /^([A-Z])[.)]\s*(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

interface Draft {
  line: number;
  stem: string[];
  options: { letter: string; text: string }[];
  broken: string | null;
}

export function readAiken(source: string): Conversion {
  const problems = new ProblemList();
  const questions: ConvertedQuestion[] = [];
  let draft: Draft | null = null;
  const start = (line: number): Draft => ({ line, stem: [], options: [], broken: null });
  const fail = (d: Draft, reason: string) => problems.add(`line ${d.line}`, d.line, reason, true);

  const finish = (d: Draft, answer: string) => {
    if (d.broken) return fail(d, d.broken);
    if (!d.stem.length) return fail(d, 'The question has no text');
    if (d.options.length < 2) return fail(d, 'A question needs at least two options');
    const letter = answer.trim();
    if (!/^[A-Z]$/.test(letter) || !d.options.some((o) => o.letter === letter))
      return fail(d, `ANSWER must be the letter of one of the options, not "${letter}"`);
    const titles = d.options.map((o) => o.text.trim().toLowerCase());
    const trueFalse = titles.length === 2 && titles[0] === 'true' && titles[1] === 'false';
    const options = trueFalse
      ? [
          { id: 'true', title: d.options[0]!.text },
          { id: 'false', title: d.options[1]!.text },
        ]
      : d.options.map((o) => ({ id: o.letter, title: o.text }));
    const index = d.options.findIndex((o) => o.letter === letter);
    const content = acceptQuestion(
      {
        type: trueFalse ? 'TRUE_OR_FALSE' : 'MCQ',
        description: d.stem.join('\n'),
        options,
        correctOptions: [options[index]!.id],
      },
      { item: `line ${d.line}`, line: d.line },
      problems,
    );
    if (content) questions.push({ content, topicName: null, image: null, optionImages: new Map() });
  };

  source
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      const number = index + 1;
      if (!line) return;
      const answer = ANSWER.exec(line);
      if (answer) {
        finish(draft ?? start(number), answer[1]!);
        draft = null;
        return;
      }
      const option = OPTION.exec(line);
      if (option && draft?.stem.length) {
        draft.options.push({ letter: option[1]!, text: option[2]! });
        return;
      }
      if (option && !draft) {
        draft = start(number);
        draft.broken = 'An option comes before the question text';
        return;
      }
      if (draft?.options.length) {
        fail(draft, 'The question has no ANSWER line');
        draft = null;
      }
      draft ??= start(number);
      if (draft.broken) return;
      draft.stem.push(line);
    });
  if (draft) fail(draft, 'The question has no ANSWER line');
  return { format: 'aiken', questions, problems: problems.items };
}

/** Whether a text file looks like Aiken rather than GIFT. */
export const looksLikeAiken = (source: string) => /^\s*ANSWER\s*:\s*\S/im.test(source) && /^\s*[A-Z][.)]/m.test(source);
