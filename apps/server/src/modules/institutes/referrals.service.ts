import { INSTITUTE_MESSAGES } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Mailer } from '../../lib/mail';
import { notFound } from '../../lib/app-error';
import { newCode } from '../../lib/tokens';
import { enforce } from '../../lib/authorize';
import { canShareInstituteReferral } from './institutes.policy';
import * as q from './institutes.queries';

export interface ReferralContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

const referralLink = (appUrl: string, code: string) => `${appUrl}/signup?referralCode=${encodeURIComponent(code)}`;

/** The institute's referral code, made on first ask (a race between two first asks keeps one code). */
export async function instituteReferralCode(ctx: ReferralContext, actor: Actor, instituteId: string) {
  enforce(canShareInstituteReferral(actor, instituteId), INSTITUTE_MESSAGES.instituteNotFound);
  const code = await ctx.db.transaction((tx) => q.ensureInstituteReferralCode(tx, instituteId, newCode(10)));
  if (!code) throw notFound(INSTITUTE_MESSAGES.instituteNotFound);
  return { referralCode: code, link: referralLink(ctx.appUrl, code) };
}

/** Mails the active institute's referral code to an address. */
export async function shareInstituteReferral(ctx: ReferralContext, actor: Actor, email: string) {
  const referral = await instituteReferralCode(ctx, actor, actor.instituteId ?? '');
  const institute = await q.findInstituteById(ctx.db, actor.instituteId!);
  await ctx.mailer.send({
    to: email,
    subject: `Join ${institute!.name} on Bright Classroom`,
    text:
      `You have been invited to join ${institute!.name} on Bright Classroom.\n\n` +
      `Sign up with the referral code ${referral.referralCode}:\n${referral.link}\n`,
    link: referral.link,
  });
  return referral;
}

/** Mails the caller's own referral code (made on first use) to an address. */
export async function shareTeacherReferral(ctx: ReferralContext, actor: Actor, email: string) {
  enforce(canShareInstituteReferral(actor, actor.instituteId ?? ''), INSTITUTE_MESSAGES.instituteNotFound);
  const code = await ctx.db.transaction((tx) => q.ensureUserReferralCode(tx, actor.userId, newCode(10)));
  const user = await q.findUserById(ctx.db, actor.userId);
  if (!code || !user) throw notFound('User not found');
  const link = referralLink(ctx.appUrl, code);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  await ctx.mailer.send({
    to: email,
    subject: `${name} invites you to Bright Classroom`,
    text: `${name} uses Bright Classroom and invites you to try it.\n\nSign up with the referral code ${code}:\n${link}\n`,
    link,
  });
  return { referralCode: code, link };
}
