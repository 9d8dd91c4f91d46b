import { describe, expect, it } from 'vitest';
import { autosaveReducer, combineStatus, initialAutosave, nextSave, retryDelay, statusOf } from './autosave';
import {
  addOption,
  blankMarks,
  insertBlank,
  moveItem,
  moveOption,
  parseAnswerList,
  removeOption,
  syncBlanks,
  toggleCorrect,
} from './question-draft';
import { pushRecentTopic, readRecentTopics, rememberTopic, recentTopicsKey } from './recent-topics';

const topic = (n: number) => ({ topicId: `t${n}`, topicName: `Topic ${n}` });

describe('recent topics', () => {
  it('keeps at most 3, newest first, dropping the oldest', () => {
    let list = pushRecentTopic([], topic(1));
    list = pushRecentTopic(list, topic(2));
    list = pushRecentTopic(list, topic(3));
    list = pushRecentTopic(list, topic(4));
    expect(list.map((t) => t.topicId)).toEqual(['t4', 't3', 't2']);
  });

  it('moves a topic chosen again to the front without repeating it', () => {
    const list = pushRecentTopic([topic(3), topic(2), topic(1)], topic(1));
    expect(list.map((t) => t.topicId)).toEqual(['t1', 't3', 't2']);
  });

  it('is kept per user and ignores malformed storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as Storage;
    rememberTopic(storage, 'u1', topic(1));
    rememberTopic(storage, 'u1', topic(2));
    expect(readRecentTopics(storage, 'u1').map((t) => t.topicId)).toEqual(['t2', 't1']);
    expect(readRecentTopics(storage, 'u2')).toEqual([]);
    store.set(recentTopicsKey('u3'), '{not json');
    expect(readRecentTopics(storage, 'u3')).toEqual([]);
    store.set(recentTopicsKey('u4'), JSON.stringify([{ topicId: 1 }, topic(5)]));
    expect(readRecentTopics(storage, 'u4')).toEqual([topic(5)]);
  });
});

describe('autosave', () => {
  it('merges edits, saves one patch, then says saved', () => {
    let s = autosaveReducer(initialAutosave, { type: 'edit', patch: { a: 1 } });
    s = autosaveReducer(s, { type: 'edit', patch: { b: 2, a: 3 } });
    expect(statusOf(s)).toBe('saving');
    expect(nextSave(s, 700)).toBe(700);
    s = autosaveReducer(s, { type: 'start' });
    expect(s.inFlight).toEqual({ a: 3, b: 2 });
    expect(nextSave(s, 700)).toBeNull();
    s = autosaveReducer(s, { type: 'success' });
    expect(statusOf(s)).toBe('saved');
    expect(nextSave(s, 700)).toBeNull();
  });

  it('puts a failed patch back under newer edits and retries with backoff when the failure may pass', () => {
    let s = autosaveReducer(initialAutosave, { type: 'edit', patch: { a: 1, b: 1 } });
    s = autosaveReducer(s, { type: 'start' });
    s = autosaveReducer(s, { type: 'edit', patch: { b: 2 } });
    s = autosaveReducer(s, { type: 'failure', error: { message: 'down' }, status: 503 });
    expect(s.pending).toEqual({ a: 1, b: 2 });
    expect(statusOf(s)).toBe('error');
    expect(nextSave(s, 700)).toBe(retryDelay(1));
    s = autosaveReducer(s, { type: 'start' });
    s = autosaveReducer(s, { type: 'failure', error: { message: 'down' }, status: 0 });
    expect(nextSave(s, 700)).toBe(2000);
    expect(retryDelay(20)).toBe(30_000);
  });

  it('does not retry a refusal until the next edit is saved', () => {
    let s = autosaveReducer(initialAutosave, { type: 'edit', patch: { timeLimit: 0 } });
    s = autosaveReducer(s, { type: 'start' });
    s = autosaveReducer(s, { type: 'failure', error: { message: 'timeLimit must be...' }, status: 400 });
    expect(nextSave(s, 700)).toBeNull();
    expect(statusOf(s)).toBe('error');
    s = autosaveReducer(s, { type: 'edit', patch: { timeLimit: 5 } });
    expect(s.pending).toEqual({ timeLimit: 5 });
    expect(nextSave(s, 700)).toBe(700);
    expect(statusOf(s)).toBe('error');
  });

  it('combines the editor parts: error, then saving, then saved', () => {
    expect(combineStatus(['saved', 'saving', 'error'])).toBe('error');
    expect(combineStatus(['saved', 'saving'])).toBe('saving');
    expect(combineStatus(['saved', 'idle'])).toBe('saved');
    expect(combineStatus([])).toBe('idle');
  });
});

