import { UI_LANGUAGE_CODES } from '@bright/contracts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'locales');
const load = (code: string) =>
  JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Record<string, unknown>;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => Object.assign(all, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const english = flatten(load('en'));

describe('locales', () => {
  it.each(UI_LANGUAGE_CODES.filter((code) => code !== 'en'))('%s has every key of en, translated', (code) => {
    expect(existsSync(path.join(dir, `${code}.json`)), `${code}.json is missing`).toBe(true);
    const translated = flatten(load(code));
    const missing = Object.keys(english).filter((key) => !translated[key]?.trim());
    expect(missing, `${code} lacks keys`).toEqual([]);
    // Plural forms English lacks (Arabic's zero, two, few, many) sit beside an English `_other` key.
    const isPluralForm = (key: string) =>
      /_(zero|two|few|many)$/.test(key) && `${key.replace(/_[a-z]+$/, '')}_other` in english;
    const extra = Object.keys(translated).filter((key) => !(key in english) && !isPluralForm(key));
    expect(extra, `${code} has keys en does not`).toEqual([]);
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(translated[key]!), `${code}:${key} placeholders`).toEqual(placeholders(text));
    }
  });

  it('non-English locales are translations, not copies of English', () => {
    for (const code of UI_LANGUAGE_CODES.filter((c) => c !== 'en')) {
      const translated = flatten(load(code));
      const longTexts = Object.entries(english).filter(([, text]) => text.split(' ').length >= 4);
      const copied = longTexts.filter(([key, text]) => translated[key] === text);
      expect(copied.length / longTexts.length, `${code} copies English`).toBeLessThan(0.2);
    }
  });
});
