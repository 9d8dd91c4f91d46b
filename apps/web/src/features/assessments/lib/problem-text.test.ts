import { ASSESSMENT_MESSAGES, QUESTION_MESSAGES, questionProblemMessage } from '@bright/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import { PROBLEM_KEYS, problemText } from './problem-text';

const lookup = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n);

describe('problemText', () => {
  it.each(Object.entries(QUESTION_MESSAGES))('QUESTION_MESSAGES.%s has a key in en.json', (_name, message) => {
    const key = PROBLEM_KEYS[message];
    expect(key, `no key for "${message}"`).toBeDefined();
    expect(typeof lookup(key!), `${key} is not in en.json`).toBe('string');
  });

  it('every mapped key is in en.json', () => {
    for (const key of Object.values(PROBLEM_KEYS)) expect(typeof lookup(key), key).toBe('string');
  });

  it('shows each contract message, in English, exactly as the contract words it', () => {
    for (const message of [...Object.values(QUESTION_MESSAGES), ASSESSMENT_MESSAGES.nameRequired])
      expect(problemText(t, message)).toBe(message);
  });

  it('keeps the literal {{n}} blank mark', () => {
    expect(problemText(t, QUESTION_MESSAGES.blanksNeeded)).toContain('one {{n}} mark per blank');
  });

  it('keeps the literal {{n}} blank mark in every language', async () => {
    const locales = import.meta.glob<{ default: Record<string, unknown> }>('../../../i18n/locales/*.json');
    expect(Object.keys(locales)).toHaveLength(16);
    for (const [file, load] of Object.entries(locales)) {
      const other = i18next.createInstance();
      await other.init({ lng: 'x', resources: { x: { translation: (await load()).default } } });
      expect(problemText(other.t.bind(other), QUESTION_MESSAGES.blanksNeeded), file).toContain('{{n}}');
    }
  });

  it('translates the publish check\'s "Question n: problem"', () => {
    const message = questionProblemMessage(3, QUESTION_MESSAGES.optionCount);
    expect(problemText(t, message)).toBe(message);
  });

  it('shows anything unknown as it came', () => {
    expect(problemText(t, 'Something new from the server')).toBe('Something new from the server');
    expect(problemText(t, 'Question 2: something new')).toBe('Question 2: something new');
  });
});
