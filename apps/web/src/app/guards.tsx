import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../lib/session-store';
import { WebviewMessage } from './pages/webview-message';

/** Pages that need a signed-in user send everyone else to the login page at `/`. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => Boolean(state.session));
  return signedIn ? children : <Navigate to="/" replace />;
}

/** Webview entry pages read a `token` query parameter; without it they show 'Invalid credentials'. */
export function RequireTokenParam({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  return new URLSearchParams(search).get('token') ? children : <WebviewMessage messageKey="invalidCredentials" />;
}
