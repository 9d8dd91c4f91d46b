import { INTEROP_MESSAGES, type QuestionOption } from '@bright/contracts';
import { badRequest } from '../../lib/app-error';
import { acceptQuestion, type Conversion, type ConvertedQuestion, ProblemList } from './interop-types';

/**
 * Moodle's GIFT format (docs.moodle.org/en/GIFT_format): questions separated by blank lines, `//`
 * comment lines, `$CATEGORY:` (our topic name), `::name::`, `[html]`/`[markdown]`/`[plain]`/
 * `[moodle]` text formats, and an answer block `{...}`: `=right ~wrong` (choice; a missing word when
 * text follows the block), `~%50%` weights (several right answers), `{T}`/`{FALSE}`, `{=a =b}` (short
 * answer), `{#3.14:0.01}` and `{#1..5}` (numerical), `{=a -> b}` (matching), `{}` (essay),
 * `#feedback` and `####general feedback`. Escapes: \~ \= \# \{ \} \: \\ and \n.
 * Broken syntax refuses the file with line numbers; what our questions cannot hold is reported.
 */
const SPECIAL = '~=#{}:';

/** Index of the first unescaped occurrence of `target` at or after `from`, or -1. */
function findUnescaped(text: string, target: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text.startsWith(target, i)) return i;
  }
  return -1;
}

