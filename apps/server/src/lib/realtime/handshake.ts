import {
  LiveHandshake,
  MESSAGES,
  REALTIME_PROTOCOL_VERSION,
  type RealtimeNamespace,
  SOCKET_ERROR_CODES as CODES,
  SOCKET_MESSAGES,
} from '@bright/contracts';
import type { Socket } from 'socket.io';
import type { Actor } from '../actor';
import { handshakeError } from './refusal';

export type TokenResolver = (token: string) => Promise<{ actor: Actor } | { problem: 'invalid' | 'expired' }>;

function handshakeToken(socket: Socket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown };
  if (typeof auth.token === 'string' && auth.token) return auth.token;
  const header = socket.handshake.headers.access_token;
  return typeof header === 'string' && header ? header : undefined;
}

/** What a namespace asks of a handshake beyond the token: the live class its flowID and device (SPEC §7). */
function namespaceData(namespace: RealtimeNamespace, socket: Socket) {
  if (namespace !== '/live') return {};
  const auth = socket.handshake.auth as { flowID?: unknown; device?: unknown };
  const parsed = LiveHandshake.safeParse({ flowID: auth.flowID, device: auth.device });
  if (!parsed.success) throw handshakeError(CODES.badHandshake, SOCKET_MESSAGES.badHandshake);
  return { flowId: parsed.data.flowID, device: parsed.data.device };
}

/** A live quiz guest: an identity of this socket only, with no roles and no institute. */
function guestActor(socketId: string): Actor {
  const id = `guest:${socketId}`;
  return {
    userId: id,
    sessionId: id,
    instituteId: null,
    roles: [],
    expiresAt: new Date(Date.now() + GUEST_SOCKET_MS),
    guest: true,
  };
}
/** A guest connection lasts at most a school day; the player token brings them back. */
const GUEST_SOCKET_MS = 12 * 60 * 60 * 1000;

/**
 * Checks a handshake in order: protocol version, token, the namespace's own fields. Returns what the
 * socket carries from then on, or throws the refusal (an Error whose data is `{code, message}`).
 */
export async function authenticateHandshake(namespace: RealtimeNamespace, socket: Socket, resolve: TokenResolver) {
  const protocol = (socket.handshake.auth as { protocol?: unknown }).protocol;
  if (protocol !== REALTIME_PROTOCOL_VERSION) {
    throw handshakeError(CODES.protocolMismatch, SOCKET_MESSAGES.protocolMismatch);
  }
  const token = handshakeToken(socket);
  if (!token && namespace === '/live-quiz' && (socket.handshake.auth as { guest?: unknown }).guest === true) {
    return { actor: guestActor(socket.id) };
  }
  if (!token) throw handshakeError(CODES.sessionExpired, MESSAGES.sessionExpired);
  const resolution = await resolve(token);
  if (!('actor' in resolution)) {
    throw resolution.problem === 'invalid'
      ? handshakeError(CODES.unauthorizedUser, MESSAGES.unauthorizedUser)
      : handshakeError(CODES.sessionExpired, MESSAGES.sessionExpired);
  }
  return { actor: resolution.actor, ...namespaceData(namespace, socket) };
}
