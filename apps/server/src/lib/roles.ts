import { ROLES, type Role } from '@bright/contracts';

/** The roles a membership row holds that this version knows; an unknown one (a newer release's) is dropped. */
export const knownRoles = (roles: readonly string[] | null | undefined): Role[] =>
  (roles ?? []).filter((role): role is Role => (ROLES as readonly string[]).includes(role));
