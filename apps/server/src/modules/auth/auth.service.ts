import { MESSAGES, ROLES, type LoginBody, type Role, SESSION_TTL_MS } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { findDefaultMembership, findUserByEmail, listMemberships } from './auth.queries';
import { toSessionUser } from './auth.presenter';
import { loginGuard } from './login-guard';
import { insertSession, revokeSession } from './session.queries';

/** Opens a session for a user in an institute and returns the token with it. */
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

/** Email and password; failures are counted per account and per address (see login-guard). */
export async function login(db: Db, body: LoginBody, address: string) {
  await loginGuard.check(db, body.email, address);
  const user = await findUserByEmail(db, body.email);
  if (!user || !user.passwordHash) {
    await loginGuard.fail(db, body.email, address);
    throw badRequest(MESSAGES.unregisteredUser);
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await loginGuard.fail(db, body.email, address);
    throw badRequest(MESSAGES.wrongPassword);
  }
  if (!user.emailVerified) throw badRequest(MESSAGES.verifyEmail);
  await loginGuard.succeed(db, body.email);
  const membership = await findDefaultMembership(db, user.id);
  const { token } = await openSession(db, user.id, membership?.institute.id ?? null);
  return toSessionUser(user, token, membership);
}

const knownRoles = (roles: string[]) =>
  roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role));

/** v3 sign-in: the same session, with every institute the user belongs to. */
export async function loginV3(db: Db, body: LoginBody, address: string) {
  const user = await login(db, body, address);
  const institutes = (await listMemberships(db, user.userId)).map((row) => ({
    instituteId: row.institute.id,
    instituteKneuraId: row.institute.kneuraId,
    name: row.institute.name,
    roles: knownRoles(row.roles),
  }));
  return { ...user, institutes };
}

export async function logout(db: Db, actor: Actor) {
  await revokeSession(db, actor.sessionId);
}
