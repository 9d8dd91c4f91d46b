import { LOCAL_STORAGE_KEYS } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { detectMode, detectVariant } from './theme';

describe('theme detection', () => {
  it('is purple from the theme query or on the AI-whiteboard host, orange otherwise', () => {
    expect(detectVariant({ hostname: 'school.example', search: '?theme=purple' })).toBe('purple');
    expect(detectVariant({ hostname: 'aiwhiteboard.example', search: '' })).toBe('purple');
    expect(detectVariant({ hostname: 'school.example', search: '' })).toBe('orange');
  });

  it('takes the mode query first, then the stored preference, default light', () => {
    expect(detectMode('')).toBe('light');
    localStorage.setItem(LOCAL_STORAGE_KEYS.mode, 'dark');
    expect(detectMode('')).toBe('dark');
    expect(detectMode('?mode=light')).toBe('light');
  });
});
