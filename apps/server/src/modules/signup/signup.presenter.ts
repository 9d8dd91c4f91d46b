import type { RegistrationLink } from '@bright/contracts';
import type { users } from '../../db/schema';

/** The registration page's view of a link: its email, and the names an inviting institute entered. */
export const toRegistrationLink = (
  email: string,
  invited: typeof users.$inferSelect | undefined,
): RegistrationLink => ({
  email,
  firstName: invited?.firstName ?? null,
  lastName: invited?.lastName ?? null,
  invited: Boolean(invited),
});
