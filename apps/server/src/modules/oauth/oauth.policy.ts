import type { GoogleSignInMode } from '@bright/contracts';

/** A user's membership as the sign-in rules see it (listMemberships order: the default institute first). */
export interface MembershipView<I = unknown> {
  roles: string[];
  institute: I;
}

const isAdmin = (membership: MembershipView) => membership.roles.includes('admin');

/** `login` admits anyone; `admin` (the admin app) only an admin of some institute. */
export const canSignInWithGoogle = (mode: GoogleSignInMode, memberships: readonly MembershipView[]) =>
  mode === 'login' || memberships.some(isAdmin);

/** The institute a new session opens in: the default one; for the admin app, the first they administer. */
export function sessionMembership<I>(mode: GoogleSignInMode, memberships: readonly MembershipView<I>[]) {
  return mode === 'admin' ? memberships.find(isAdmin) : memberships[0];
}
