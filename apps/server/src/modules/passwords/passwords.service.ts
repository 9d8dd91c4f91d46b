import { randomInt, randomUUID } from 'node:crypto';
import {
  type ChangePasswordBody,
  type ChangePasswordWithoutCurrentBody,
  MESSAGES,
  PASSWORD_MESSAGES as M,
  PASSWORD_RESET_EXPIRY_MS,
  RECENT_SIGN_IN_MS,
  RESET_CODE_MAX_ATTEMPTS,
  type ResetPasswordBody,
} from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken, safeEqual } from '../../lib/tokens';
import {
  findMembership,
  findUserByEmail,
  findUserById,
  revokeUserSessions,
  type TokenRow,
  consumeToken,
  countTokensSince,
  expireLiveTokens,
  findNewestLiveToken,
  findTokenByHash,
  inTransaction,
  insertToken,
  isLive,
  returnAttempt,
  takeAttempt,
} from '../auth';
import { type MailDeps, appLink } from '../../lib/account-mail';
import { countMemberships, findSessionCreatedAt, setPasswordHash } from './passwords.queries';
import { resetMail } from './reset-mail';

/** At most this many reset mails per email and hour; more requests get the same answer and no mail. */
const RESET_MAILS_PER_HOUR = 5;
const RESET_KINDS = ['password_reset', 'reset_code'] as const;

/** A code's hash is salted with its row id: equal codes of two users never collide, and a leaked table
 * cannot be matched against one precomputed list of the million codes. */
const codeHash = (rowId: string, code: string) => hashToken(`${rowId}:${code}`);

/**
 * Mails a reset link and a 6-digit code to a registered account; nothing to anyone else. The caller
 * answers the same either way (no account enumeration), and the mail is sent without being awaited so
 * the answer takes about as long for an unknown email as for a known one.
 */
export async function forgotPassword(deps: MailDeps, email: string, now = new Date()) {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.passwordHash) return;
  if (
    (await countTokensSince(deps.db, 'password_reset', email, new Date(now.getTime() - 3_600_000))) >=
    RESET_MAILS_PER_HOUR
  ) {
    return;
  }
  const token = newToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeId = randomUUID();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_EXPIRY_MS);
  await inTransaction(deps.db, async (tx) => {
    // One live reset at a time: a new request ends the previous link and code.
    await expireLiveTokens(tx, [...RESET_KINDS], user.id, now);
    await insertToken(tx, { kind: 'password_reset', tokenHash: hashToken(token), userId: user.id, email, expiresAt });
    await insertToken(tx, {
      id: codeId,
      kind: 'reset_code',
      tokenHash: codeHash(codeId, code),
      userId: user.id,
      email,
      expiresAt,
    });
  });
  const link = appLink(deps.appUrl, '/resetpassword', { token });
  void deps.mailer
    .send(resetMail(email, user.firstName, link, code))
    .catch((error: unknown) => deps.log.error({ err: error, to: email }, 'password reset mail failed'));
}

/** Checks the newest live code of an email. Every wrong try counts; after 5 the code is dead. */
async function checkCode(db: Db, email: string, code: string, now: Date): Promise<TokenRow> {
  const row = await findNewestLiveToken(db, 'reset_code', email, now);
  if (!row || !(await takeAttempt(db, row.id, RESET_CODE_MAX_ATTEMPTS))) throw badRequest(M.invalidCode);
  if (!/^[0-9]{6}$/.test(code) || !safeEqual(codeHash(row.id, code), row.tokenHash)) throw badRequest(M.invalidCode);
  await returnAttempt(db, row.id);
  return row;
}

export async function verifyResetCode(db: Db, email: string, code: string, now = new Date()) {
  await checkCode(db, email, code, now);
  return { email };
}

async function resolveReset(db: Db, body: ResetPasswordBody, now: Date): Promise<TokenRow> {
  if (body.token) {
    const row = await findTokenByHash(db, 'password_reset', hashToken(body.token));
    if (!row || !isLive(row, now)) throw badRequest(M.invalidResetLink);
    return row;
  }
  return checkCode(db, body.email!, body.code!, now);
}

/**
 * Sets a new password from the mailed link or code, once. The mail proved the address, so the email
 * counts as verified. Every session of the user ends, and every other live link and code with them.
 */
export async function resetPassword(db: Db, body: ResetPasswordBody, now = new Date()) {
  const row = await resolveReset(db, body, now);
  const invalid = () => badRequest(body.token ? M.invalidResetLink : M.invalidCode);
  const user = row.userId ? await findUserById(db, row.userId) : undefined;
  if (!user) throw invalid();
  if (user.passwordHash && (await verifyPassword(user.passwordHash, body.newPassword))) throw badRequest(M.mustDiffer);
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(db, async (tx) => {
    if (!(await consumeToken(tx, row.id, now))) throw invalid();
    await setPasswordHash(tx, user.id, passwordHash, { verifyEmail: true });
    await expireLiveTokens(tx, [...RESET_KINDS], user.id, now);
    await revokeUserSessions(tx, user.id);
  });
  return { userId: user.id };
}

/** Your own password, with the current one. Your other sessions end; this one stays. */
export async function changePassword(db: Db, actor: Actor, body: ChangePasswordBody) {
  const user = await findUserById(db, actor.userId);
  if (!user || user.email !== body.email) throw forbidden();
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest(MESSAGES.wrongPassword);
  }
  if (body.currentPassword === body.newPassword) throw badRequest(M.mustDiffer);
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(db, async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, actor.sessionId);
  });
}

/**
 * Who may set a password without the current one:
 * - the user themself, within 10 minutes of opening this session (a fresh sign-in by password, by the
 *   mobile apps' token login, or right after a reset): recent proof of identity, as "sudo mode" works
 *   elsewhere. Their other sessions end.
 * - an admin of the active institute, for a user of that institute who belongs to no other institute (an
 *   admin cannot take over an account another institute shares). All of that user's sessions end.
 * Anyone else: 403 before any lookup, so the answer reveals nothing about the email.
 */
export async function changePasswordWithoutCurrent(
  db: Db,
  actor: Actor,
  body: ChangePasswordWithoutCurrentBody,
  now = new Date(),
) {
  const self = await findUserById(db, actor.userId);
  const isSelf = self?.email === body.email;
  if (isSelf) {
    const openedAt = await findSessionCreatedAt(db, actor.sessionId);
    if (!openedAt || now.getTime() - openedAt.getTime() > RECENT_SIGN_IN_MS) throw forbidden(M.recentSignInNeeded);
  } else if (!actor.instituteId || !actor.roles.includes('admin')) {
    throw forbidden();
  }
  const target = isSelf ? self : await findUserByEmail(db, body.email);
  if (!target) throw notFound(M.userNotFound);
  if (!isSelf) {
    if (!(await findMembership(db, target.id, actor.instituteId!))) throw notFound(M.userNotFound);
    if ((await countMemberships(db, target.id)) > 1) throw forbidden(M.otherInstitutes);
  }
  if (target.passwordHash && (await verifyPassword(target.passwordHash, body.newPassword))) {
    throw badRequest(M.mustDiffer);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(db, async (tx) => {
    await setPasswordHash(tx, target.id, passwordHash);
    await revokeUserSessions(tx, target.id, isSelf ? actor.sessionId : undefined);
  });
  // Whose sessions ended, for the caller to close their sockets too.
  return { userId: target.id, exceptSessionId: isSelf ? actor.sessionId : undefined };
}
