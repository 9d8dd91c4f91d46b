import { UI_LANGUAGE_CODES } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, FONT_LOADERS, SCRIPT_OF, fontStackFor } from './fonts';

describe('web fonts for every language', () => {
  it.each(UI_LANGUAGE_CODES)('%s maps to a script with a font family and a loadable font module', async (language) => {
    const script = SCRIPT_OF[language];
    expect(FONT_FAMILY[script]).toMatch(/^Noto Sans/);
    await expect(FONT_LOADERS[script]()).resolves.toBeDefined();
  });

  it('gives each script its own Noto family', () => {
    expect(SCRIPT_OF.hi).toBe('devanagari');
    expect(SCRIPT_OF.mr).toBe('devanagari');
    expect(FONT_FAMILY[SCRIPT_OF.or]).toBe('Noto Sans Oriya');
    expect(FONT_FAMILY[SCRIPT_OF.ja]).toBe('Noto Sans JP');
    expect(FONT_FAMILY[SCRIPT_OF.zh]).toBe('Noto Sans SC');
  });

  it('puts the language script first in the font stack, then Noto Sans', () => {
    expect(fontStackFor('hi')).toMatch(/^"Noto Sans Devanagari", "Noto Sans", system-ui/);
    expect(fontStackFor('ru')).toMatch(/^"Noto Sans", system-ui/);
  });
});
