import type { Role } from './roles';

/**
 * A route's access policy, declared next to its schema. `public` needs no token; `signedIn` any valid
 * session; `roles` a session whose roles in the active institute include one of them. Resource rules
 * (is this the class's teacher?) live in each feature's policy file.
 */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly Role[] };

export const access = {
  public: { kind: 'public' } as const,
  signedIn: { kind: 'signedIn' } as const,
  roles: (...roles: Role[]): Access => ({ kind: 'roles', roles }),
};
