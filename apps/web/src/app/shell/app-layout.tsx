import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { InstituteChoiceRedirect } from '../../features/institutes/components/institute-choice-redirect';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { UserMenu } from '../../features/profile/components/user-menu';
import { useSessionStore } from '../../lib/session-store';
import { LanguagePicker } from './language-picker';
import { PageSuspense } from '../lazy-page';
import { ModeToggle } from './mode-toggle';
import { SiteFooter } from './site-footer';

/** Icon-only and narrow on phones, so the bar (with the bell) fits 375 px. */
const barButtonSx = {
  minWidth: 0,
  px: { xs: 0.5, sm: 1 },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
} as const;

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

/** The chrome around signed-in pages: brand, language, light/dark, the user and sign out. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 3 } }}>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          {session && (
            <Button
              color="inherit"
              component={RouterLink}
              to="/classes"
              startIcon={<GroupsOutlinedIcon />}
              aria-label={t('classes.nav')}
              data-testid="nav-classes"
              sx={barButtonSx}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('classes.nav')}
              </Box>
            </Button>
          )}
          {session && (session.roles.includes('instructor') || session.roles.includes('admin')) && (
            <Button
              color="inherit"
              component={RouterLink}
              to="/dashboard/tests"
              startIcon={<QuizOutlinedIcon />}
              aria-label={t('assessments.pages.tests')}
              data-testid="nav-tests"
              sx={barButtonSx}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('assessments.pages.tests')}
              </Box>
            </Button>
          )}
          {session?.roles.includes('learner') && (
            <Button
              color="inherit"
              component={RouterLink}
              to="/dashboard/my-assessments"
              startIcon={<AssignmentOutlinedIcon />}
              aria-label={t('assessmentTaking.nav')}
              data-testid="nav-my-assessments"
              sx={barButtonSx}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('assessmentTaking.nav')}
              </Box>
            </Button>
          )}
          {session && <NotificationBell />}
          {session && <UserMenu />}
          <LanguagePicker />
          <ModeToggle />
          {session && (
            <Button
              color="inherit"
              startIcon={
                <LogoutIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
              }
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              aria-label={t('auth.signOut')}
              data-testid="sign-out"
              sx={barButtonSx}
            >
              {/* Icon only on phones, so the bar fits 375 px. */}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('auth.signOut')}
              </Box>
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, flexGrow: 1 }}>
        {session && <InstituteChoiceRedirect />}
        <PageSuspense>{children}</PageSuspense>
      </Container>
      <SiteFooter />
    </Box>
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
