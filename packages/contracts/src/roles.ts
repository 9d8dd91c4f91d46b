import { z } from 'zod';

export const ROLES = ['admin', 'instructor', 'learner'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** What each role is, as data: a new role breaks the build until it is placed here. */
export const ROLE_INFO = {
  admin: { staff: true, label: 'Administrator' },
  instructor: { staff: true, label: 'Teacher' },
  learner: { staff: false, label: 'Student' },
} as const satisfies Record<Role, { staff: boolean; label: string }>;

export const isStaff = (roles: readonly Role[]) => roles.some((role) => ROLE_INFO[role].staff);