/** Splits on unescaped characters of `marks`, keeping each mark at the start of its piece. */
function splitUnescaped(text: string, marks: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (marks.includes(text[i]!) && i > start) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

export function unescapeGift(text: string): string {
  return text.replace(/\\(.)/gs, (whole, c: string) =>
    SPECIAL.includes(c) || c === '\\' ? c : c === 'n' ? '\n' : whole,
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** [html] text as plain text: line breaks for blocks and <br>, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
      if (e[0] === '#')
        return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
      return ENTITIES[e.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A piece of text with an optional [format] prefix, unescaped, as plain text. */
function plain(raw: string, inherited = 'moodle'): string {
  const match = /^\s*\[(html|moodle|plain|markdown)\]/.exec(raw);
  const format = match ? match[1] : inherited;
  const body = unescapeGift(match ? raw.slice(match[0].length) : raw);
  return format === 'html' ? htmlToText(body) : body.replace(/[ \t]+\n/g, '\n').trim();
}

interface Chunk {
  text: string;
  line: number;
}

/** Comment lines out, then questions split at blank lines. */
function chunks(source: string): { list: Chunk[]; errors: string[] } {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const list: Chunk[] = [];
  const errors: string[] = [];
  let current: string[] = [];
  let start = 0;
  const flush = () => {
    if (current.some((l) => l.trim())) list.push({ text: current.join('\n'), line: start });
    current = [];
  };
  lines.forEach((line, index) => {
    if (/^\s*\/\//.test(line)) return;
    // A blank line ends a question, as in Moodle's reader.
    if (!line.trim()) return flush();
    if (!current.length) start = index + 1;
    current.push(line);
  });
  flush();
  return { list, errors };
}

interface Answer {
  mark: '=' | '~';
  weight: number | null;
  text: string;
  feedback: boolean;
}

function answers(block: string): Answer[] | null {
  const trimmed = block.trim();
  if (!trimmed) return [];
  if (!'=~'.includes(trimmed[0]!)) return null;
  return splitUnescaped(trimmed, '=~').map((piece) => {
    const mark = piece[0] as '=' | '~';
    let rest = piece.slice(1);
    const weight = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(rest);
    if (weight) rest = rest.slice(weight[0].length);
    const hash = findUnescaped(rest, '#');
    return {
      mark,
      weight: weight ? Number(weight[1]) : null,
      text: hash < 0 ? rest : rest.slice(0, hash),
      feedback: hash >= 0,
    };
  });
}

const NUMBER = /^\s*(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*$/;

/** `3.14:0.01`, `1..5` or `3`, as a value and a tolerance. */
function numeric(text: string): { value: number; tolerance: number } | null {
  const range = /^(.+?)\.\.(.+)$/.exec(text.trim());
  if (range) {
    const [low, high] = [NUMBER.exec(range[1]!), NUMBER.exec(range[2]!)];
    if (!low || !high) return null;
    const [a, b] = [Number(low[1]), Number(high[1])].sort((x, y) => x - y) as [number, number];
    // Rounded to 12 significant digits, so 3.141..3.142 reads as 3.1415 ± 0.0005, not 3.1414999999999997.
    const round = (n: number) => Number(n.toPrecision(12));
    return { value: round((a + b) / 2), tolerance: round((b - a) / 2) };
  }
  const [value, tolerance = '0', ...more] = text.split(':');
  const v = NUMBER.exec(value ?? '');
  const t = NUMBER.exec(tolerance);
  if (!v || !t || more.length || Number(t[1]) < 0) return null;
  return { value: Number(v[1]), tolerance: Number(t[1]) };
}

interface Parsed {
  raw: Record<string, unknown>;
  notes: string[];
}

/** What every kind of answer block needs: the text of its pieces, the description, notes, syntax errors. */
interface BlockContext {
  text: (raw: string) => string;
  description: (withBlank: boolean) => string;
  /** Text follows the block: a missing word. */
  missingWord: boolean;
  notes: string[];
  syntax: (message: string) => null;
}

function numericBlock(trimmed: string, ctx: BlockContext): Record<string, unknown> | null {
  const inner = trimmed.slice(1);
  let entries: Answer[];
  if (/^\s*[=~]/.test(inner)) entries = answers(inner) ?? [];
  else {
    // {#3:2~#wrong feedback}: the first piece is the answer, the rest are wrong answers.
    const [main = '', ...rest] = splitUnescaped(inner, '~');
    const hash = findUnescaped(main, '#');
    const first: Answer = { mark: '=', weight: null, text: hash < 0 ? main : main.slice(0, hash), feedback: hash >= 0 };
    entries = [first, ...(answers(rest.join('')) ?? [])];
  }
  const right = entries.filter((a) => a.mark === '=' && (a.weight === null || a.weight === 100));
  const parsed = right[0] ? numeric(unescapeGift(right[0].text)) : null;
  if (!parsed) return ctx.syntax('a numerical answer must look like {#3.14:0.01}, {#1..5} or {#=3:0.5}');
  if (entries.some((a) => a.feedback)) ctx.notes.push('Feedback is not kept');
  const others = entries.length - 1;
  if (others > 0)
    ctx.notes.push(`${others} other numerical answer(s) (partial credit or wrong-answer feedback) are not kept`);
  return { type: 'NUMERIC', description: ctx.description(false), numeric: parsed };
}

function matchingBlock(list: Answer[], ctx: BlockContext): Record<string, unknown> | null {
  if (list.some((a) => a.mark !== '=' || findUnescaped(a.text, '->') < 0))
    return ctx.syntax('every answer of a matching question must be =left -> right');
  const options: QuestionOption[] = [];
  for (const a of list) {
    const at = findUnescaped(a.text, '->');
    const [left, right] = [ctx.text(a.text.slice(0, at)), ctx.text(a.text.slice(at + 2))];
    if (!left) ctx.notes.push(`The extra answer "${right}" (without a pair) is not kept`);
    else options.push({ id: String(options.length + 1), title: left, match: right });
  }
  return { type: 'MATCHING', description: ctx.description(false), options };
}

/** Only right answers: a short answer, or a missing word to type. */
function shortAnswerBlock(list: Answer[], ctx: BlockContext): Record<string, unknown> {
  const answerText = (a: Answer) => ctx.text(a.text);
  const keep = list.filter((a) => a.weight === null || a.weight === 100);
  const dropped = list.filter((a) => !keep.includes(a));
  if (dropped.length)
    ctx.notes.push(`Answers with partial or no credit are not kept: ${dropped.map(answerText).join(', ')}`);
  const accepted = keep.map(answerText).filter((t) => t && t !== '*');
  if (keep.some((a) => answerText(a) === '*')) ctx.notes.push('The wildcard answer * is not kept');
  if (ctx.missingWord) return { type: 'FILL_IN_THE_BLANK', description: ctx.description(true), blanks: [{ accepted }] };
  return { type: 'SHORT_ANSWER', description: ctx.description(false), acceptedAnswers: accepted };
}

function choiceBlock(list: Answer[], ctx: BlockContext): Record<string, unknown> {
  const answerText = (a: Answer) => ctx.text(a.text);
  const options = list.map((a, i) => ({ id: String.fromCharCode(97 + i), title: answerText(a) }));
  // Several right answers when no answer is marked = but some ~ carry a positive weight.
  const multiple = !list.some((a) => a.mark === '=') && list.some((a) => (a.weight ?? 0) > 0);
  const isRight = (a: Answer) => (multiple ? (a.weight ?? 0) > 0 : a.mark === '=' && (a.weight ?? 100) === 100);
  const correct = options.filter((_, i) => isRight(list[i]!)).map((o) => o.id);
  const partial = multiple
    ? list.filter((a) => (a.weight ?? 0) < 0)
    : list.filter((a) => a.weight !== null && a.weight !== 100 && a.weight !== 0);
  if (partial.length) {
    const listed = partial.map((a) => `${answerText(a)} (${a.weight}%)`).join(', ');
    ctx.notes.push(`${multiple ? 'Penalties' : 'Partial credit'} not kept: ${listed}`);
  }
  if (ctx.missingWord && !multiple) {
    const wrong = options.filter((o) => !correct.includes(o.id)).map((o) => o.title);
    ctx.notes.push(`The wrong choices of the missing word are not kept: ${wrong.join(', ')}`);
    const accepted = options.filter((o) => correct.includes(o.id)).map((o) => o.title);
    return { type: 'FILL_IN_THE_BLANK', description: ctx.description(true), blanks: [{ accepted }] };
  }
  const type = multiple ? 'MULTIPLE_SELECT' : 'MCQ';
  return { type, description: ctx.description(false), options, correctOptions: correct };
}

function parseBlock(
  block: string,
  before: string,
  after: string,
  format: string,
  syntax: (m: string) => void,
): Parsed | null {
  const notes: string[] = [];
  let body = block;
  const general = findUnescaped(body, '####');
  if (general >= 0) {
    notes.push('General feedback is not kept');
    body = body.slice(0, general);
  }
  const text = (t: string) => plain(t, format);
  const tail = text(after);
  const ctx: BlockContext = {
    text,
    missingWord: /[\p{L}\p{N}]/u.test(tail),
    description: (withBlank) =>
      withBlank
        ? `${text(before)} {{1}} ${tail}`.trim()
        : ctx.missingWord
          ? `${text(before)} ${tail}`.trim()
          : text(before),
    notes,
    syntax: (message) => (syntax(message), null),
  };
  const done = (raw: Record<string, unknown> | null) => (raw ? { raw, notes } : null);
  const trimmed = body.trim();
  if (!trimmed) return done({ type: 'LONG_ANSWER', description: ctx.description(false) });
  const tf = /^(T|F|TRUE|FALSE)\s*(#[\s\S]*)?$/.exec(trimmed);
  if (tf) {
    if (tf[2]) notes.push('Feedback is not kept');
    const options = [
      { id: 'true', title: 'True' },
      { id: 'false', title: 'False' },
    ];
    const correctOptions = [tf[1]!.startsWith('T') ? 'true' : 'false'];
    return done({ type: 'TRUE_OR_FALSE', description: ctx.description(false), options, correctOptions });
  }
  if (trimmed.startsWith('#')) return done(numericBlock(trimmed, ctx));
  const list = answers(trimmed);
  if (!list || !list.length) return ctx.syntax('an answer block must start with =, ~, # or T/F, or be empty {}');
  if (list.some((a) => a.feedback)) notes.push('Feedback is not kept');
  if (list.some((a) => findUnescaped(a.text, '->') >= 0)) return done(matchingBlock(list, ctx));
  if (list.every((a) => a.mark === '=')) return done(shortAnswerBlock(list, ctx));
  return done(choiceBlock(list, ctx));
}

/** A GIFT file as questions; syntax errors refuse the whole file (400) naming their lines. */
export function readGift(source: string): Conversion {
  const { list, errors } = chunks(source);
  const problems = new ProblemList();
  const questions: ConvertedQuestion[] = [];
  let category: string | null = null;
  for (const chunk of list) {
    let text = chunk.text.trim();
    const cat = /^\$CATEGORY:\s*(.*)$/m.exec(text);
    if (cat && text.startsWith('$CATEGORY:')) {
      const path = cat[1]!.trim().replace(/^\$[a-z0-9]+\$\/?/i, '');
      category = path.split('/').filter(Boolean).pop() ?? null;
      text = text.slice(cat[0].length).trim();
      if (!text) continue;
    }
    let name: string | null = null;
    if (text.startsWith('::')) {
      const end = findUnescaped(text, '::', 2);
      if (end < 0) {
        errors.push(`line ${chunk.line}: the question name is not closed with ::`);
        continue;
      }
      name = unescapeGift(text.slice(2, end)).trim();
      text = text.slice(end + 2);
    }
    const item = name ? `${name} (line ${chunk.line})` : `line ${chunk.line}`;
    const format = /^\s*\[(html|moodle|plain|markdown)\]/.exec(text)?.[1] ?? 'moodle';
    if (format !== 'moodle') text = text.replace(/^\s*\[(html|moodle|plain|markdown)\]/, '');
    const open = findUnescaped(text, '{');
    const close = open < 0 ? -1 : findUnescaped(text, '}', open);
    if (open < 0) {
      if (findUnescaped(text, '}') >= 0) errors.push(`line ${chunk.line}: } without an opening {`);
      else problems.add(item, chunk.line, 'Text without an answer block (a description) is not a question', true);
      continue;
    }
    if (close < 0) {
      errors.push(`line ${chunk.line}: the answer block is not closed with }`);
      continue;
    }
    const after = text.slice(close + 1);
    if (findUnescaped(after, '{') >= 0 || findUnescaped(after, '}') >= 0) {
      errors.push(`line ${chunk.line}: a question may have only one answer block`);
      continue;
    }
    const before = text.slice(0, open);
    let failed = false;
    const parsed = parseBlock(text.slice(open + 1, close), before, after, format, (message) => {
      failed = true;
      errors.push(`line ${chunk.line}: ${message}`);
    });
    if (failed || !parsed) continue;
    for (const note of parsed.notes) problems.add(item, chunk.line, note, false);
    const content = acceptQuestion(parsed.raw, { item, line: chunk.line }, problems);
    if (content) questions.push({ content, topicName: category, image: null, optionImages: new Map() });
  }
  if (errors.length) throw badRequest(`${INTEROP_MESSAGES.giftSyntax}: ${errors.join('; ')}`);
  return { format: 'gift', questions, problems: problems.items };
}
