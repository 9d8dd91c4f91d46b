import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * Text in any of the app's languages in a pdfkit document (reports, game results): it is set in Noto Sans (embedded from the @fontsource packages, never the 14 standard fonts), switching
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

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** Writes text in runs of one font each (call registerPdfFonts on the document first). */
export function writePdfText(doc: PdfDoc, text: string, size: number, options: PDFKit.Mixins.TextOptions = {}) {
  const runs = fontRuns(text || ' ');
  doc.fontSize(size);
  runs.forEach((run, index) => {
    doc.font(run.font).text(run.text, { ...options, continued: index < runs.length - 1 });
  });
}

/** Embeds the Noto Sans cuts that writePdfText switches between. */
export function registerPdfFonts(doc: PdfDoc) {
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
}
