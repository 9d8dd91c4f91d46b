import type { InstitutePerson, StaffInfo, UserSummary } from '@bright/contracts';
import type { z } from 'zod';
import type { users } from '../../db/schema';
import { knownRoles } from '../../lib/roles';
import type { PersonRow } from './people.queries';

type UserRow = typeof users.$inferSelect;

/** Where a user's picture is served (with the session token); the version changes with each upload. */
export const pictureUrl = (user: Pick<UserRow, 'id' | 'profilePicture'>) =>
  user.profilePicture
    ? `/api/profile/picture/${encodeURIComponent(user.id)}?v=${encodeURIComponent(user.profilePicture.split('/').pop() ?? '')}`
    : null;

export function toInstitutePerson(row: PersonRow, callerId: string): InstitutePerson {
  const roles = knownRoles(row.roles);
  return {
    id: row.user.id,
    kneuraId: row.user.kneuraId,
    email: row.user.email,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    contactNumber: row.user.contactNumber,
    roles,
    isAdmin: roles.includes('admin'),
    emailVerified: row.user.emailVerified,
    registered: row.user.passwordHash !== null,
    joinedAt: row.joinedAt.toISOString(),
    isSelf: row.user.id === callerId,
  };
}

export function toUserSummary(row: PersonRow): z.infer<typeof UserSummary> {
  return {
    id: row.user.id,
    kneuraId: row.user.kneuraId,
    email: row.user.email,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    roles: knownRoles(row.roles),
    teacherCategory: row.user.teacherCategory,
    profilePictureUrl: pictureUrl(row.user),
  };
}

export const toStaffInfo = (user: UserRow): z.infer<typeof StaffInfo> => ({
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
});
