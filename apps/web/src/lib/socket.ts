import {
  REALTIME_PROTOCOL_VERSION,
  type RealtimeMaps,
  type RealtimeNamespace,
  SOCKET_ERROR_CODES as CODES,
  type SocketRefusal,
} from '@bright/contracts';
import { type Socket, io } from 'socket.io-client';
import { readStoredSession, useSessionStore } from './session-store';

/** A namespace's socket, typed from contracts: what the server sends, what the client may send. */
export type RealtimeSocket<N extends RealtimeNamespace> = Socket<RealtimeMaps[N]['server'], RealtimeMaps[N]['client']>;

/** Refusals that asking again cannot fix: the connection stays closed until the next sign-in. */
const FINAL_CODES: ReadonlySet<string> = new Set([
  CODES.sessionExpired,
  CODES.unauthorizedUser,
  CODES.protocolMismatch,
  CODES.badHandshake,
  CODES.sessionEnded,
  CODES.flooding,
]);

const sockets = new Map<RealtimeNamespace, Socket>();
let extraAuth: Partial<Record<RealtimeNamespace, Record<string, unknown>>> = {};

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function open(namespace: RealtimeNamespace): Socket {
  const socket = io(namespace, {
    path: '/socket.io',
    transports: ['websocket'],
    autoConnect: false,
    // Backoff from 1 s doubling to 30 s, jittered, so a restarted server is not met by every tab at once.
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
    // Read at each (re)connection, so a renewed token is used.
    auth: (send) =>
      send({ token: readStoredSession()?.token, protocol: REALTIME_PROTOCOL_VERSION, ...extraAuth[namespace] }),
  });
  socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
    if (error.data?.code && FINAL_CODES.has(error.data.code)) socket.disconnect();
  });
  socket.on('session:closed', (reason: SocketRefusal) => {
    // A role change: connect again to act with the new roles. Anything else ends this connection.
    if (reason.code === CODES.accessChanged) setTimeout(() => socket.connect(), 500);
  });
  if (isOnline()) socket.connect();
  return socket;
}

/**
 * The connection of one namespace, opened on first use and shared by every caller; null when signed out.
 * `auth` adds what a namespace's handshake needs beyond the token (the live class: flowID, device).
 */
export function getSocket<N extends RealtimeNamespace>(
  namespace: N,
  auth?: Record<string, unknown>,
): RealtimeSocket<N> | null {
  if (!readStoredSession()) return null;
  if (auth) extraAuth = { ...extraAuth, [namespace]: auth };
  let socket = sockets.get(namespace);
  if (!socket) {
    socket = open(namespace);
    sockets.set(namespace, socket);
  }
  return socket as unknown as RealtimeSocket<N>;
}

/** Closes every connection: on sign-out, and when the session changes hands. */
export function closeAllSockets() {
  for (const socket of sockets.values()) {
    socket.removeAllListeners();
    socket.disconnect();
  }
  sockets.clear();
  extraAuth = {};
}

if (typeof window !== 'undefined') {
  // Paused while offline: no reconnection attempts into the void; resumed when the network returns.
  window.addEventListener('offline', () => {
    for (const socket of sockets.values()) socket.disconnect();
  });
  window.addEventListener('online', () => {
    for (const socket of sockets.values()) if (socket.disconnected) socket.connect();
  });
  let token = readStoredSession()?.token;
  useSessionStore.subscribe((state) => {
    if (state.session?.token === token) return;
    token = state.session?.token;
    closeAllSockets();
  });
}
