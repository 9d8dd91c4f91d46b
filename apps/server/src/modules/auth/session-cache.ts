import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Batcher } from '../../lib/batcher';
import { hashToken } from '../../lib/tokens';
import { type TokenResolution, resolveTokenHash, resolveTokenHashes } from './session.service';

/** Whose sessions changed: one session, or every session of some users. */
export type SessionTarget = { sessionId: string } | { userId: string } | { userIds: readonly string[] };

/** The other server processes; forget resolves once each of them has forgotten the target. */
export interface SessionPeers {
  forget(target: SessionTarget): Promise<void>;
}

/** Enough for every signed-in user of a large school district at once; the oldest unused go first. */
const MAX_SESSIONS = 50_000;
/**
 * Revocations reach every process by message, at once. This bounds what a lost message could cost
 * (a Redis failover mid-publish) and what a change made outside the app (a hand-run SQL update) waits.
 */
const TTL_MS = 30_000;
/** The most sessions one read takes. */
const MAX_READ_BATCH = 500;

const frozen = (actor: Actor): Actor =>
  Object.freeze({ ...actor, roles: Object.freeze([...actor.roles]) as Actor['roles'] });

function matches(actor: Actor, target: SessionTarget) {
  if ('sessionId' in target) return actor.sessionId === target.sessionId;
  if ('userId' in target) return actor.userId === target.userId;
  return target.userIds.includes(actor.userId);
}

/**
 * The session behind a token, read from the database once and then held in memory: every signed-in
 * request needs it. Whatever ends or alters a session (sign-out, a password change, a role change, a
 * removal) calls forget() after its commit, which drops it here and on every other process before it
 * returns. A read that was under way when a forget came is not kept, so it cannot bring back what was
 * forgotten. While the processes cannot hear each other (Redis is down), nothing is kept.
 */
export class SessionCache {
  private readonly actors = new LRUCache<string, Actor>({ max: MAX_SESSIONS, ttl: TTL_MS });
  /** Reads under way, so a burst of requests with one token costs one query. */
  private readonly loading = new Map<string, Promise<TokenResolution>>();
  private generation = 0;
  private suspended = false;
  private peers: SessionPeers | null = null;

  /**
   * Sessions not yet held are read together: a class whose sessions are not in memory yet (a restart,
   * the first minute of a test) costs one statement per batch instead of one per student.
   */
  private readonly reads: Batcher<string, TokenResolution>;

  constructor(db: Db) {
    this.reads = new Batcher({
      run: async (tokenHashes) => {
        const resolutions =
          tokenHashes.length === 1
            ? [await resolveTokenHash(db, tokenHashes[0]!)]
            : await resolveTokenHashes(db, tokenHashes);
        return resolutions.map((value) => ({ ok: true, value }));
      },
      maxSize: MAX_READ_BATCH,
    });
  }

  resolve(token: string, now = new Date()): Promise<TokenResolution> {
    return this.resolveHash(hashToken(token), now);
  }

  /** resolve() for a token already digested (the access hook digests each request's token once). */
  async resolveHash(tokenHash: string, now = new Date()): Promise<TokenResolution> {
    const actor = this.actors.get(tokenHash);
    if (actor) return actor.expiresAt > now ? { actor } : { problem: 'expired' };
    return this.loading.get(tokenHash) ?? this.load(tokenHash);
  }

  /** Drops the target here and on every other process; call it after the change is committed. */
  async forget(target: SessionTarget): Promise<void> {
    this.forgetHere(target);
    await this.peers?.forget(target);
  }

  /** Drops the target in this process only (what a peer's message asks for). */
  forgetHere(target: SessionTarget) {
    this.generation += 1;
    this.loading.clear();
    for (const [tokenHash, actor] of this.actors.entries()) {
      if (matches(actor, target)) this.actors.delete(tokenHash);
    }
  }

  /** Redis carries forget() to the other processes from now on. */
  connectPeers(peers: SessionPeers) {
    this.peers = peers;
  }

  /** While this process cannot hear the others, every request reads its session afresh. */
  suspend() {
    this.suspended = true;
    this.generation += 1;
    this.loading.clear();
    this.actors.clear();
  }

  resume() {
    this.suspended = false;
  }

  private load(tokenHash: string): Promise<TokenResolution> {
    const generation = this.generation;
    const pending = this.reads
      .add(tokenHash)
      .then((resolution) => this.keep(tokenHash, resolution, generation))
      .finally(() => {
        if (this.loading.get(tokenHash) === pending) this.loading.delete(tokenHash);
      });
    this.loading.set(tokenHash, pending);
    return pending;
  }

  private keep(tokenHash: string, resolution: TokenResolution, generation: number): TokenResolution {
    if (!('actor' in resolution)) return resolution;
    const actor = frozen(resolution.actor);
    if (generation === this.generation && !this.suspended) this.actors.set(tokenHash, actor);
    return { actor };
  }
}
