import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Namespace } from 'socket.io';
import type { RedisTarget } from '../../config';

/** An update one node received from its client, handed to the other nodes' copies of the page. */
export interface RelayedUpdate {
  pageId: string;
  generation: number;
  update: Uint8Array;
}

/**
 * How the nodes of one deployment share a page (REALTIME-NOTES §1.7): the node that holds a page's lease
 * is its owner and alone persists it; every node keeps a copy for its own sockets and applies what the
 * others relay (a CRDT is idempotent, so a repeat does no harm). One process alone owns everything.
 */
export interface Relay {
  readonly multiNode: boolean;
  acquire(pageId: string): Promise<boolean>;
  /** Keeps the lease; false when it was lost to another node. */
  renew(pageId: string): Promise<boolean>;
  release(pageId: string): Promise<void>;
  /** Hands an update to the other nodes; true when the owner among them stored it. */
  forward(message: RelayedUpdate): Promise<boolean>;
  /** Tells the other nodes to drop their copy of a page (cleared or deleted). */
  announceDiscard(pageId: string): void;
  close(): Promise<void>;
}

export interface RelayHandlers {
  /** Applies a relayed update; resolves true when this node, as owner, stored it. */
  onUpdate: (message: RelayedUpdate) => Promise<boolean>;
  onDiscard: (pageId: string) => void;
}

export const singleProcessRelay: Relay = {
  multiNode: false,
  acquire: async () => true,
  renew: async () => true,
  release: async () => undefined,
  forward: async () => false,
  announceDiscard: () => undefined,
  close: async () => undefined,
};

const LEASE_MS = 15_000;
const leaseKey = (prefix: string, pageId: string) => `${prefix}:board:owner:${pageId}`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

type ServerSide = Namespace & {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  serverSideEmit(event: string, ...args: unknown[]): boolean;
};

/**
 * Several nodes through Redis: a lease per page (SET NX PX, renewed by its holder) and the Socket.IO
 * Redis adapter's server-side events to carry updates between the nodes' copies.
 */
export async function redisRelay(
  target: RedisTarget,
  namespace: Namespace,
  handlers: RelayHandlers,
  log: FastifyBaseLogger,
): Promise<Relay> {
  const prefix = target.prefix;
  const redis = new Redis(target.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  const nodeId = randomUUID();
  const nsp = namespace as ServerSide;
  nsp.on('wb:relay', (message: unknown, reply: unknown) => {
    const answer = typeof reply === 'function' ? (reply as (stored: boolean) => void) : () => undefined;
    handlers.onUpdate(toRelayed(message)).then(answer, (error: unknown) => {
      log.warn({ err: error }, 'board relay: update not applied');
      answer(false);
    });
  });
  nsp.on('wb:discard', (pageId: unknown) => {
    if (typeof pageId === 'string') handlers.onDiscard(pageId);
  });
  return {
    multiNode: true,
    acquire: async (pageId) => (await redis.set(leaseKey(prefix, pageId), nodeId, 'PX', LEASE_MS, 'NX')) === 'OK',
    renew: async (pageId) =>
      Number(await redis.eval(RENEW, 1, leaseKey(prefix, pageId), nodeId, String(LEASE_MS))) === 1,
    release: async (pageId) => {
      await redis.eval(RELEASE, 1, leaseKey(prefix, pageId), nodeId).catch(() => undefined);
    },
    forward: (message) =>
      new Promise<boolean>((resolve) => {
        // The adapter sends server-side events as JSON: the bytes travel as base64. It waits for every other
        // node (5 s at most) and answers with what came.
        const wire = { ...message, update: Buffer.from(message.update).toString('base64') };
        nsp.serverSideEmit('wb:relay', wire, (_error: unknown, answers: unknown) => {
          resolve(Array.isArray(answers) && answers.includes(true));
        });
      }),
    announceDiscard: (pageId) => {
      nsp.serverSideEmit('wb:discard', pageId);
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}

function toRelayed(message: unknown): RelayedUpdate {
  const { pageId, generation, update } = (message ?? {}) as {
    pageId?: unknown;
    generation?: unknown;
    update?: unknown;
  };
  if (typeof pageId !== 'string' || typeof generation !== 'number' || typeof update !== 'string') {
    throw new Error('malformed relay message');
  }
  return { pageId, generation, update: new Uint8Array(Buffer.from(update, 'base64')) };
}
