import {
  REALTIME_NAMESPACES,
  type RealtimeMaps,
  type RealtimeNamespace,
  SOCKET_ERROR_CODES as CODES,
  SOCKET_MESSAGES,
  type SocketErrorCode,
  rooms,
} from '@bright/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type Namespace, Server, type Socket } from 'socket.io';
import type { RedisTarget } from '../config';
import type { Actor } from '../lib/actor';
import {
  DEFAULT_FLOOD_LIMITS,
  FloodGuard,
  type FloodLimits,
  NAMESPACE_FLOOD_LIMITS,
} from '../lib/realtime/flood-guard';
import { authenticateHandshake } from '../lib/realtime/handshake';
import { handshakeError, refusal } from '../lib/realtime/refusal';
import { RoomPolicies } from '../lib/realtime/room-policies';
import { SocketHandlers } from '../lib/realtime/socket-handlers';
import {
  type SessionCache,
  type SessionPeers,
  type SessionTarget as CachedSessions,
  findRevokedSessionIds,
} from '../modules/auth';

export type TypedNamespace<N extends RealtimeNamespace> = Namespace<
  RealtimeMaps[N]['client'],
  RealtimeMaps[N]['server'],
  Record<string, never>,
  RealtimeMaps[N]['data']
>;

/** Whose sockets to close: one session's, or a user's (all but one session, after a password change). */
export type SessionTarget = { sessionId: string } | { userId: string; exceptSessionId?: string };

export interface Realtime {
  io: Server;
  mode: 'single-process' | 'redis';
  of: <N extends RealtimeNamespace>(namespace: N) => TypedNamespace<N>;
  handlers: SocketHandlers;
  rooms: RoomPolicies;
  /**
   * Forgets the target's sessions and disconnects their sockets on every process; call it after the
   * change is committed, and await it before answering, so the next request anywhere sees the change.
   */
  endSessions: (target: SessionTarget, code?: SocketErrorCode) => Promise<void>;
  /** Forgets the user's sessions everywhere, and closes their sockets whose sessions are revoked by now. */
  endRevokedSessions: (userId: string) => Promise<void>;
  /** Also runs at every endSessions, after the namespaces' sockets are closed (paired displays close theirs). */
  onSessionsEnded: (listener: SessionsEndedListener) => void;
}

export type SessionsEndedListener = (target: SessionTarget, code: SocketErrorCode) => Promise<void> | void;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  /** Several processes joined through Redis; its prefix names the adapter's channels. Unset: one process. */
  redis?: RedisTarget;
  flood?: Partial<FloodLimits>;
}

/** Timers past 2^31 ms fire at once; a session that long is closed by a later check instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function closeSocket(socket: Socket, code: SocketErrorCode, message: string) {
  socket.emit('session:closed', refusal(code, message));
  socket.disconnect(true);
}

/** Runs every incoming event through the handlers; counts it; cuts a connection that floods. */
function serveEvents(app: FastifyInstance, namespace: RealtimeNamespace, socket: Socket, limits: FloodLimits) {
  const guard = new FloodGuard(limits);
  const cutIfFlooding = () => {
    if (!guard.exceeded || socket.disconnected) return false;
    app.log.warn({ userId: (socket.data as { actor: Actor }).actor.userId, namespace }, 'socket flooding: cut');
    closeSocket(socket, CODES.flooding, SOCKET_MESSAGES.flooding);
    return true;
  };
  socket.use(([name, ...args]) => {
    guard.countEvent();
    if (cutIfFlooding()) return;
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: unknown) => void) : undefined;
    const answering = ack
      ? app.realtime.handlers.answer(namespace, socket, { name: String(name), payload: args[0] }, (error) =>
          app.log.error({ err: error, event: name, namespace }, 'socket handler failed'),
        )
      : Promise.resolve(refusal(CODES.badPayload, SOCKET_MESSAGES.noAck));
    void answering.then((answer) => {
      if (!answer.ok) guard.countRefusal();
      ack?.(answer);
      cutIfFlooding();
    });
  });
}

