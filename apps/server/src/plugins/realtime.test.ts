import { rooms } from '@bright/contracts';
import { type Socket, io as connectClient } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { type TestApp, createTestApp, listenOnLoopback, loginAs } from '../../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL;

const sockets: Socket[] = [];
const connect = (baseUrl: string, token?: string) => {
  const socket = connectClient(`${baseUrl}/notifications`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    timeout: 5_000,
    ...(token ? { auth: { token } } : {}),
  });
  sockets.push(socket);
  return socket;
};

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const refused = (socket: Socket) =>
  new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a valid token')));
    socket.once('connect_error', resolve);
  });

const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe('realtime, one process', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(() => t?.close());

  it('refuses a handshake without a token, or with a bad one', async () => {
    expect((await refused(connect(baseUrl))).message).toBe('session expired');
    expect((await refused(connect(baseUrl, 'garbage'))).message).toBe('session expired');
  });

  it('accepts a valid token and delivers what is emitted to the user room', async () => {
    const { user, email } = await buildUser(t.app.db);
    const socket = connect(baseUrl, await loginAs(t.app, email));
    await connected(socket);
    const received = nextEvent<{ title: string }>(socket, 'notification');
    const push = { id: 'n1', title: 'Hello', body: 'Welcome', createdAt: new Date().toISOString() };
    t.app.realtime.io.of('/notifications').to(rooms.user(user.id)).emit('notification', push);
    expect(await received).toEqual(push);
    expect(t.app.realtime.mode).toBe('single-process');
  });

  it('does not deliver another user room', async () => {
    const [me, other] = await Promise.all([buildUser(t.app.db), buildUser(t.app.db)]);
    const socket = connect(baseUrl, await loginAs(t.app, me.email));
    await connected(socket);
    const received = nextEvent(socket, 'newMessagesCount', 300).then(
      () => 'delivered',
      () => 'not delivered',
    );
    t.app.realtime.io.of('/notifications').to(rooms.user(other.user.id)).emit('newMessagesCount', 3);
    expect(await received).toBe('not delivered');
  });
});

describe('realtime across two processes through Redis', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it.skipIf(!REDIS_URL)(
    'delivers an event emitted on app A to a client of app B (set TEST_REDIS_URL to run)',
    async () => {
      a = await createTestApp({ redisUrl: REDIS_URL });
      b = await createTestApp({ redisUrl: REDIS_URL, database: a.database });
      expect(a.app.realtime.mode).toBe('redis');
      await listenOnLoopback(a.app);
      const baseB = await listenOnLoopback(b.app);

      const { user, email } = await buildUser(a.app.db);
      const socket = connect(baseB, await loginAs(a.app, email));
      await connected(socket);
      const received = nextEvent<number>(socket, 'newMessagesCount');
      a.app.realtime.io.of('/notifications').to(rooms.user(user.id)).emit('newMessagesCount', 7);
      expect(await received).toBe(7);
    },
  );
});
