import { randomInt } from 'node:crypto';
import { MESSAGES } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import type { SmsSender } from '../../lib/sms';
import { hashToken, safeEqual } from '../../lib/tokens';
import { toSessionUser } from './auth.presenter';
import { findDefaultMembership, findUserByPhone, setContactNumber } from './auth.queries';
import { openSession } from './auth.service';
import { loginGuard } from './login-guard';
import {
  consumeToken,
  findNewestLiveToken,
  insertToken,
  returnAttempt,
  takeAttempt,
} from './verification-tokens.queries';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_AFTER_MS = 30 * 1000;

export async function sendOtp(db: Db, sms: SmsSender, phone: string) {
  const now = new Date();
  const live = await findNewestLiveToken(db, 'phone_otp', { phone }, now);
  if (live && now.getTime() - live.createdAt.getTime() < OTP_RESEND_AFTER_MS) {
    throw new AppError('RATE_LIMITED', MESSAGES.otpWait);
  }
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertToken(db, {
    kind: 'phone_otp',
    tokenHash: hashToken(otp),
    userId: null,
    phone,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  await sms.send(phone, `Your Bright Classroom code is ${otp}. It expires in 5 minutes.`);
  return { expiresInSeconds: OTP_TTL_MS / 1000 };
}

/** Single use, short-lived, at most five tries: then the code is dead and a new one must be sent. */
async function takeOtp(db: Db, phone: string, otp: string) {
  const now = new Date();
  const code = await findNewestLiveToken(db, 'phone_otp', { phone }, now);
  // A try is taken atomically before comparing, so parallel guesses cannot exceed the allowance.
  if (!code || !(await takeAttempt(db, code.id, OTP_MAX_ATTEMPTS))) throw badRequest(MESSAGES.invalidCode);
  if (!safeEqual(code.tokenHash, hashToken(otp))) throw badRequest(MESSAGES.invalidCode);
  await returnAttempt(db, code.id);
  if (!(await consumeToken(db, code.id, now))) throw badRequest(MESSAGES.invalidCode);
}

export async function verifyOtp(db: Db, phone: string, otp: string, actor: Actor | null) {
  await takeOtp(db, phone, otp);
  if (actor) await setContactNumber(db, actor.userId, phone);
  return { verified: true as const };
}

export async function loginWithPhone(db: Db, phone: string, otp: string, address: string) {
  const account = `phone:${phone}`;
  await loginGuard.check(db, account, address);
  try {
    await takeOtp(db, phone, otp);
  } catch (error) {
    await loginGuard.fail(db, account, address);
    throw error;
  }
  const user = await findUserByPhone(db, phone);
  if (!user || !user.passwordHash) throw badRequest(MESSAGES.unregisteredUser);
  const membership = await findDefaultMembership(db, user.id);
  const { token } = await openSession(db, user.id, membership?.institute.id ?? null);
  return toSessionUser(user, token, membership);
}
