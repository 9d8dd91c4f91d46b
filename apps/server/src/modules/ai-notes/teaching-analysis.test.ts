import { describe, expect, it } from 'vitest';
import { parseSilenceLog } from './silence';
import { analyseTeaching, questionKind, questionsIn } from './teaching-analysis';

describe('teaching analysis', () => {
  it('tells open questions from closed ones', () => {
    expect(['Why is the sky blue?', 'How would you test it?', 'What do you think happens?'].map(questionKind)).toEqual([
      'OPEN',
      'OPEN',
      'OPEN',
    ]);
    expect(['Is it raining?', 'What is the capital of France?', 'Who wrote it?'].map(questionKind)).toEqual([
      'CLOSED',
      'CLOSED',
      'CLOSED',
    ]);
  });

  it('finds questions in several scripts', () => {
    expect(questionsIn('Plants grow. Why? لماذا النبات أخضر؟ 为什么？').map((q) => q.text)).toEqual([
      'Why?',
      'لماذا النبات أخضر؟',
      '为什么？',
    ]);
  });

  it('lays chunks end to end, joins a pause cut by the chunk boundary and measures the wait after a question', () => {
    const result = analyseTeaching([
      { text: 'Look at the leaf. Why is it green?', audio: { duration: 13, silences: [{ start: 12, end: 13 }] } },
      { text: 'Chlorophyll.', audio: { duration: 13, silences: [{ start: 0, end: 2 }] } },
    ]);
    expect(result.silences).toEqual([{ start: 12, end: 15 }]);
    expect(result).toMatchObject({ totalSeconds: 26, silenceSeconds: 3, talkSeconds: 23, openQuestions: 1 });
    expect(result.questions[0]!.waitSeconds).toBe(3);
  });

  it('says nothing about silence when the audio was not measured', () => {
    const result = analyseTeaching([{ text: 'Is it?', audio: null }]);
    expect(result).toMatchObject({ talkSeconds: null, silenceSeconds: null, silences: [], averageWaitSeconds: null });
    expect(result.questions[0]!.waitSeconds).toBeNull();
  });

  it('reads ffmpeg silencedetect output, closing a silence that lasts to the end', () => {
    const log = [
      'Duration: N/A, start: 0.000000, bitrate: N/A',
      '[silencedetect @ 0x1] silence_start: 3.0',
      '[silencedetect @ 0x1] silence_end: 5.0 | silence_duration: 2.0',
      '[silencedetect @ 0x1] silence_start: 11.5',
      'size=N/A time=00:00:13.00 bitrate=N/A speed= 600x',
    ].join('\n');
    expect(parseSilenceLog(log)).toEqual({
      duration: 13,
      silences: [
        { start: 3, end: 5 },
        { start: 11.5, end: 13 },
      ],
    });
  });
});
