import { ROLES, type Role } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { hashToken } from '../../lib/tokens';
import { type SessionRow, findSessionByTokenHash, findSessionsByTokenHashes } from './session.queries';

export type TokenResolution = { actor: Actor } | { problem: 'invalid' | 'expired' };

const knownRoles = (roles: string[] | null): Role[] =>
  (roles ?? []).filter((role): role is Role => (ROLES as readonly string[]).includes(role));

/** Turns a bearer token into the actor behind it, or says why it cannot. */
export async function resolveToken(db: Db, token: string, now = new Date()): Promise<TokenResolution> {
  return resolveTokenHash(db, hashToken(token), now);
}

/** The same, from the token's digest (what the session cache keys on). */
export async function resolveTokenHash(db: Db, tokenHash: string, now = new Date()): Promise<TokenResolution> {
  return resolutionOf(await findSessionByTokenHash(db, tokenHash), now);
}

/** resolveTokenHash for several digests at once, in one statement; each digest's resolution in order. */
export async function resolveTokenHashes(db: Db, tokenHashes: string[], now = new Date()): Promise<TokenResolution[]> {
  const rows = await findSessionsByTokenHashes(db, tokenHashes);
  const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
  return tokenHashes.map((tokenHash) => resolutionOf(byHash.get(tokenHash), now));
}

function resolutionOf(row: SessionRow | undefined, now: Date): TokenResolution {
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
