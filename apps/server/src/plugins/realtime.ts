import { REALTIME_NAMESPACES, rooms } from '@bright/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Actor } from '../lib/actor';
import { resolveToken } from '../modules/auth';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: { io: Server; mode: 'single-process' | 'redis' };
  }
}

export interface SocketData {
  actor: Actor;
}

function handshakeToken(socket: Socket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown };
  if (typeof auth.token === 'string') return auth.token;
  const header = socket.handshake.headers.access_token;
  return typeof header === 'string' ? header : undefined;
}

/** One Socket.IO server on the app's HTTP server; the Redis adapter joins several processes into one. */
export default fp(
  async function realtimePlugin(app: FastifyInstance, options: { redisUrl?: string }) {
    const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
    const redisClients: Redis[] = [];
    if (options.redisUrl) {
      const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub));
    }

    for (const name of REALTIME_NAMESPACES) {
      io.of(name).use(async (socket, next) => {
        const token = handshakeToken(socket);
        if (!token) return next(new Error('session expired'));
        const resolution = await resolveToken(app.db, token).catch(() => null);
        if (!resolution || !('actor' in resolution)) return next(new Error('session expired'));
        (socket.data as SocketData).actor = resolution.actor;
        await socket.join(rooms.user(resolution.actor.userId));
        next();
      });
    }

    app.decorate('realtime', { io, mode: options.redisUrl ? 'redis' : 'single-process' });
    // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
    app.addHook('preClose', async () => {
      for (const name of ['/', ...REALTIME_NAMESPACES]) io.of(name).local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['database'] },
);
