import type { BloomReport, ResponseDetail, ScoredAnswer } from '@bright/contracts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * A student's report as PDF (pdfkit). Names and questions may be in any of the app's languages, so the
 * text is set in Noto Sans (embedded from the @fontsource packages, never the 14 standard fonts), switching
 * to Noto Sans Arabic or Devanagari for runs of those scripts; fontkit shapes them (and lays Arabic out
 * right to left).
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  latinExt: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  vietnamese: '@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff',
  cyrillic: '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff',
  greek: '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff',
  arabic: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
  devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | null = null;
const loadFonts = () =>
  (fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<FontName, Buffer>);

const RANGES: [number, number, FontName][] = [
  [0x0600, 0x06ff, 'arabic'],
  [0x0750, 0x077f, 'arabic'],
  [0x08a0, 0x08ff, 'arabic'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfeff, 'arabic'],
  [0x0900, 0x097f, 'devanagari'],
  [0xa8e0, 0xa8ff, 'devanagari'],
  [0x1cd0, 0x1cff, 'devanagari'],
  [0x0400, 0x052f, 'cyrillic'],
  [0x0370, 0x03ff, 'greek'],
  [0x1f00, 0x1fff, 'greek'],
  [0x1ea0, 0x1eff, 'vietnamese'],
  [0x0100, 0x024f, 'latinExt'],
  [0x1e00, 0x1e9f, 'latinExt'],
];

/** The font of a character; null for spaces and marks shared by every script (they join the run). */
function fontFor(char: string): FontName | null {
  const code = char.codePointAt(0)!;
  if (char === '\u200c' || char === '\u200d' || /[\s.,:;!?()\-–—'"%/0-9]/.test(char)) return null;
  for (const [from, to, name] of RANGES) if (code >= from && code <= to) return name;
  return 'latin';
}

/** Splits text into runs of one font each. */
export function fontRuns(text: string): { font: FontName; text: string }[] {
  const runs: { font: FontName; text: string }[] = [];
  for (const char of text) {
    const font = fontFor(char);
    const last = runs.at(-1);
    if (last && (font === null || font === last.font)) last.text += char;
    else runs.push({ font: font ?? 'latin', text: char });
  }
  return runs;
}

type Doc = InstanceType<typeof PDFDocument>;

function write(doc: Doc, text: string, size: number, options: PDFKit.Mixins.TextOptions = {}) {
  const runs = fontRuns(text || ' ');
  doc.fontSize(size);
  runs.forEach((run, index) => {
    doc.font(run.font).text(run.text, { ...options, continued: index < runs.length - 1 });
  });
}

const formatAnswer = (answer: ScoredAnswer): string => {
  const value = answer.answer;
  if (!value || !answer.answered) return '—';
  const title = (id: string) => answer.question.options.find((option) => option.id === id)?.title || id;
  if (value.selected) return value.selected.map(title).join(', ');
  if (value.text !== undefined) return value.text;
  if (value.blanks) return value.blanks.join(' | ');
  if (value.number !== undefined && value.number !== null) return String(value.number);
  if (value.pairs)
    return Object.entries(value.pairs)
      .map(([id, side]) => `${title(id)} → ${side}`)
      .join('; ');
  return '—';
};

const keyOf = (answer: ScoredAnswer): string => {
  const question = answer.question;
  const title = (id: string) => question.options.find((option) => option.id === id)?.title || id;
  if (question.correctOptions.length > 0) return question.correctOptions.map(title).join(', ');
  if (question.acceptedAnswers.length > 0) return question.acceptedAnswers.join(' / ');
  if (question.blanks.length > 0) return question.blanks.map((blank) => blank.accepted.join(' / ')).join(' | ');
  if (question.numeric) return `${question.numeric.value} ± ${question.numeric.tolerance}`;
  if (question.type === 'MATCHING') return question.options.map((o) => `${o.title} → ${o.match ?? ''}`).join('; ');
  return question.answer ?? '—';
};

export interface ReportInput {
  detail: ResponseDetail;
  bloom: BloomReport;
  studentName: string;
}

/** Renders the report; resolves to the PDF's bytes. */
export function renderReportPdf({ detail, bloom, studentName }: ReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${detail.assessment.name} — ${studentName}` },
  });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { response, assessment } = detail;
  write(doc, studentName, 20);
  write(doc, `${assessment.name} · ${assessment.className}`, 13);
  doc.moveDown(0.5);
  const score = response.score ?? 0;
  const max = response.maxScore ?? assessment.maxScore;
  const percent = response.percentage === null ? 'pending' : `${response.percentage}%`;
  write(doc, `Score: ${score} / ${max} (${percent})   Status: ${response.status}`, 11);
  const waiting = response.waitingCount ?? 0;
  if (waiting > 0) {
    const answers = waiting === 1 ? '1 answer waits' : `${waiting} answers wait`;
    write(doc, `${answers} for the teacher (${response.pendingScore} points), not counted until graded`, 10);
  }
  if (response.submittedAt) write(doc, `Submitted: ${response.submittedAt}${response.late ? ' (late)' : ''}`, 10);
  doc.moveDown();
  write(doc, "Bloom's taxonomy", 14);
  for (const row of bloom.blooms) {
    if (row.questionCount === 0) continue;
    const avg = bloom.taxonomyaverages.find((item) => item.label === row.label);
    const letter = row.letter ? `${row.letter}. ` : '';
    const pending = row.pendingCount > 0 ? `, ${row.pendingCount} pending` : '';
    const achieved = row.totalScore > 0 ? `${avg?.achieved ?? 0}%` : 'pending';
    write(
      doc,
      `${letter}${row.label}: ${row.scoreAchieved} / ${row.totalScore} (${achieved}, class ${avg?.averagePercentage == null ? 'pending' : `${avg.averagePercentage}%`}${pending})`,
      10,
    );
  }
  write(doc, `Achieved: ${bloom.achievedPercentage}%`, 10);
  doc.moveDown();
  write(doc, 'Questions', 14);
  detail.answers.forEach((answer, index) => {
    doc.moveDown(0.4);
    write(doc, `${index + 1}. ${answer.question.description}`, 11);
    const verdict = answer.waiting ? 'waiting for the teacher' : answer.correct ? 'right' : 'not right';
    write(doc, `Answer: ${formatAnswer(answer)}`, 10);
    write(doc, `Score: ${answer.score ?? '—'} / ${answer.points} (${verdict})   Key: ${keyOf(answer)}`, 10);
  });
  doc.end();
  return done;
}
