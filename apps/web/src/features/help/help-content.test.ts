import { UI_LANGUAGE_CODES } from '@bright/contracts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HelpContent, LEGAL_DOCUMENTS, MANUAL_ROLES, loadHelpContent } from './help-content';

const read = (code: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'content', `${code}.json`), 'utf8')) as HelpContent;

/** Every text of a content file, in a fixed order, so two languages can be compared item by item. */
function texts(content: HelpContent): string[] {
  const pairs = (items: HelpContent['faq']) => items.flatMap((item) => [item.q, item.a]);
  return [
    ...pairs(content.faq),
    ...MANUAL_ROLES.flatMap((role) => content.manual[role]),
    ...pairs(content.troubleshooting),
    ...LEGAL_DOCUMENTS.flatMap((document) => content[document]),
  ];
}

const english = read('en');

describe('help and legal texts', () => {
  it.each(UI_LANGUAGE_CODES.filter((code) => code !== 'en'))('%s has every text of en, translated', (code) => {
    expect(existsSync(path.join(import.meta.dirname, 'content', `${code}.json`)), `${code}.json`).toBe(true);
    const translated = read(code);
    expect(translated.faq).toHaveLength(english.faq.length);
    expect(translated.troubleshooting).toHaveLength(english.troubleshooting.length);
    for (const role of MANUAL_ROLES) expect(translated.manual[role], role).toHaveLength(english.manual[role].length);
    for (const document of LEGAL_DOCUMENTS)
      expect(translated[document], document).toHaveLength(english[document].length);
    const theirs = texts(translated);
    const copied = texts(english).filter((text, index) => !theirs[index]?.trim() || theirs[index] === text);
    expect(copied, `${code} texts left empty or in English`).toEqual([]);
  });

  it('loads the language asked for, and English for an unknown one', async () => {
    expect((await loadHelpContent('de')).faq[0]!.q).toBe(read('de').faq[0]!.q);
    expect((await loadHelpContent('xx')).faq[0]!.q).toBe(english.faq[0]!.q);
  });
});
