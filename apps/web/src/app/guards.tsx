import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../lib/session-store';
import { lazyNamed } from './lazy-page';
import { WebviewMessage } from './pages/webview-message';

/** Signs in with a link's token: loaded by the webview entry pages only, not by the first chunk. */
const TokenGate = lazyNamed(() => import('../features/auth/components/token-gate'), 'TokenGate');

/**
 * Pages that need a signed-in user send everyone else to the login page at `/`, which returns them
 * here once they have signed in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => Boolean(state.session));
  const { pathname, search, hash } = useLocation();
  return signedIn ? children : <Navigate to="/" replace state={{ from: `${pathname}${search}${hash}` }} />;
}

/**
 * Webview entry pages sign in with their `token` query parameter: without one, or with one the server
 * refuses, they show 'Invalid credentials'.
 */
export function RequireTokenParam({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  const refused = <WebviewMessage messageKey="invalidCredentials" />;
  if (!token) return refused;
  return (
    <TokenGate key={token} token={token} refused={refused}>
      {children}
    </TokenGate>
  );
}
