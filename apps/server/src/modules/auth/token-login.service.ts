import { MESSAGES, type Role, type SessionUser, type TokenLoginUser } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { unauthenticated } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import { findDefaultMembership, findMembership, findUserById } from './auth.queries';
import { toSessionUser } from './auth.presenter';
import { openSession } from './auth.service';
import { consumeToken, findTokenByHash, insertToken, isLive } from './verification-tokens.queries';
import { resolveToken } from './session.service';

export const LOGIN_CODE_TTL_MS = 5 * 60 * 1000;

/** Webview entries are the teacher app's pages: staff enter as instructor (SPEC §6). */
const webviewRole = (user: SessionUser): Role =>
  user.roles.includes('instructor') || user.roles.includes('admin') ? 'instructor' : 'learner';

async function sessionUserFor(db: Db, userId: string, instituteId: string | null, token: string) {
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated(MESSAGES.unauthorizedUser);
  const membership = instituteId
    ? await findMembership(db, userId, instituteId)
    : await findDefaultMembership(db, userId);
  return toSessionUser(user, token, membership);
}

/**
 * A mobile app hands its session token to a webview, which signs in with it; a one-time login code
 * (from `user/get-login-code`) opens a new session instead.
 */
export async function loginViaToken(db: Db, token: string): Promise<TokenLoginUser> {
  const resolution = await resolveToken(db, token);
  if ('actor' in resolution) {
    const user = await sessionUserFor(db, resolution.actor.userId, resolution.actor.instituteId, token);
    return { ...user, role: webviewRole(user) };
  }
  const now = new Date();
  const code = await findTokenByHash(db, 'login_code', hashToken(token));
  if (code?.userId && isLive(code, now) && (await consumeToken(db, code.id, now))) {
    const membership = await findDefaultMembership(db, code.userId);
    const { token: sessionToken } = await openSession(db, code.userId, membership?.institute.id ?? null);
    const user = await sessionUserFor(db, code.userId, membership?.institute.id ?? null, sessionToken);
    return { ...user, role: webviewRole(user) };
  }
  throw unauthenticated(resolution.problem === 'expired' ? MESSAGES.sessionExpired : MESSAGES.unauthorizedUser);
}

export async function createLoginCode(db: Db, actor: Actor) {
  const code = newToken();
  const expiresAt = new Date(Date.now() + LOGIN_CODE_TTL_MS);
  await insertToken(db, { kind: 'login_code', tokenHash: hashToken(code), userId: actor.userId, expiresAt });
  return { code, expiresAt: expiresAt.toISOString() };
}
