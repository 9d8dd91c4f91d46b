import { EMAIL_VERIFICATION_MESSAGES as M, EMAIL_VERIFY_LINK_EXPIRY_MS, MESSAGES } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import {
  findMembership,
  findUserByEmail,
  findUserById,
  consumeToken,
  findNewestLiveToken,
  findTokenByHash,
  inTransaction,
  insertToken,
  isLive,
} from '../auth';
import { enforce } from '../../lib/authorize';
import { knownRoles } from '../../lib/roles';
import { canReadPerson } from '../people';
import { sendSignupLink } from '../signup';
import { type MailDeps, accountMail, appLink } from '../../lib/account-mail';
import { toEmailVerifyStatus, toUserEmailState } from './email-verification.presenter';
import { markEmailVerified } from './email-verification.queries';

type UserRow = typeof users.$inferSelect;

/** Mails a link to /verifyEmail (valid a day). Other modules call this when an address needs proving. */
export async function sendVerificationMail(deps: MailDeps, user: Pick<UserRow, 'id' | 'email' | 'firstName'>) {
  const token = newToken();
  await insertToken(deps.db, {
    kind: 'email_verify',
    tokenHash: hashToken(token),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(Date.now() + EMAIL_VERIFY_LINK_EXPIRY_MS),
  });
  await deps.mailer.send(
    accountMail({
      to: user.email,
      subject: 'Verify your email for Bright Classroom',
      name: user.firstName,
      paragraphs: ['Please confirm that this is your email address.'],
      link: appLink(deps.appUrl, '/verifyEmail', { verify_token: token }),
      linkLabel: 'Verify your email',
      footer: 'The link is valid for 24 hours. If you do not have a Bright Classroom account, ignore this mail.',
    }),
  );
}

export async function emailVerifyStatus(db: Db, email: string, now = new Date()) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(M.userNotPresent);
  const live = user.emailVerified ? undefined : await findNewestLiveToken(db, 'email_verify', email, now);
  return toEmailVerifyStatus(user, Boolean(live));
}

/** A used link of a verified user answers 'Already valid email'; anything else unusable 'Invalid verify_token'. */
export async function verifyUserEmail(db: Db, verifyToken: string, now = new Date()) {
  const row = await findTokenByHash(db, 'email_verify', hashToken(verifyToken));
  const user = row?.userId ? await findUserById(db, row.userId) : undefined;
  if (!row || !user || user.email !== row.email) throw badRequest(M.invalidToken);
  if (user.emailVerified) throw badRequest(M.alreadyValid);
  if (!isLive(row, now)) throw badRequest(M.invalidToken);
  await inTransaction(db, async (tx) => {
    if (!(await consumeToken(tx, row.id, now))) throw badRequest(M.invalidToken);
    await markEmailVerified(tx, user.id);
  });
  return { email: user.email };
}

export async function resendVerificationMail(deps: MailDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw notFound(M.userNotPresent);
  if (user.emailVerified) throw badRequest(M.alreadyValid);
  if (!user.passwordHash) throw badRequest(MESSAGES.unregisteredUser);
  await sendVerificationMail(deps, user);
}

/** A user of the admin's active institute; another institute's user is 'User not found' (404). */
async function findInstituteUser(db: Db, actor: Actor, userId: string) {
  const membership = actor.instituteId ? await findMembership(db, userId, actor.instituteId) : undefined;
  const user = membership ? await findUserById(db, userId) : undefined;
  if (!user) throw notFound(M.userNotFound);
  return user;
}

/**
 * An admin sends a verification link to a user of their institute. Someone the institute invited who has
 * not registered yet gets a registration link instead: completing it is what verifies their email.
 */
export async function adminSendVerificationLink(deps: MailDeps, actor: Actor, userId: string) {
  const user = await findInstituteUser(deps.db, actor, userId);
  if (user.emailVerified) throw badRequest(M.alreadyValid);
  if (!user.passwordHash) {
    await sendSignupLink(deps, { email: user.email, userId: user.id, name: user.firstName });
    return { kind: 'signup' as const };
  }
  await sendVerificationMail(deps, user);
  return { kind: 'email_verify' as const };
}

/** Yourself, or a member of your active institute you may read (students see staff only, as user/:id). */
export async function isEmailVerified(db: Db, actor: Actor, userId: string) {
  if (userId !== actor.userId) {
    const membership = actor.instituteId ? await findMembership(db, userId, actor.instituteId) : undefined;
    if (membership) enforce(canReadPerson(actor, { userId, roles: knownRoles(membership.roles) }), M.userNotFound);
  }
  const user = userId === actor.userId ? await findUserById(db, userId) : await findInstituteUser(db, actor, userId);
  if (!user) throw notFound(M.userNotFound);
  return toUserEmailState(user);
}
