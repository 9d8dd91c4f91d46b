import { LOCAL_STORAGE_KEYS } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { BACKGROUND, PALETTE, STATUS, createAppTheme, detectMode, detectVariant } from './theme';

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

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  const cases = (['light', 'dark'] as const).flatMap((mode) =>
    (['orange', 'purple'] as const).map((variant) => ({ mode, variant })),
  );

  it.each(cases)(
    '$variant in $mode mode: labels on the brand colours, brand colours on the page',
    ({ mode, variant }) => {
      for (const role of ['primary', 'secondary'] as const) {
        const swatch = PALETTE[mode][variant][role];
        expect(contrastRatio(swatch.contrastText, swatch.main), `${role} label`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(swatch.main, BACKGROUND[mode].default), `${role} on page`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(swatch.main, BACKGROUND[mode].paper), `${role} on paper`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(['light', 'dark'] as const)(
    'status colours in %s mode: as text on the page, and under their label',
    (mode) => {
      const theme = createAppTheme({ mode, variant: 'orange', direction: 'ltr' });
      for (const [name, main] of Object.entries(STATUS[mode])) {
        expect(contrastRatio(main, BACKGROUND[mode].default), `${name} on page`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(main, BACKGROUND[mode].paper), `${name} on paper`).toBeGreaterThanOrEqual(4.5);
        const label = theme.palette[name as keyof typeof STATUS.light].contrastText;
        const labelHex = label === '#fff' ? '#ffffff' : '#000000';
        expect(contrastRatio(labelHex, main), `${name} label ${label}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('the theme MUI builds uses those colours', () => {
    const theme = createAppTheme({ mode: 'light', variant: 'orange', direction: 'ltr' });
    expect(contrastRatio(theme.palette.primary.contrastText, theme.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.palette.primary.main, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the known ratios (white on the old #ef6c00 fails at 3.08)', () => {
    expect(contrastRatio('#ffffff', '#ef6c00')).toBeCloseTo(3.08, 2);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('colour mode from the query', () => {
  it('keeps ?mode=dark as the stored preference for the next load', () => {
    localStorage.removeItem(LOCAL_STORAGE_KEYS.mode);
    expect(detectMode('?mode=dark')).toBe('dark');
    expect(detectMode('')).toBe('dark');
    expect(detectMode('?mode=light')).toBe('light');
    expect(detectMode('')).toBe('light');
  });
});
