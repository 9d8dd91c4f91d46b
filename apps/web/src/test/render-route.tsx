import type { Role, SessionUser } from '@bright/contracts';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { AppRouter } from '../app/router';
import { SnackbarHost } from '../app/shell/snackbar-host';
import { i18n, initI18n } from '../lib/i18n';
import { clearSession, saveSession } from '../lib/session-store';

let ready: Promise<unknown> | undefined;

// A route's first render loads its page chunk, and typing goes key by key: on a busy 2-core machine
// that takes seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** A signed-in user as the login call returns it. */
export function buildSessionUser(roles: Role[], overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    access_token: 'test-token',
    userId: 'u-1',
    kneura_id: 'k-1',
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@demo.test',
    instituteId: 'i-1',
    instituteKneuraId: 'ik-1',
    instituteName: 'Demo School',
    roles,
    language: 'en',
    notificationToken: 'n-1',
    ...overrides,
  };
}

export interface RenderRouteOptions {
  /** Signed in with these roles; none: signed out. */
  as?: Role[];
}

/**
 * Renders the whole app at `path`, as main.tsx does: the real route table, i18n (English), theme,
 * query client and snackbar. The API answers come from the msw handlers of the test.
 */
export async function renderRoute(path: string, { as }: RenderRouteOptions = {}) {
  ready ??= initI18n('en');
  await ready;
  // The signed-in chrome is its own chunk (app/shell/layouts): loaded here, before the clock of the
  // test's first `findBy` starts, as the app's start loads it alongside the page.
  await import('../app/shell/app-layout');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  if (as) saveSession(buildSessionUser(as));
  else clearSession();
  window.history.pushState({}, '', path);
  const view = render(
    <AppProviders>
      <AppRouter />
      <SnackbarHost />
    </AppProviders>,
  );
  return view;
}
