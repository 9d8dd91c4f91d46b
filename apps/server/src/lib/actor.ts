import type { Role } from '@bright/contracts';

/** Who is asking: resolved from the token by the access plugin, passed to every service. */
export interface Actor {
  userId: string;
  sessionId: string;
  instituteId: string | null;
  roles: Role[];
  expiresAt: Date;
  /** A live quiz guest on a socket: no account, no roles (see realtime handshake). */
  guest?: boolean;
}

export const hasRole = (actor: Actor, ...roles: Role[]) => actor.roles.some((role) => roles.includes(role));
