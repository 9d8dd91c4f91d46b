import { z } from 'zod';
import { access } from './access';
import { Email } from './auth';
import { emptyData, envelope } from './envelope';
import { provideMessage } from './errors';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** A mailed email-verification link stays valid for a day. */
export const EMAIL_VERIFY_LINK_EXPIRY_MS = 24 * 60 * 60 * 1000;

export const EMAIL_VERIFICATION_MESSAGES = defineMessages('emailVerification', {
  verified: 'Email successfully verified',
  failed: 'Failed to verify email',
  invalidToken: 'Invalid verify_token',
  alreadyValid: 'Already valid email',
  userNotPresent: 'User with the email is not present',
  userNotFound: 'User not found',
  mailSent: 'Verification mail sent',
  registrationLinkSent: 'The user has not registered yet: a registration link was sent instead',
  status: 'Email verification status',
} as const);

/** SPEC §3 "Email verification". `validityExpired`: no live verification link is waiting. */
export const EmailVerifyStatus = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  validityExpired: z.boolean(),
});
export type EmailVerifyStatus = z.infer<typeof EmailVerifyStatus>;

export const emailVerifyStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/galileo/emailVerifyStatus',
  summary: 'Whether an email is verified, and whether its last verification link has expired',
  tags: ['email-verification'],
  access: access.public,
  query: z.strictObject({ email: Email }),
  response: envelope(EmailVerifyStatus),
});

export const VerifyUserEmailBody = z.strictObject({
  verify_token: z
    .string({ error: provideMessage('verify_token') })
    .trim()
    .min(1, { error: provideMessage('verify_token') })
    .max(512, { error: 'verify_token is too long' }),
});

export const verifyUserEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/verifyUserEmail',
  summary: 'Verify an email with the token of a mailed link',
  tags: ['email-verification'],
  access: access.public,
  body: VerifyUserEmailBody,
  response: envelope(z.object({ email: z.string() })),
});

export const resendEmailVerificationMailRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/resendEmailVerificationMail',
  summary: 'Mail a new email-verification link',
  tags: ['email-verification'],
  access: access.public,
  body: z.strictObject({ email: Email }),
  response: envelope(emptyData),
});

const UserIdParam = z.strictObject({
  id: z
    .string({ error: provideMessage('id') })
    .min(1, { error: provideMessage('id') })
    .max(100, { error: EMAIL_VERIFICATION_MESSAGES.userNotFound }),
});

export const adminSendVerificationLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/admin/sendVerificationLink/:id',
  summary: "Mail a verification link to a user of the admin's institute (a registration link if not registered)",
  tags: ['email-verification'],
  access: access.roles('admin'),
  params: UserIdParam,
  response: envelope(z.object({ kind: z.enum(['email_verify', 'signup']) })),
});

export const isEmailVerifiedRoute = defineRoute({
  method: 'GET',
  path: '/api/user/is-email-verified/:id',
  summary: 'Whether a user of your institute (or you) has a verified email',
  tags: ['email-verification'],
  access: access.signedIn,
  params: UserIdParam,
  response: envelope(z.object({ userId: z.string(), email: z.string(), emailVerified: z.boolean() })),
});
