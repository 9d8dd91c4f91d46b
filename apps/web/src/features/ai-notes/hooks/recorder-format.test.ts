import { TRANSCRIPTION_LANGUAGES } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { defaultLanguage, languageLabel, sortedLanguages } from '../components/language-names';
import { formatTimer } from './use-chunk-recorder';

describe('AI notes recorder helpers', () => {
  it('shows the timer as minutes:seconds', () => {
    expect([0, 9, 13, 60, 754].map(formatTimer)).toEqual(['00:00', '00:09', '00:13', '01:00', '12:34']);
  });

  it('starts in the UI language where it can be transcribed, English otherwise', () => {
    expect(defaultLanguage('de')).toBe('de');
    expect(defaultLanguage('kan')).toBe('kn');
    expect(defaultLanguage('or')).toBe('en');
  });

  it('names about 100 transcription languages in the UI language', () => {
    expect(TRANSCRIPTION_LANGUAGES.length).toBeGreaterThanOrEqual(99);
    expect(languageLabel('fr', 'de')).toBe('Französisch');
    expect(sortedLanguages('en')).toHaveLength(TRANSCRIPTION_LANGUAGES.length);
  });
});
