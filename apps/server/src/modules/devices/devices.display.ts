import {
  DEVICE_MESSAGES,
  DISPLAY_NAMESPACE,
  type DisplayServerEvents,
  REALTIME_PROTOCOL_VERSION,
  SOCKET_ERROR_CODES as CODES,
  SOCKET_MESSAGES,
  displayRooms,
  rooms,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import type { Db } from '../../db/client';
import { handshakeError } from '../../lib/realtime/refusal';
import { hashToken } from '../../lib/tokens';
import * as q from './devices.queries';

export type DisplayNamespace = Namespace<Record<string, never>, DisplayServerEvents>;

interface DisplaySocketData {
  pairedId?: string;
  ownerId?: string;
  deviceId?: string;
}

/** Closes the display's sockets wherever they are held, saying why first. */
export function closeDisplay(namespace: DisplayNamespace, pairedId: string, deviceId: string) {
  const room = namespace.in(displayRooms.device(pairedId));
  room.emit('UNPAIR_DEVICE', { deviceId });
  room.disconnectSockets(true);
}

async function admitWaiting(db: Db, socket: Socket, secret: string) {
  const pairing = await q.findPairingBySecretHash(db, hashToken(secret));
  if (!pairing || pairing.usedAt || pairing.expiresAt <= new Date())
    throw handshakeError(CODES.sessionExpired, DEVICE_MESSAGES.codeExpired);
  await socket.join(displayRooms.pairing(pairing.secretHash));
  // The code dies at its expiry; the display asks for a new one when its socket closes.
  const timer = setTimeout(() => socket.disconnect(true), pairing.expiresAt.getTime() - Date.now());
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}

async function admitPaired(db: Db, socket: Socket, token: string) {
  const row = await q.findLiveByTokenHash(db, hashToken(token), new Date());
  if (!row) throw handshakeError(CODES.sessionExpired, DEVICE_MESSAGES.badDeviceToken);
  const { device } = row;
  Object.assign(socket.data as DisplaySocketData, {
    pairedId: device.id,
    ownerId: device.ownerId,
    deviceId: device.deviceId,
  });
  await socket.join(displayRooms.device(device.id));
}

/** A display's handshake: the protocol, then its pairing secret (waiting) or its own token (paired). */
function authenticate(db: Db, socket: Socket) {
  const auth = socket.handshake.auth as { protocol?: unknown; pairingSecret?: unknown; deviceToken?: unknown };
  if (auth.protocol !== REALTIME_PROTOCOL_VERSION)
    return Promise.reject(handshakeError(CODES.protocolMismatch, SOCKET_MESSAGES.protocolMismatch));
  if (typeof auth.deviceToken === 'string' && auth.deviceToken) return admitPaired(db, socket, auth.deviceToken);
  if (typeof auth.pairingSecret === 'string' && auth.pairingSecret) return admitWaiting(db, socket, auth.pairingSecret);
  return Promise.reject(handshakeError(CODES.sessionExpired, DEVICE_MESSAGES.badDeviceToken));
}

/**
 * The displays' namespace: they are not signed in, so it has its own handshake. A paired display gets
 * its stored state at once (a reload resumes), and its owner's controllers hear that it is online.
 */
export function openDisplayNamespace(app: FastifyInstance): DisplayNamespace {
  const namespace = app.realtime.io.of(DISPLAY_NAMESPACE) as unknown as DisplayNamespace;
  namespace.use((socket, next) => {
    authenticate(app.db, socket as unknown as Socket).then(
      () => next(),
      (error: Error) => next(error),
    );
  });
  namespace.on('connection', (socket) => {
    // Displays only listen: anything they send is dropped.
    socket.use((_packet, next) => next(new Error(SOCKET_MESSAGES.unknownEvent)));
    const data = socket.data as DisplaySocketData;
    if (!data.pairedId) return;
    void sendStoredState(app, namespace, data);
    socket.once('disconnect', () => {
      app.realtime
        .of('/controller')
        .to(rooms.user(data.ownerId!))
        .emit('display:presence', { deviceId: data.deviceId!, online: false });
    });
  });
  app.realtime.onSessionsEnded(async (target) => {
    const ended = await q.pairingsOfEndedSessions(app.db, target, new Date());
    for (const { id, deviceId } of ended) closeDisplay(namespace, id, deviceId);
  });
  app.addHook('preClose', async () => {
    namespace.local.disconnectSockets(true);
  });
  return namespace;
}

async function sendStoredState(app: FastifyInstance, namespace: DisplayNamespace, data: DisplaySocketData) {
  const row = await q.findPairedById(app.db, data.pairedId!);
  if (!row) return;
  namespace.to(displayRooms.device(row.id)).emit('display:state', row.state);
  const controllers = app.realtime.of('/controller').to(rooms.user(row.ownerId));
  controllers.emit('display:presence', { deviceId: row.deviceId, online: true });
  controllers.emit('OPEN_REMOTE_CONTROLLER', { deviceId: row.deviceId });
}
