import { LOCAL_STORAGE_KEYS, loginViaTokenRoute } from '@bright/contracts';
import { callApi } from '../../../lib/api-client';
import { readStoredSession, saveSession } from '../../../lib/session-store';

/** Signs this browser in with a token from a mobile app or the cloud login (SPEC §2, §3). */
export async function signInWithToken(token: string) {
  const user = await callApi(
    loginViaTokenRoute,
    { params: { token } },
    { silent: true, handleUnauthorized: false, loader: true },
  );
  saveSession(user);
  return user;
}

/** Reuses the stored session when the same token is already signed in on this device. */
export async function ensureTokenSession(token: string) {
  if (readStoredSession()?.token === token) return;
  await signInWithToken(token);
}

/** The cloud login query parameters of SPEC §2; `cbmsToken` is kept for the analytics host. */
export function readCloudLogin(search: string) {
  const query = new URLSearchParams(search);
  const token = query.get('access_token');
  if (!token) return null;
  const cbmsToken = query.get('cbmsToken');
  if (cbmsToken) localStorage.setItem(LOCAL_STORAGE_KEYS.cbmsToken, cbmsToken);
  return { token, redirectUrl: safeRedirect(query.get('redirectUrl')) };
}

/** Only paths on this site: an open redirect would let a link send a signed-in user anywhere. */
export function safeRedirect(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
