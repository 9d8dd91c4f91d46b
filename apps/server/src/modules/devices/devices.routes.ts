import {
  DEVICE_MESSAGES,
  DEVICE_STATUS,
  DEVICE_TOKEN_HEADER,
  MESSAGES,
  type DisplayState,
  deviceCommandRoute,
  deviceStateRoute,
  displayLessonRoute,
  displayRooms,
  getPairDeviceStatusRoute,
  listDevicesRoute,
  pairDeviceRoute,
  rooms,
  sendMessageFromDeviceRoute,
  sendMessageToDeviceRoute,
  startPairingRoute,
  unpairDeviceRoute,
} from '@bright/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { addRoute } from '../../lib/route';
import { hashToken } from '../../lib/tokens';
import * as control from './devices.control';
import { closeDisplay, openDisplayNamespace } from './devices.display';
import * as pairing from './devices.pairing';
import { toPairedDevice } from './devices.presenter';
import * as q from './devices.queries';

export async function deviceRoutes(app: FastifyInstance) {
  const db = app.db;
  const displays = openDisplayNamespace(app);
  const controllers = (userId: string) => app.realtime.of('/controller').to(rooms.user(userId));

  const isOnline = async (pairedId: string) =>
    (await displays.in(displayRooms.device(pairedId)).fetchSockets()).length > 0;
  const present = async (row: q.PairedDeviceRow) => toPairedDevice(row, await isOnline(row.id));

  const publishState = (device: q.PairedDeviceRow, state: DisplayState) => {
    displays.to(displayRooms.device(device.id)).emit('display:state', state);
    controllers(device.ownerId).emit('display:state', { deviceId: device.deviceId, state });
  };

  addRoute(app, startPairingRoute, async ({ body, request }) => ({
    message: MESSAGES.ok,
    data: await pairing.startPairing(db, body, request.ip),
  }));

  addRoute(app, pairDeviceRoute, async ({ actor, body, request }) => {
    const caller = actor();
    const paired = await pairing.pairDevice(
      db,
      caller,
      body.deviceCode,
      request.ip,
      await q.ownerFirstName(db, caller.userId),
    );
    for (const old of paired.replaced) closeDisplay(displays, old.id, old.deviceId);
    const event = {
      deviceId: paired.device.deviceId,
      deviceName: paired.device.deviceName,
      ownerName: paired.ownerName,
    };
    displays
      .to(displayRooms.pairing(paired.pairingKey))
      .emit('PAIR_SUCCESSFUL', { ...event, deviceToken: paired.deviceToken });
    controllers(caller.userId).emit('PAIR_SUCCESSFUL', event);
    return { message: DEVICE_STATUS.connected, data: toPairedDevice(paired.device, true) };
  });

  addRoute(app, unpairDeviceRoute, async ({ actor, body }) => {
    const caller = actor();
    const revoked = await pairing.unpair(db, caller, body.deviceId);
    for (const row of revoked) {
      closeDisplay(displays, row.id, row.deviceId);
      controllers(caller.userId).emit('UNPAIR_DEVICE', { deviceId: row.deviceId });
    }
    const message = revoked.length === 1 ? DEVICE_MESSAGES.deviceDisconnected : DEVICE_MESSAGES.devicesDisconnected;
    return { message, data: { unpaired: revoked.length } };
  });

  addRoute(app, getPairDeviceStatusRoute, async ({ actor, query }) => {
    const [row] = await q.listLiveForOwner(db, actor().userId, new Date(), query.deviceId);
    if (!row) return { message: DEVICE_STATUS.notConnected, data: null };
    return { message: DEVICE_STATUS.connected, data: await present(row.device) };
  });

  addRoute(app, listDevicesRoute, async ({ actor }) => {
    const rows = await q.listLiveForOwner(db, actor().userId, new Date());
    return { message: MESSAGES.ok, data: { devices: await Promise.all(rows.map((row) => present(row.device))) } };
  });

  addRoute(app, deviceStateRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: (await control.loadOwnDevice(db, actor(), query.deviceId)).state,
  }));

  addRoute(app, deviceCommandRoute, async ({ actor, body }) => {
    const { device, state } = await control.runCommand(db, actor(), body.deviceId, body.command);
    publishState(device, state);
    return { message: DEVICE_MESSAGES.commandDone, data: state };
  });

  addRoute(app, sendMessageToDeviceRoute, async ({ actor, body }) => {
    const updated = await control.sendMessage(db, actor(), body);
    for (const { device, state } of updated) {
      displays
        .to(displayRooms.device(device.id))
        .emit('device:message', { deviceId: device.deviceId, type: body.type, message: body.message });
      publishState(device, state);
    }
    return { message: DEVICE_MESSAGES.messageSent, data: { delivered: updated.length } };
  });

  const pairedDisplay = async (request: FastifyRequest) => {
    const token = request.headers[DEVICE_TOKEN_HEADER];
    const row =
      typeof token === 'string' && token ? await q.findLiveByTokenHash(db, hashToken(token), new Date()) : undefined;
    if (!row) throw new AppError('UNAUTHENTICATED', DEVICE_MESSAGES.badDeviceToken);
    return row.device;
  };

  addRoute(app, sendMessageFromDeviceRoute, async ({ body, request }) => {
    const device = await pairedDisplay(request);
    const sockets = await app.realtime.of('/controller').in(rooms.user(device.ownerId)).fetchSockets();
    controllers(device.ownerId).emit('device:message', {
      deviceId: device.deviceId,
      type: body.type,
      message: body.message,
    });
    return { message: DEVICE_MESSAGES.messageSent, data: { delivered: sockets.length } };
  });

  addRoute(app, displayLessonRoute, async ({ request }) => ({
    message: MESSAGES.ok,
    data: await control.displayLesson(db, await pairedDisplay(request)),
  }));
}
