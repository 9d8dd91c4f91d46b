import { LOCAL_STORAGE_KEYS } from '@bright/contracts';
import { createTheme } from '@mui/material/styles';
import { siteConfig } from '../lib/site-config';

export type ThemeVariant = 'orange' | 'purple';
export type ColorMode = 'light' | 'dark';

const PRIMARY: Record<ThemeVariant, { main: string; dark: string; light: string }> = {
  orange: { main: '#ef6c00', dark: '#b53d00', light: '#ff9d3f' },
  purple: { main: '#6a3de8', dark: '#4a22b8', light: '#9a7bff' },
};

/** Purple on the AI-whiteboard host or with `?theme=purple` (or `ai`); orange otherwise. */
export function detectVariant(location: Pick<Location, 'hostname' | 'search'> = window.location): ThemeVariant {
  const fromQuery = new URLSearchParams(location.search).get('theme')?.toLowerCase();
  if (fromQuery === 'purple' || fromQuery === 'ai') return 'purple';
  if (fromQuery === 'orange' || fromQuery === 'default') return 'orange';
  return siteConfig.aiWhiteboardHosts.some((host) => location.hostname.includes(host)) ? 'purple' : 'orange';
}

/** `?mode=dark|light` first, then the stored preference, default light. */
export function detectMode(search = window.location.search): ColorMode {
  const fromQuery = new URLSearchParams(search).get('mode');
  if (fromQuery === 'dark' || fromQuery === 'light') return fromQuery;
  return localStorage.getItem(LOCAL_STORAGE_KEYS.mode) === 'dark' ? 'dark' : 'light';
}

export function createAppTheme(options: { mode: ColorMode; variant: ThemeVariant; direction: 'ltr' | 'rtl' }) {
  return createTheme({
    direction: options.direction,
    palette: {
      mode: options.mode,
      primary: { ...PRIMARY[options.variant], contrastText: '#ffffff' },
      secondary: { main: options.variant === 'orange' ? '#1565c0' : '#00897b' },
      background:
        options.mode === 'light' ? { default: '#f7f7fa', paper: '#ffffff' } : { default: '#121218', paper: '#1c1c24' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 801, lg: 1200, xl: 1536 } },
    components: {
      MuiDialog: { defaultProps: { slotProps: { paper: { sx: { width: '40rem', maxWidth: 'calc(100% - 32px)' } } } } },
    },
  });
}
