import { LOCAL_STORAGE_KEYS } from '@bright/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, directionOf } from './i18n';

afterEach(() => vi.unstubAllGlobals());

describe('language detection', () => {
  it('follows the lang query, then the saved language, then the browser, then en', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['kn-IN'], language: 'kn-IN' });
    expect(detectLanguage('')).toBe('kan');
    localStorage.setItem(LOCAL_STORAGE_KEYS.language, 'de');
    expect(detectLanguage('')).toBe('de');
    expect(detectLanguage('?lang=ar')).toBe('ar');
    expect(detectLanguage('?lang=xx')).toBe('de');
    localStorage.clear();
    vi.stubGlobal('navigator', { ...navigator, languages: ['pt-BR'], language: 'pt-BR' });
    expect(detectLanguage('')).toBe('en');
  });

  it('Arabic alone is right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('hi')).toBe('ltr');
  });
});
