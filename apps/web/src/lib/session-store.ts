import { LOCAL_STORAGE_KEYS as KEYS, type Role, type SessionUser } from '@bright/contracts';
import { create } from 'zustand';

export interface StoredSession {
  token: string;
  userId: string;
  kneuraId: string;
  userName: string;
  instituteId: string | null;
  instituteKneuraId: string | null;
  roles: Role[];
}

const read = (key: string) => localStorage.getItem(key);

/** Reads the session the way the mobile apps store it (SPEC §3): roles comma separated. */
export function readStoredSession(): StoredSession | null {
  const token = read(KEYS.token);
  if (!token) return null;
  return {
    token,
    userId: read(KEYS.userId) ?? '',
    kneuraId: read(KEYS.kneuraId) ?? '',
    userName: read(KEYS.userName) ?? '',
    instituteId: read(KEYS.instituteId),
    instituteKneuraId: read(KEYS.instituteKneuraId),
    roles: (read(KEYS.roles) ?? '').split(',').filter(Boolean) as Role[],
  };
}

/** The headers that carry the stored session's token (SPEC §8: access_token, and Bearer). */
export function authHeaders(): Record<string, string> {
  const token = readStoredSession()?.token;
  return token ? { access_token: token, authorization: `Bearer ${token}` } : {};
}

export const useSessionStore = create<{ session: StoredSession | null }>(() => ({ session: readStoredSession() }));

export function saveSession(user: SessionUser) {
  const entries: Array<[string, string | null]> = [
    [KEYS.token, user.access_token],
    [KEYS.userId, user.userId],
    [KEYS.kneuraId, user.kneura_id],
    [KEYS.userName, [user.first_name, user.last_name].filter(Boolean).join(' ')],
    [KEYS.instituteId, user.instituteId],
    [KEYS.instituteKneuraId, user.instituteKneuraId],
    [KEYS.roles, user.roles.join(',')],
    [KEYS.notificationToken, user.notificationToken],
  ];
  for (const [key, value] of entries) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
  useSessionStore.setState({ session: readStoredSession() });
}

export function clearSession() {
  for (const key of [
    KEYS.token,
    KEYS.userId,
    KEYS.kneuraId,
    KEYS.userName,
    KEYS.instituteId,
    KEYS.instituteKneuraId,
    KEYS.roles,
    KEYS.classes,
    KEYS.notificationToken,
  ]) {
    localStorage.removeItem(key);
  }
  sessionStorage.clear();
  useSessionStore.setState({ session: null });
}

export const isAdmin = (session: StoredSession | null) => session?.roles.includes('admin') ?? false;
