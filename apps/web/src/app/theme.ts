import { LOCAL_STORAGE_KEYS } from '@bright/contracts';
import { createTheme } from '@mui/material/styles';
import { fontStackFor } from '../lib/fonts';
import { siteConfig } from '../lib/site-config';

export type ThemeVariant = 'orange' | 'purple';
export type ColorMode = 'light' | 'dark';

interface Swatch {
  main: string;
  dark: string;
  light: string;
  contrastText: string;
}

/**
 * The brand colours, each shade chosen for WCAG AA (4.5:1) as text: the button colour against its
 * label, and as text on the page and on paper. Light mode darkens the brand orange (#ef6c00 under white
 * text is only 3.1:1); dark mode lightens it under dark text. theme.test.ts computes every ratio.
 */
export const PALETTE: Record<ColorMode, Record<ThemeVariant, { primary: Swatch; secondary: Swatch }>> = {
  light: {
    orange: {
      primary: { main: '#ad4800', dark: '#873800', light: '#ef6c00', contrastText: '#ffffff' },
      secondary: { main: '#1565c0', dark: '#0d47a1', light: '#42a5f5', contrastText: '#ffffff' },
    },
    purple: {
      primary: { main: '#6a3de8', dark: '#4a22b8', light: '#9a7bff', contrastText: '#ffffff' },
      secondary: { main: '#00796b', dark: '#004d40', light: '#26a69a', contrastText: '#ffffff' },
    },
  },
  dark: {
    orange: {
      primary: { main: '#ff9d3f', dark: '#ef6c00', light: '#ffbd7a', contrastText: '#000000' },
      secondary: { main: '#90caf9', dark: '#42a5f5', light: '#e3f2fd', contrastText: '#000000' },
    },
    purple: {
      primary: { main: '#b39dff', dark: '#9a7bff', light: '#d6caff', contrastText: '#000000' },
      secondary: { main: '#4db6ac', dark: '#00897b', light: '#b2dfdb', contrastText: '#000000' },
    },
  },
};

/** Status colours (chips, alerts, outlined buttons show them as text): MUI's light ones are 3.1:1 to 4.5:1. */
export const STATUS: Record<ColorMode, Record<'error' | 'warning' | 'info' | 'success', string>> = {
  light: { error: '#c62828', warning: '#9c5700', info: '#0270b0', success: '#2e7d32' },
  dark: { error: '#f77066', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
};

export const BACKGROUND: Record<ColorMode, { default: string; paper: string }> = {
  light: { default: '#f7f7fa', paper: '#ffffff' },
  dark: { default: '#121218', paper: '#1c1c24' },
};

/** Purple on the AI-whiteboard host or with `?theme=purple` (or `ai`); orange otherwise. */
export function detectVariant(location: Pick<Location, 'hostname' | 'search'> = window.location): ThemeVariant {
  const fromQuery = new URLSearchParams(location.search).get('theme')?.toLowerCase();
  if (fromQuery === 'purple' || fromQuery === 'ai') return 'purple';
  if (fromQuery === 'orange' || fromQuery === 'default') return 'orange';
  return siteConfig.aiWhiteboardHosts.some((host) => location.hostname.includes(host)) ? 'purple' : 'orange';
}

/** `?mode=dark|light` first (and kept as the stored preference), then the stored preference, default light. */
export function detectMode(search = window.location.search): ColorMode {
  const fromQuery = new URLSearchParams(search).get('mode');
  if (fromQuery === 'dark' || fromQuery === 'light') {
    localStorage.setItem(LOCAL_STORAGE_KEYS.mode, fromQuery);
    return fromQuery;
  }
  return localStorage.getItem(LOCAL_STORAGE_KEYS.mode) === 'dark' ? 'dark' : 'light';
}

export function createAppTheme(options: {
  mode: ColorMode;
  variant: ThemeVariant;
  direction: 'ltr' | 'rtl';
  /** The UI language: its script's web font comes first in the font stack. */
  language?: string;
  /** The accessible name of every progress indicator ('Loading...'), in the UI language. */
  loadingLabel?: string;
}) {
  const progressName = { 'aria-label': options.loadingLabel ?? 'Loading...' };
  return createTheme({
    direction: options.direction,
    palette: {
      mode: options.mode,
      ...PALETTE[options.mode][options.variant],
      background: BACKGROUND[options.mode],
      ...Object.fromEntries(Object.entries(STATUS[options.mode]).map(([name, main]) => [name, { main }])),
      // Labels on coloured buttons and chips: white where it reaches AA, else dark text.
      contrastThreshold: 4.5,
      // MUI's 0.54 black for icons and toggle labels is 4.49:1 on the light page; 0.6 reaches AA.
      ...(options.mode === 'light' && { action: { active: 'rgba(0, 0, 0, 0.6)' } }),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontStackFor(options.language ?? 'en'),
      button: { textTransform: 'none', fontWeight: 600 },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 801, lg: 1200, xl: 1536 } },
    components: {
      MuiCircularProgress: { defaultProps: progressName },
      // The hint under a disabled field is still read (why it cannot be changed): keep it legible.
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
      },
      // MUI's initials avatar is light text on light grey (1.75:1).
      MuiAvatar: {
        styleOverrides: {
          colorDefault:
            options.mode === 'light'
              ? { backgroundColor: '#616161', color: '#ffffff' }
              : { backgroundColor: '#bdbdbd', color: '#000000' },
        },
      },
      MuiLinearProgress: { defaultProps: progressName },
      MuiDialog: { defaultProps: { slotProps: { paper: { sx: { width: '40rem', maxWidth: 'calc(100% - 32px)' } } } } },
    },
  });
}
