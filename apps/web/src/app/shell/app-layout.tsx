import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { AppBar, Box, Button, Container, Toolbar } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
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
import { Brand } from './layouts';
import { lazyNamed } from '../lazy-page';

const DeviceEvents = lazyNamed(() => import('../../features/devices/components/device-events'), 'DeviceEvents');

/** Icon-only and narrow on phones, so the bar (with the bell) fits 375 px. */
const barButtonSx = {
  minWidth: 0,
  // The brand gives way first; a button never shrinks under its icon (touch targets of 24 px at least).
  flexShrink: 0,
  px: { xs: 0.5, sm: 1 },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
} as const;

/**
 * The chrome around signed-in pages: brand, language, light/dark, the user and sign out. Loaded with
 * the first signed-in page (see layouts.tsx): its bell, menu and calls stay out of the first chunk.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const logout = useLogout();
  const staff = Boolean(session && (session.roles.includes('instructor') || session.roles.includes('admin')));
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
          {staff && (
            <Suspense fallback={null}>
              <DeviceEvents />
            </Suspense>
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
