import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { usePreferences } from './preferences-store';
import { createAppTheme } from './theme';

const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] }),
};

/** Theme (orange or purple, light or dark, mirrored for right-to-left) and the query client. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { t, i18n } = useTranslation();
  const direction = directionOf(i18n.language);
  const { mode, variant } = usePreferences();
  const loadingLabel = t('shell.loading');
  const theme = useMemo(
    () => createAppTheme({ mode, variant, direction, language: i18n.language, loadingLabel }),
    [mode, variant, direction, i18n.language, loadingLabel],
  );
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
