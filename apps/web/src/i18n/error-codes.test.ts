import { messageCatalogue } from '@bright/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const en = JSON.parse(readFileSync(path.join(import.meta.dirname, 'locales', 'en.json'), 'utf8')) as {
  errors: { codes: Record<string, unknown> };
};

/** The text of `errors.codes.<code>` in en.json, or undefined. */
const textOf = (code: string): unknown =>
  code
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      en.errors.codes,
    );

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/**
 * The params a catalogue text fills: its `{name}`s. A literal `{{n}}` (the fill-in-the-blank mark) is
 * written `{{mark}}` in the locales, as errorText passes it; another literal `{{x}}` stays `{{x}}`.
 */
const templateNames = (template: string) =>
  [...template.matchAll(/\{\{(\w+)\}\}|\{(\w+)\}/g)]
    .map(([, literal, name]) => (literal === 'n' ? 'mark' : (literal ?? name)))
    .sort();

describe('error codes', () => {
  const catalogue = [...messageCatalogue()];

  it('reads the whole catalogue', () => {
    expect(catalogue.length).toBeGreaterThan(300);
  });

  it('en has a text for every catalogue code', () => {
    const missing = catalogue.filter(([code]) => typeof textOf(code) !== 'string').map(([code]) => code);
    expect(missing, 'codes without errors.codes.<code> in en.json').toEqual([]);
  });

  it("en's texts have the template's placeholders", () => {
    for (const [code, template] of catalogue) {
      const text = textOf(code);
      if (typeof text !== 'string') continue;
      expect(placeholders(text), `${code} placeholders`).toEqual(templateNames(template));
    }
  });
});
