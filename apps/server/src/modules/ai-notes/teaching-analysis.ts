import { AI_NOTE_CHUNK_SECONDS, type TeachingAnalysis } from '@bright/contracts';
import type { ChunkSilence } from './silence';

/**
 * Teaching analysis from what was measured: the audio's speech and silence (per chunk, laid end to end),
 * the transcript's questions, each placed in its chunk by where it ends in the chunk's text, and the
 * silence that follows it (the wait time). Question kinds by their opening words (English rules).
 * No speaker split: nothing here can tell the teacher's voice from a student's.
 */
export interface AnalysedChunk {
  text: string | null;
  /** null: the audio was not measured. */
  audio: ChunkSilence | null;
}

type Result = Omit<TeachingAnalysis, 'engine' | 'model' | 'label' | 'createdAt' | 'audioNote'>;

const OPEN_START =
  /^(why|how|what do you think|what would|what if|what might|what makes|in what way|explain|describe|compare|imagine|suppose|what happens|what can we)/i;

export const questionKind = (question: string): 'OPEN' | 'CLOSED' =>
  OPEN_START.test(question.trim()) ? 'OPEN' : 'CLOSED';

/** Sentences ending in a question mark (Latin, Arabic, Chinese), with where each ends in the text. */
export function questionsIn(text: string) {
  const found: { text: string; end: number }[] = [];
  const pattern = /[^.!?。！？؟]*[?？؟]/g;
  for (const match of text.matchAll(pattern)) {
    const sentence = match[0].trim();
    if (sentence.length > 1) found.push({ text: sentence, end: (match.index ?? 0) + match[0].length });
  }
  return found;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Where, in a chunk's clock time, a fraction of its speech has been said: the text is spread over the
 * spoken stretches only, so a question ending the text ends where the last speech ends, not at the chunk's end.
 */
function clockAtSpeech(audio: ChunkSilence, fraction: number) {
  const speech: { start: number; end: number }[] = [];
  let cursor = 0;
  for (const silence of audio.silences) {
    if (silence.start > cursor) speech.push({ start: cursor, end: silence.start });
    cursor = Math.max(cursor, silence.end);
  }
  if (audio.duration > cursor) speech.push({ start: cursor, end: audio.duration });
  const total = speech.reduce((sum, part) => sum + (part.end - part.start), 0);
  let left = fraction * total;
  for (const part of speech) {
    if (left <= part.end - part.start) return part.start + left;
    left -= part.end - part.start;
  }
  return audio.duration;
}

/** Joins silences that meet across a chunk boundary (a pause the recorder restart cut in two). */
function mergeSilences(silences: { start: number; end: number }[]) {
  const merged: { start: number; end: number }[] = [];
  for (const silence of silences) {
    const last = merged.at(-1);
    if (last && silence.start - last.end < 0.15) last.end = Math.max(last.end, silence.end);
    else merged.push({ ...silence });
  }
  return merged;
}

/** The silence after a moment: one that starts within 2 seconds of it (or holds it); 0 when none does. */
function waitAfter(silences: { start: number; end: number }[], at: number) {
  const next = silences.find((silence) => silence.end > at && silence.start <= at + 2);
  return next ? round(next.end - Math.max(next.start, at)) : 0;
}

export function analyseTeaching(chunks: AnalysedChunk[]): Result {
  const measured = chunks.length > 0 && chunks.every((chunk) => chunk.audio !== null);
  let offset = 0;
  const allSilences: { start: number; end: number }[] = [];
  const placed: { text: string; at: number | null }[] = [];
  for (const chunk of chunks) {
    const duration = chunk.audio?.duration ?? AI_NOTE_CHUNK_SECONDS;
    for (const silence of chunk.audio?.silences ?? [])
      allSilences.push({ start: offset + silence.start, end: offset + silence.end });
    const text = chunk.text ?? '';
    for (const question of questionsIn(text))
      placed.push({
        text: question.text,
        at: measured && chunk.audio ? offset + clockAtSpeech(chunk.audio, question.end / text.length) : null,
      });
    offset += duration;
  }
  const silences = mergeSilences(allSilences).map((s) => ({ start: round(s.start), end: round(s.end) }));
  const silenceSeconds = silences.reduce((sum, s) => sum + (s.end - s.start), 0);
  const questions = placed.map((question) => ({
    text: question.text,
    kind: questionKind(question.text),
    waitSeconds: question.at === null ? null : waitAfter(silences, question.at),
  }));
  const waits = questions.map((question) => question.waitSeconds).filter((wait): wait is number => wait !== null);
  return {
    totalSeconds: round(offset),
    talkSeconds: measured ? round(offset - silenceSeconds) : null,
    silenceSeconds: measured ? round(silenceSeconds) : null,
    silences: measured ? silences : [],
    questions,
    openQuestions: questions.filter((question) => question.kind === 'OPEN').length,
    closedQuestions: questions.filter((question) => question.kind === 'CLOSED').length,
    averageWaitSeconds: waits.length ? round(waits.reduce((sum, wait) => sum + wait, 0) / waits.length) : null,
    speakerSplit: false,
  };
}
