import type { EmailVerifyStatus } from '@bright/contracts';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** SPEC §3 "Email verification": validityExpired when no live link waits for an unverified email. */
export const toEmailVerifyStatus = (user: UserRow, hasLiveLink: boolean): EmailVerifyStatus => ({
  email: user.email,
  emailVerified: user.emailVerified,
  validityExpired: !user.emailVerified && !hasLiveLink,
});

export const toUserEmailState = (user: UserRow) => ({
  userId: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
});
