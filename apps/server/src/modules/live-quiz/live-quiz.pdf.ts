import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LiveQuizReport } from '@bright/contracts';
import PDFDocument from 'pdfkit';

/**
 * The game's report as PDF (EXPORT_LIVE_QUIZ_PDF), with pdfkit as the assessment report. Nicknames and
 * questions may be in any language: Noto Sans is embedded, switching to its Arabic and Devanagari cuts
 * for runs of those scripts.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  latinExt: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  cyrillic: '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff',
  arabic: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
  devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | null = null;
const loadFonts = () =>
  (fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<FontName, Buffer>);

const SCRIPT_OF: [RegExp, FontName][] = [
  [/\p{Script=Arabic}/u, 'arabic'],
  [/\p{Script=Devanagari}/u, 'devanagari'],
  [/\p{Script=Cyrillic}/u, 'cyrillic'],
  [/[\u0100-\u024f\u1e00-\u1eff]/u, 'latinExt'],
];
const fontFor = (char: string): FontName | null => {
  if (/[\s\d.,:;!?()'"%/·–—-]/u.test(char)) return null;
  return SCRIPT_OF.find(([pattern]) => pattern.test(char))?.[1] ?? 'latin';
};

type Doc = InstanceType<typeof PDFDocument>;
function write(doc: Doc, text: string, size: number) {
  const runs: { font: FontName; text: string }[] = [];
  for (const char of text || ' ') {
    const font = fontFor(char);
    const last = runs.at(-1);
    if (last && (font === null || font === last.font)) last.text += char;
    else runs.push({ font: font ?? 'latin', text: char });
  }
  doc.fontSize(size);
  runs.forEach((run, index) => doc.font(run.font).text(run.text, { continued: index < runs.length - 1 }));
}

export function renderGamePdf(report: LiveQuizReport): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Live quiz — ${report.game.assessmentName}` } });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  write(doc, `Live quiz: ${report.game.assessmentName}`, 20);
  write(doc, `Code ${report.game.code} · ${report.players.length} players · ${report.endedAt ?? 'not ended'}`, 10);
  doc.moveDown();
  write(doc, 'Leaderboard', 14);
  for (const player of report.players) {
    write(doc, `${player.rank}. ${player.nickname} — ${player.score} points, ${player.correctCount} correct`, 11);
  }
  doc.moveDown();
  write(doc, 'Questions', 14);
  for (const question of report.questions) {
    doc.moveDown(0.4);
    write(doc, `${question.questionIndex + 1}. ${question.description}`, 11);
    write(doc, `${question.correctCount} of ${question.answered} answers correct`, 10);
    for (const option of question.options) {
      write(doc, `   ${option.correct ? '[correct]' : '-'} ${option.title}: ${option.count}`, 10);
    }
  }
  doc.end();
  return done;
}