describe('question drafts', () => {
  const base = {
    options: [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ],
    correctOptions: ['a'],
  };

  it('marks one correct option, or toggles for multiple select', () => {
    expect(toggleCorrect('MCQ', ['a'], 'b')).toEqual(['b']);
    expect(toggleCorrect('MULTIPLE_SELECT', ['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleCorrect('MULTIPLE_SELECT', ['a', 'b'], 'a')).toEqual(['b']);
  });

  it('adds and removes options within the type limits, dropping a removed correct option', () => {
    expect(removeOption('MCQ', base, 'a').options).toHaveLength(2);
    const three = addOption('MCQ', base, 'c');
    expect(three.options.map((o) => o.id)).toEqual(['a', 'b', 'c']);
    expect(removeOption('MCQ', three, 'a')).toEqual({ options: three.options.slice(1), correctOptions: [] });
    expect(addOption('TRUE_OR_FALSE', base)).toBe(base);
  });

  it('keeps the correct order of an ordering question as its options move', () => {
    const ordering = addOption('ORDERING', { ...base, correctOptions: [] }, 'c');
    expect(ordering.correctOptions).toEqual(['a', 'b', 'c']);
    expect(moveOption('ORDERING', ordering, 2, 0).correctOptions).toEqual(['c', 'a', 'b']);
  });

  it('moves items clamped to the list', () => {
    expect(moveItem([1, 2, 3], 0, 5)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
  });

  it('numbers blanks and keeps one answer list per mark', () => {
    const text = insertBlank(insertBlank('The capital of France is'));
    expect(text).toBe('The capital of France is {{1}} {{2}}');
    expect(blankMarks(text)).toEqual([1, 2]);
    expect(syncBlanks(text, [['Paris']])).toEqual([['Paris'], []]);
    expect(syncBlanks('no marks', [['x']])).toEqual([]);
  });

  it('splits accepted answers on commas and lines, without repeats', () => {
    expect(parseAnswerList('Paris, paris\n Lyon ,,')).toEqual(['Paris', 'Lyon']);
  });
});

describe('preview', async () => {
  const { readPreview, storePreview, toTakingQuestion } = await import('./preview');
  const question = {
    id: 'q1',
    assessmentId: 'a1',
    position: 0,
    tempId: null,
    topicId: null,
    topicName: 'Capitals',
    image: null,
    files: [{ id: 'f1', fileName: 'map.png', contentType: 'image/png', size: 3, url: '/api/question/file/f1' }],
    source: null,
    createdAt: '',
    updatedAt: '',
    type: 'MATCHING' as const,
    description: 'Match {{1}}',
    points: 2,
    options: [
      { id: 'a', title: 'France', match: 'Paris', image: null },
      { id: 'b', title: 'Italy', match: 'Rome', image: null },
    ],
    correctOptions: ['a'],
    acceptedAnswers: ['x'],
    blanks: [],
    numeric: null,
    bloomLevel: null,
    answer: 'secret',
    rubric: 'secret',
  };

  it('shows a question without its key', () => {
    const shown = toTakingQuestion(question);
    expect(JSON.stringify(shown)).not.toContain('secret');
    expect(shown).not.toHaveProperty('correctOptions');
    expect(shown.options.every((o) => !('match' in o))).toBe(true);
    expect(shown.matchChoices).toEqual(['Paris', 'Rome']);
    expect(toTakingQuestion({ ...question, type: 'FILL_IN_THE_BLANK' }).blankCount).toBe(1);
    expect(shown.files[0]?.url).toBe('/api/question/file/f1');
  });

  it('stores the previewed id with showClose', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readPreview(storage)).toBeNull();
    storePreview(storage, { assessmentId: 'a1', showClose: false });
    expect(readPreview(storage)).toEqual({ assessmentId: 'a1', showClose: false });
  });
});
