import { describe, expect, it } from 'vitest';
import { citationFilter } from './citations';
import { splitCues, splitPages, splitText } from './passages';
import { PHOTOSYNTHESIS, TRANSCRIPT_VTT } from './test-support';
import { parseTranscript } from './transcript';

describe('splitting sources into passages', () => {
  it('keeps short paragraphs together and never makes a passage over 1400 characters', () => {
    expect(splitText(PHOTOSYNTHESIS)).toEqual([
      { page: null, startSeconds: null, text: expect.stringContaining('Calvin') },
    ]);
    const long = Array.from(
      { length: 60 },
      (_, index) => `Sentence number ${index} talks about rivers and lakes.`,
    ).join(' ');
    const passages = splitText(`${long}\n\n${long}`);
    expect(passages.length).toBeGreaterThan(2);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(1400);
    expect(passages.map((passage) => passage.text).join(' ')).toContain('Sentence number 59');
  });

  it('gives each PDF passage its page and never crosses a page', () => {
    const passages = splitPages([
      { page: 1, text: 'Magma rises.' },
      { page: 3, text: 'Basalt cools.' },
    ]);
    expect(passages.map((passage) => [passage.page, passage.text])).toEqual([
      [1, 'Magma rises.'],
      [3, 'Basalt cools.'],
    ]);
  });

  it('reads .vtt and .srt cues with their start time, dropping tags and rolling repeats', () => {
    expect(parseTranscript(TRANSCRIPT_VTT)).toEqual([
      { startSeconds: 1, text: 'Welcome to this lesson on the water cycle.' },
      { startSeconds: 65, text: 'Evaporation turns water from oceans into vapour.' },
    ]);
    const srt =
      '1\r\n00:00:02,500 --> 00:00:05,000\r\n<i>Hello</i> class\r\n\r\n2\r\n01:00:00,000 --> 01:00:02,000\r\nHello class\r\nGoodbye\r\n';
    expect(parseTranscript(srt)).toEqual([
      { startSeconds: 2, text: 'Hello class' },
      { startSeconds: 3600, text: 'Goodbye' },
    ]);
    expect(parseTranscript('just some text, no timings')).toEqual([]);
    expect(splitCues(parseTranscript(TRANSCRIPT_VTT))).toEqual([
      {
        page: null,
        startSeconds: 1,
        text: 'Welcome to this lesson on the water cycle. Evaporation turns water from oceans into vapour.',
      },
    ]);
  });
});

describe('the citation check', () => {
  const run = (chunks: string[], retrieved: number) => {
    const filter = citationFilter(retrieved);
    const text = chunks.map((chunk) => filter.push(chunk)).join('') + filter.flush();
    return { text, used: filter.used, dropped: filter.dropped };
  };

  it('keeps citations of retrieved passages and drops others, even split across chunks', () => {
    expect(run(['Plants make food [', '1]. Oxygen is released [2', '][9]. Fact [12, 3].'], 3)).toEqual({
      text: 'Plants make food [1]. Oxygen is released [2]. Fact [3].',
      used: [1, 2, 3],
      dropped: [9, 12],
    });
  });

  it('leaves brackets that are not citations alone, and never holds text back at the end', () => {
    expect(run(['An array [a, b] and [0] and an open [', '7'], 2)).toEqual({
      text: 'An array [a, b] and  and an open [7',
      used: [],
      dropped: [0],
    });
  });
});
