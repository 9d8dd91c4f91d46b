import { REALTIME_PROTOCOL_VERSION, type RealtimeNamespace, type SocketAck } from '@bright/contracts';
import { type Socket, io as connectClient } from 'socket.io-client';

/** Real socket.io-client connections against an app listening on loopback; close them with closeAll. */
export class SocketClients {
  private readonly open: Socket[] = [];

  connect(
    baseUrl: string,
    options: { namespace?: RealtimeNamespace; token?: string; auth?: Record<string, unknown> } = {},
  ): Socket {
    const auth = {
      protocol: REALTIME_PROTOCOL_VERSION,
      ...(options.token ? { token: options.token } : {}),
      ...options.auth,
    };
    const socket = connectClient(`${baseUrl}${options.namespace ?? '/notifications'}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      timeout: 5_000,
      auth,
    });
    this.open.push(socket);
    return socket;
  }

  /** Connects and waits for the server to accept. */
  async connected(baseUrl: string, options: Parameters<SocketClients['connect']>[1] = {}) {
    const socket = this.connect(baseUrl, options);
    await connected(socket);
    return socket;
  }

  closeAll() {
    for (const socket of this.open.splice(0)) socket.disconnect();
  }
}

export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

/** The handshake's refusal: its message and its data `{code, message}`. */
export const refused = (socket: Socket) =>
  new Promise<{ message: string; data?: { code: string; message: string } }>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, but should have been refused')));
    socket.once('connect_error', (error: Error & { data?: { code: string; message: string } }) =>
      resolve({ message: error.message, data: error.data }),
    );
  });

export const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** Resolves with the server's disconnect reason. */
export const disconnected = (socket: Socket, timeoutMs = 5_000) =>
  new Promise<string>((resolve, reject) => {
    if (socket.disconnected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

export const request = <T = unknown>(socket: Socket, event: string, ...args: unknown[]) =>
  socket.timeout(5_000).emitWithAck(event, ...args) as Promise<SocketAck<T>>;

/** Polls `check` until it holds; fails naming `what` after the time-out (state that settles across processes). */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 8_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
