import {
  CreateAccountBody,
  ROLE_INFO,
  type Role,
  SIGNUP_LINK_EXPIRY_MS,
  SIGNUP_MESSAGES,
  SignupBody,
  type SignupRole,
  invitedAsMessage,
} from '@bright/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import {
  toSessionUser,
  findDefaultMembership,
  findUserByEmail,
  findUserById,
  openSession,
  consumeToken,
  findTokenByHash,
  inTransaction,
  insertToken,
  isLive,
} from '../auth';
import { type MailDeps, accountMail, appLink } from '../../lib/account-mail';
import { toRegistrationLink } from './signup.presenter';
import { completeInvitedUser, findInvitedRoles, insertPersonalInstitute, insertUser } from './signup.queries';

type Signup = z.output<typeof SignupBody>;
type CreateAccount = z.output<typeof CreateAccountBody>;

/** Staff invitations (admin or instructor) admit a teacher sign-up; a learner invitation a student's. */
const invitationAdmits = (asked: SignupRole, invited: string[]) =>
  asked === 'learner' ? invited.includes('learner') : invited.includes('instructor') || invited.includes('admin');

/**
 * SPEC §6: teacher and student sign-up are valid only for matching invited users. An email an institute
 * invited must sign up with a role it was invited as; a student needs an invitation; a teacher without
 * one signs up on their own (and gets a personal classroom when the account is created).
 */
async function checkSignupRole(db: Db, role: SignupRole, invitedUserId: string | undefined) {
  const invited = invitedUserId ? await findInvitedRoles(db, invitedUserId) : [];
  if (invited.length === 0) {
    if (role === 'learner') throw badRequest(SIGNUP_MESSAGES.learnerNeedsInvitation);
    return;
  }
  if (!invitationAdmits(role, invited)) {
    const other: Role = role === 'learner' ? 'instructor' : 'learner';
    throw badRequest(invitedAsMessage(ROLE_INFO[other].label));
  }
}

/** Mails a registration link (1 hour) to an email; also used when an admin re-invites someone. */
export async function sendSignupLink(
  deps: MailDeps,
  to: { email: string; userId: string | null; name?: string | null },
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SIGNUP_LINK_EXPIRY_MS);
  await insertToken(deps.db, {
    kind: 'signup',
    tokenHash: hashToken(token),
    userId: to.userId,
    email: to.email,
    expiresAt,
  });
  const link = appLink(deps.appUrl, '/register-profile', { token });
  await deps.mailer.send(
    accountMail({
      to: to.email,
      subject: 'Complete your Bright Classroom registration',
      name: to.name,
      paragraphs: ['Welcome to Bright Classroom. Follow the link below to choose your password and finish signing up.'],
      link,
      linkLabel: 'Complete your registration',
      footer: 'The link is valid for 1 hour. If you did not ask to sign up, ignore this mail.',
    }),
  );
  return { expiresAt };
}

export async function signup(deps: MailDeps, body: Signup) {
  const existing = await findUserByEmail(deps.db, body.email);
  if (existing?.passwordHash) throw badRequest(SIGNUP_MESSAGES.accountExists);
  await checkSignupRole(deps.db, body.role, existing?.id);
  const { expiresAt } = await sendSignupLink(deps, {
    email: body.email,
    userId: existing?.id ?? null,
    name: body.firstName ?? existing?.firstName,
  });
  return { email: body.email, expiresAt: expiresAt.toISOString() };
}

async function findLiveSignupToken(db: Db, token: string, now: Date) {
  const row = await findTokenByHash(db, 'signup', hashToken(token));
  if (!row || !row.email || !isLive(row, now)) throw badRequest(SIGNUP_MESSAGES.invalidLink);
  return row as typeof row & { email: string };
}

/** Checks a registration link: 'Expired or invalid registration link!' when expired, used or unknown. */
export async function verifyVid(db: Db, vid: string, now = new Date()) {
  const row = await findLiveSignupToken(db, vid, now);
  const user = await findUserByEmail(db, row.email);
  if (user?.passwordHash) throw badRequest(SIGNUP_MESSAGES.alreadyRegistered);
  return toRegistrationLink(row.email, user);
}

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: unknown } | null;
  return candidate?.code === '23505' || (candidate?.cause !== undefined && isUniqueViolation(candidate.cause));
};

/**
 * Creates the account a registration link was sent for, in one transaction, then signs the user in.
 * The link proved the address, so the email is verified. An invited user keeps the memberships and roles
 * the institute gave them. A self-registered user has no institute yet: they get a personal institute,
 * "<First name>'s classroom", as its admin and instructor, so they land somewhere they can teach.
 */
export async function createAccount(db: Db, body: CreateAccount, now = new Date()) {
  const passwordHash = await hashPassword(body.password);
  const lastName = body.lastName === undefined ? undefined : body.lastName || null;
  const contactNumber = body.contactNumber === undefined ? undefined : body.contactNumber || null;
  let userId: string;
  try {
    userId = await inTransaction(db, async (tx) => {
      const row = await findLiveSignupToken(tx, body.token, now);
      const existing = await findUserByEmail(tx, row.email);
      if (existing?.passwordHash) throw badRequest(SIGNUP_MESSAGES.alreadyRegistered);
      if (!(await consumeToken(tx, row.id, now))) throw badRequest(SIGNUP_MESSAGES.invalidLink);
      if (existing) {
        await completeInvitedUser(tx, existing.id, {
          firstName: body.firstName,
          lastName,
          contactNumber,
          passwordHash,
        });
        const invited = await findInvitedRoles(tx, existing.id);
        if (invited.length === 0) await insertPersonalInstitute(tx, existing.id, `${body.firstName}'s classroom`);
        return existing.id;
      }
      const user = await insertUser(tx, {
        email: row.email,
        firstName: body.firstName,
        lastName: lastName ?? null,
        contactNumber: contactNumber ?? null,
        passwordHash,
      });
      await insertPersonalInstitute(tx, user.id, `${body.firstName}'s classroom`);
      return user.id;
    });
  } catch (error) {
    // Two links for one email completed at once: the second insert meets the unique email.
    if (isUniqueViolation(error)) throw badRequest(SIGNUP_MESSAGES.alreadyRegistered);
    throw error;
  }
  const user = (await findUserById(db, userId))!;
  const membership = await findDefaultMembership(db, userId);
  const { token } = await openSession(db, userId, membership?.institute.id ?? null);
  return toSessionUser(user, token, membership);
}