function closeAtExpiry(socket: Socket, actor: Actor) {
  const timer = setTimeout(
    () => closeSocket(socket, CODES.sessionExpired, 'session expired'),
    Math.min(Math.max(actor.expiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS),
  );
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}

function endSessionsOn(io: Server, sessions: SessionCache, listeners: SessionsEndedListener[]) {
  return async (target: SessionTarget, code: SocketErrorCode = CODES.sessionEnded) => {
    await sessions.forget('sessionId' in target ? { sessionId: target.sessionId } : { userId: target.userId });
    const message = code === CODES.accessChanged ? SOCKET_MESSAGES.accessChanged : SOCKET_MESSAGES.sessionEnded;
    for (const name of REALTIME_NAMESPACES) {
      let scope = io.of(name).in('sessionId' in target ? rooms.session(target.sessionId) : rooms.user(target.userId));
      if ('exceptSessionId' in target && target.exceptSessionId)
        scope = scope.except(rooms.session(target.exceptSessionId));
      scope.emit('session:closed', refusal(code, message));
      scope.disconnectSockets(true);
    }
    for (const listener of listeners) await listener(target, code);
  };
}

function endRevokedSessionsOn(io: Server, app: FastifyInstance, end: ReturnType<typeof endSessionsOn>) {
  return async (userId: string) => {
    await app.sessions.forget({ userId });
    const held = await Promise.all(
      REALTIME_NAMESPACES.map((name) => io.of(name).in(rooms.user(userId)).fetchSockets()),
    );
    const sessionIds = [...new Set(held.flat().map((socket) => (socket.data as { actor: Actor }).actor.sessionId))];
    const revoked = await findRevokedSessionIds(app.db, sessionIds);
    await Promise.all(revoked.map((sessionId) => end({ sessionId })));
  };
}

const FORGET_SESSIONS = 'sessions:forget';

/**
 * Carries the session cache's forget() to every other process over the adapter's Redis connections,
 * and waits for each of them to confirm. A failure is logged, not thrown: the change is committed,
 * and the caches' short lifetime bounds what a lost message costs.
 */
function sessionPeers(io: Server, app: FastifyInstance): SessionPeers {
  io.on(FORGET_SESSIONS, (target: CachedSessions, ack: (done: boolean) => void) => {
    app.sessions.forgetHere(target);
    ack(true);
  });
  return {
    forget: async (target) => {
      await io.serverSideEmitWithAck(FORGET_SESSIONS, target).catch((error: unknown) => {
        app.log.error({ err: error }, 'other processes did not confirm a session change');
      });
    },
  };
}

/** Nothing is cached while the subscription that brings other processes' changes is down. */
function suspendCacheWhileDeaf(sub: Redis, sessions: SessionCache) {
  sub.on('close', () => sessions.suspend());
  sub.on('ready', () => sessions.resume());
}

/**
 * The Redis adapter publishes without awaiting: a publish that fails (the connection closing while the server
 * shuts down, or Redis gone) would be an unhandled rejection. It is logged; the adapter's own timeouts answer
 * the requests that never went out.
 */
function publishWithoutUnhandledRejections(pub: Redis, log: FastifyBaseLogger) {
  const publish = pub.publish.bind(pub) as (channel: string | Buffer, message: string | Buffer) => Promise<number>;
  Object.assign(pub, {
    publish: (channel: string | Buffer, message: string | Buffer) =>
      publish(channel, message).catch((error: unknown) => {
        log.warn({ err: error }, 'realtime: a Redis publish failed');
        return 0;
      }),
  });
}

/** One Socket.IO server on the app's HTTP server; the Redis adapter joins several processes into one. */
export default fp(
  async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions) {
    const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
    const limits = { ...DEFAULT_FLOOD_LIMITS, ...options.flood };
    const redisClients: Redis[] = [];
    if (options.redis) {
      const pub = new Redis(options.redis.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      publishWithoutUnhandledRejections(pub, app.log);
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub, { key: `${options.redis.prefix}:socket.io` }));
      app.sessions.connectPeers(sessionPeers(io, app));
      suspendCacheWhileDeaf(sub, app.sessions);
    }

    io.of('/').use((_socket, next) => next(handshakeError(CODES.badHandshake, SOCKET_MESSAGES.namespaceOnly)));
    for (const name of REALTIME_NAMESPACES) {
      const namespace = io.of(name);
      namespace.use((socket, next) => {
        authenticateHandshake(name, socket, (token) => app.sessions.resolve(token))
          .then(async (data) => {
            Object.assign(socket.data, data);
            await socket.join([rooms.user(data.actor.userId), rooms.session(data.actor.sessionId)]);
            next();
          })
          .catch((error: Error) => next(error));
      });
      const namespaceLimits = { ...limits, ...NAMESPACE_FLOOD_LIMITS[name], ...options.flood };
      namespace.on('connection', (socket) => {
        serveEvents(app, name, socket, namespaceLimits);
        closeAtExpiry(socket, (socket.data as { actor: Actor }).actor);
      });
    }

    const sessionsEndedListeners: SessionsEndedListener[] = [];
    const endSessions = endSessionsOn(io, app.sessions, sessionsEndedListeners);
    app.decorate('realtime', {
      io,
      mode: options.redis ? 'redis' : 'single-process',
      of: <N extends RealtimeNamespace>(name: N) => io.of(name) as unknown as TypedNamespace<N>,
      handlers: new SocketHandlers(),
      rooms: new RoomPolicies(),
      endSessions,
      endRevokedSessions: endRevokedSessionsOn(io, app, endSessions),
      onSessionsEnded: (listener) => void sessionsEndedListeners.push(listener),
    } satisfies Realtime);
    // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
    app.addHook('preClose', async () => {
      for (const name of ['/', ...REALTIME_NAMESPACES]) io.of(name).local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['database', 'access'] },
);
