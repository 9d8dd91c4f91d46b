import { ROLES, type Role, type SessionUser } from '@bright/contracts';
import type { institutes, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type InstituteRow = typeof institutes.$inferSelect;

export function toSessionUser(
  user: UserRow,
  token: string,
  membership: { roles: string[]; institute: InstituteRow } | undefined,
): SessionUser {
  return {
    access_token: token,
    userId: user.id,
    kneura_id: user.kneuraId,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    instituteId: membership?.institute.id ?? null,
    instituteKneuraId: membership?.institute.kneuraId ?? null,
    instituteName: membership?.institute.name ?? null,
    roles: (membership?.roles ?? []).filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
    language: user.language,
    // Notifications are served by this same server: the session token doubles as the notification token.
    notificationToken: token,
  };
}
