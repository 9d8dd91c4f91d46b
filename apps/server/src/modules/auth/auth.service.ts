import { MESSAGES, SESSION_TTL_MS, type LoginBody } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { findDefaultMembership, findUserByEmail } from './auth.queries';
import { toSessionUser } from './auth.presenter';
import { insertSession, revokeSession } from './session.queries';

/** Opens a session for a user in their default institute and returns the token with it. */
export async function openSession(db: Db, userId: string, instituteId: string | null) {
  const token = newToken();
  const session = await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    instituteId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, session };
}

export async function login(db: Db, body: LoginBody) {
  const user = await findUserByEmail(db, body.email);
  if (!user || !user.passwordHash) throw badRequest(MESSAGES.unregisteredUser);
  if (!(await verifyPassword(user.passwordHash, body.password))) throw badRequest(MESSAGES.wrongPassword);
  if (!user.emailVerified) throw badRequest(MESSAGES.verifyEmail);
  const membership = await findDefaultMembership(db, user.id);
  const { token } = await openSession(db, user.id, membership?.institute.id ?? null);
  return toSessionUser(user, token, membership);
}

export async function logout(db: Db, actor: Actor) {
  await revokeSession(db, actor.sessionId);
}
