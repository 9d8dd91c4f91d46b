import type { Cue } from './transcript';

/** A passage before it is stored: its text and where it is in the source. */
export interface PassageDraft {
  page: number | null;
  startSeconds: number | null;
  text: string;
}

/** About a paragraph: long enough to answer from, short enough to cite precisely. */
const TARGET = 900;
const MAX = 1400;

const sentences = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'sentence' }).segment(text)].map((part) => part.segment);

/** Pieces no longer than MAX: a long paragraph by sentences, a long sentence by length. */
function pieces(paragraph: string): string[] {
  if (paragraph.length <= MAX) return [paragraph];
  return sentences(paragraph).flatMap((sentence) => {
    const out: string[] = [];
    for (let start = 0; start < sentence.length; start += MAX) out.push(sentence.slice(start, start + MAX));
    return out;
  });
}

/** Packs pieces into passages of about TARGET characters. */
function pack(parts: string[], separator: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    const text = part.trim();
    if (!text) continue;
    if (current && current.length + separator.length + text.length > TARGET) {
      out.push(current);
      current = text;
    } else current = current ? `${current}${separator}${text}` : text;
  }
  if (current) out.push(current);
  return out;
}

/** A text split at its paragraphs (blank lines), each passage at most MAX characters. */
export function splitText(text: string, page: number | null = null): PassageDraft[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/[ \t\f\v]*\n[ \t\f\v]*/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  return pack(paragraphs.flatMap(pieces), '\n\n').map((body) => ({ page, startSeconds: null, text: body }));
}

/** A PDF's pages: passages never cross a page, so a citation names one page. */
export const splitPages = (pages: { page: number; text: string }[]) =>
  pages.flatMap((each) => splitText(each.text, each.page));

/** A transcript's cues packed into passages that start at their first cue's time. */
export function splitCues(cues: Cue[]): PassageDraft[] {
  const out: PassageDraft[] = [];
  let current: PassageDraft | null = null;
  for (const cue of cues) {
    if (current && current.text.length + cue.text.length + 1 <= TARGET) {
      current.text = `${current.text} ${cue.text}`;
      continue;
    }
    current = { page: null, startSeconds: cue.startSeconds, text: cue.text.slice(0, MAX) };
    out.push(current);
  }
  return out;
}
