import { isStaff, type Role } from '@bright/contracts';

/**
 * Following a join link: staff of the class's institute cannot join as students; a member of the class
 * is already in; a pending request waits. Anyone else signed in may ask (they join the institute as a
 * student when approved).
 */
export function joinVerdict(instituteRoles: readonly Role[] | undefined, inClass: boolean, pending: boolean) {
  if (instituteRoles && isStaff(instituteRoles) && !instituteRoles.includes('learner')) return 'staff' as const;
  if (inClass) return 'member' as const;
  if (pending) return 'pending' as const;
  return 'ok' as const;
}
