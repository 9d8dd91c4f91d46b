/** A timed caption of a .vtt or .srt transcript. */
export interface Cue {
  startSeconds: number;
  text: string;
}

const TIMING = /^\s*((?:\d{1,2}:)?\d{1,2}:\d{2})(?:[.,](\d{1,3}))?\s*-->/;

function seconds(stamp: string) {
  return stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

const clean = (line: string) =>
  line
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The cues of a WebVTT or SubRip transcript: each timing line starts a cue whose text runs to the next
 * blank line. Styling tags are dropped, and a line repeated from the cue before (YouTube's rolling
 * captions) is kept once. Empty when the text has no timing lines.
 */
export function parseTranscript(raw: string): Cue[] {
  const cues: Cue[] = [];
  let current: Cue | null = null;
  let previousLine = '';
  for (const line of raw.replace(/\r\n?/g, '\n').split('\n')) {
    const timing = TIMING.exec(line);
    if (timing) {
      current = { startSeconds: Math.floor(seconds(timing[1]!)), text: '' };
      cues.push(current);
      continue;
    }
    if (!line.trim()) {
      current = null;
      continue;
    }
    if (!current) continue;
    const text = clean(line);
    if (!text || text === previousLine) continue;
    previousLine = text;
    current.text = current.text ? `${current.text} ${text}` : text;
  }
  return cues.filter((cue) => cue.text);
}
