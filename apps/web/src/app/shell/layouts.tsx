import { Box, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { PageSuspense, lazyNamed } from '../lazy-page';
import { LanguagePicker } from './language-picker';
import { ModeToggle } from './mode-toggle';
import { SiteFooter } from './site-footer';

/**
 * The signed-in chrome (notification bell, user menu, sign-out) with its API calls and the realtime
 * client: its own chunk, so the sign-in and other public pages never load it.
 */
export const AppLayout = lazyNamed(() => import('./app-layout'), 'AppLayout');

export function Brand() {
  const { t } = useTranslation();
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 800,
        // On a phone the name gives way (ellipsis) before the bar's buttons overlap it.
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        fontSize: { xs: '1.05rem', sm: '1.25rem' },
      }}
    >
      {t('shell.productName')}
    </Typography>
  );
}

/** Pages before sign-in: a light bar with the language and mode controls. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Toolbar component="header" sx={{ gap: 1 }}>
        <Box sx={{ color: 'primary.main' }}>
          <Brand />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguagePicker />
        <ModeToggle />
      </Toolbar>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <PageSuspense>{children}</PageSuspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}

/** Help, terms, privacy and licence: in the app's chrome when signed in, the public one otherwise. */
export function InfoLayout({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => Boolean(state.session));
  return signedIn ? <AppLayout>{children}</AppLayout> : <PublicLayout>{children}</PublicLayout>;
}

/** Webview pages live inside the mobile apps: no chrome at all. */
export function WebviewLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', p: 2 }}>
      <PageSuspense>{children}</PageSuspense>
    </Box>
  );
}
