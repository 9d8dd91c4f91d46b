import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Namespace } from 'socket.io';
import type { RedisTarget } from '../../config';

/** A socket event of a game, taken by the process that received it to the process that owns the game. */
export interface ForwardedCall {
  gameId: string;
  op: string;
  /** The socket that asked and who it is (as JSON: the actor's dates travel as text). */
  from: { socketId: string; actor: Record<string, unknown> };
  payload: unknown;
}

export type CallAnswer = { ok: true; data: unknown } | { ok: false; code: ErrorCode; message: string };

/**
 * Who owns each game (REALTIME-NOTES §2.3): the process holding its lease keeps it in memory and alone
 * runs its clock. With one process there is nothing to share: it owns every game.
 */
export interface GameOwners {
  readonly multiNode: boolean;
  /** Takes the lease, or keeps it when this process holds it already. */
  acquire(gameId: string): Promise<boolean>;
  /** Keeps the lease; false when it was lost. */
  renew(gameId: string): Promise<boolean>;
  release(gameId: string): Promise<void>;
  /** Whether any process holds the game's lease. */
  isHeld(gameId: string): Promise<boolean>;
  /** Hands a call to the other processes; the owner's answer, or null when none owns the game. */
  forward(call: ForwardedCall): Promise<CallAnswer | null>;
  close(): Promise<void>;
}

export const singleProcessOwners: GameOwners = {
  multiNode: false,
  acquire: async () => true,
  renew: async () => true,
  release: async () => undefined,
  isHeld: async () => true,
  forward: async () => null,
  close: async () => undefined,
};

/** A lease outlives its owner by at most this long: then another process resumes the game. */
export const LEASE_MS = 6_000;
export const RENEW_EVERY_MS = 2_000;

const leaseKey = (prefix: string, gameId: string) => `${prefix}:liveQuiz:owner:${gameId}`;
const ACQUIRE = `local held = redis.call('get', KEYS[1])
if held == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end
if held then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

type ServerSide = Namespace & {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  serverSideEmit(event: string, ...args: unknown[]): boolean;
};

/**
 * Several processes through Redis: a lease per game (SET NX PX, renewed by its holder) and the Socket.IO
 * Redis adapter's server-side events to carry a call to the owner and its answer back.
 */
export async function redisOwners(
  target: RedisTarget,
  namespace: Namespace,
  answerCall: (call: ForwardedCall) => Promise<CallAnswer | null>,
  log: FastifyBaseLogger,
): Promise<GameOwners> {
  const prefix = target.prefix;
  const redis = new Redis(target.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  const nodeId = randomUUID();
  const nsp = namespace as ServerSide;
  nsp.on('liveQuiz:call', (call: unknown, reply: unknown) => {
    const answer = typeof reply === 'function' ? (reply as (a: CallAnswer | null) => void) : () => undefined;
    answerCall(call as ForwardedCall).then(answer, (error: unknown) => {
      log.error({ err: error }, 'live quiz: a forwarded call failed');
      answer(null);
    });
  });
  const lease = async (script: string, gameId: string) =>
    Number(await redis.eval(script, 1, leaseKey(prefix, gameId), nodeId, String(LEASE_MS))) === 1;
  return {
    multiNode: true,
    acquire: (gameId) => lease(ACQUIRE, gameId),
    renew: (gameId) => lease(RENEW, gameId).catch(() => false),
    release: async (gameId) => {
      await redis.eval(RELEASE, 1, leaseKey(prefix, gameId), nodeId).catch(() => undefined);
    },
    isHeld: async (gameId) => (await redis.exists(leaseKey(prefix, gameId))) === 1,
    forward: (call) =>
      new Promise((resolve) => {
        // Every other process answers (null unless it owns the game); the adapter waits 5 s at most.
        nsp.serverSideEmit('liveQuiz:call', call, (_error: unknown, answers: unknown) => {
          const found = Array.isArray(answers) ? (answers as (CallAnswer | null)[]).find(Boolean) : undefined;
          resolve(found ?? null);
        });
      }),
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}
