import { ROLES, type Role } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { hashToken } from '../../lib/tokens';
import { findSessionByTokenHash } from './session.queries';

export type TokenResolution = { actor: Actor } | { problem: 'invalid' | 'expired' };

const knownRoles = (roles: string[] | null): Role[] =>
  (roles ?? []).filter((role): role is Role => (ROLES as readonly string[]).includes(role));

/** Turns a bearer token into the actor behind it, or says why it cannot. */
export async function resolveToken(db: Db, token: string, now = new Date()): Promise<TokenResolution> {
  return resolveTokenHash(db, hashToken(token), now);
}

/** The same, from the token's digest (what the session cache keys on). */
export async function resolveTokenHash(db: Db, tokenHash: string, now = new Date()): Promise<TokenResolution> {
  const row = await findSessionByTokenHash(db, tokenHash);
  if (!row) return { problem: 'invalid' };
  if (row.revokedAt || row.expiresAt <= now) return { problem: 'expired' };
  return {
    actor: {
      userId: row.userId,
      sessionId: row.sessionId,
      instituteId: row.instituteId,
      roles: knownRoles(row.roles),
      expiresAt: row.expiresAt,
    },
  };
}
