import { DEVICE_CODE_ALPHABET, DEVICE_LIMITS, DEVICE_MESSAGES } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicePairings } from '../../db/schema';
import { buildUser } from '../../../test/factories';
import { SocketClients, connected, disconnected, nextEvent, refused } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { openSession } from '../auth';

const START = '/api/controller/device/pairing';
const PAIR = '/api/controller/device/pairDevice';
const UNPAIR = '/api/controller/device/unpairDevice';
const STATUS = '/api/controller/device/getPairDeviceStatus';
const LIST = '/api/controller/device/list';

let t: TestApp;
let baseUrl: string;
const clients = new SocketClients();
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnLoopback(t.app);
});
afterAll(async () => {
  clients.closeAll();
  await t?.close();
});

let addressCounter = 0;
/** Each test its own client address, so the per-address limits of one do not reach another. */
const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

async function teacher(roles: ('instructor' | 'learner' | 'admin')[] = ['instructor']) {
  const built = await buildUser(t.app.db, { roles });
  const { token } = await openSession(t.app.db, built.user.id, built.institute!.id);
  return { ...built, token, headers: { access_token: token } };
}

async function askCode(deviceId = `room-${++addressCounter}`, remoteAddress = freshAddress()) {
  const response = await t.app.inject({
    method: 'POST',
    url: START,
    payload: { deviceId, deviceName: 'Room 4' },
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { deviceId, ...(response.json().data as { pairingSecret: string; deviceCode: string; expiresAt: string }) };
}

const pair = (headers: Record<string, string>, deviceCode: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: PAIR, headers, payload: { deviceCode }, remoteAddress });

const displaySocket = (auth: Record<string, unknown>) =>
  clients.connect(baseUrl, { namespace: '/display' as never, auth });

/** A display waiting on its code, and a teacher's controller socket; then the pairing. */
async function pairedDisplay(owner?: Awaited<ReturnType<typeof teacher>>) {
  const me = owner ?? (await teacher());
  const ticket = await askCode();
  const waiting = displaySocket({ pairingSecret: ticket.pairingSecret });
  await connected(waiting);
  const controller = await clients.connected(baseUrl, { namespace: '/controller', token: me.token });
  const displayHears = nextEvent<{ deviceToken: string; deviceName: string; ownerName: string }>(
    waiting,
    'PAIR_SUCCESSFUL',
  );
  const phoneHears = nextEvent<{ deviceId: string; deviceName: string }>(controller, 'PAIR_SUCCESSFUL');
  const response = await pair(me.headers, ticket.deviceCode.toLowerCase());
  expect(response.statusCode, response.body).toBe(200);
  const success = await displayHears;
  return { me, ticket, waiting, controller, response, success, phone: await phoneHears };
}

describe('asking for a code', () => {
  it('gives 7 characters without look-alikes and a secret, never the same twice', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const ticket = await askCode();
      expect(ticket.deviceCode).toHaveLength(7);
      for (const letter of ticket.deviceCode) expect(DEVICE_CODE_ALPHABET).toContain(letter);
      expect(ticket.deviceCode).not.toMatch(/[IO01]/);
      expect(ticket.pairingSecret.length).toBeGreaterThanOrEqual(22);
      expect(new Date(ticket.expiresAt).getTime() - Date.now()).toBeGreaterThan(DEVICE_LIMITS.codeLifetimeMs - 60_000);
      codes.add(ticket.deviceCode);
    }
    expect(codes.size).toBe(5);
  });

  it('refuses a missing or odd device id, and more than 30 codes a minute from one address', async () => {
    for (const payload of [{}, { deviceId: '' }, { deviceId: 'a b' }, { deviceId: 'x'.repeat(101) }]) {
      const response = await t.app.inject({ method: 'POST', url: START, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const address = freshAddress();
    for (let index = 0; index < DEVICE_LIMITS.codesPerMinute; index += 1) await askCode(`flood-${index}`, address);
    const refusedCode = await t.app.inject({
      method: 'POST',
      url: START,
      payload: { deviceId: 'one-more' },
      remoteAddress: address,
    });
    expect(refusedCode.statusCode).toBe(429);
    expect(refusedCode.json().message).toBe(DEVICE_MESSAGES.tooManyCodes);
  });

  it('lets a display wait only with a live secret', async () => {
    const bad = await refused(displaySocket({ pairingSecret: 'not-a-secret' }));
    expect(bad.data?.message).toBe(DEVICE_MESSAGES.codeExpired);
    const none = await refused(displaySocket({}));
    expect(none.data?.message).toBe(DEVICE_MESSAGES.badDeviceToken);
    const oldProtocol = await refused(
      clients.connect(baseUrl, { namespace: '/display' as never, auth: { protocol: 0, pairingSecret: 'x' } }),
    );
    expect(oldProtocol.data?.code).toBe('realtime.protocolMismatch');
  });
});

describe('pairing', () => {
  it('refuses empty, 4-, 6- and 8-character codes with the spec messages, and nothing changes', async () => {
    const me = await teacher();
    const cases: [unknown, string][] = [
      ['', DEVICE_MESSAGES.enterDeviceId],
      ['   ', DEVICE_MESSAGES.enterDeviceId],
      [undefined, DEVICE_MESSAGES.enterDeviceId],
      ['ABCD', DEVICE_MESSAGES.deviceIdLength],
      ['ABCDEF', DEVICE_MESSAGES.deviceIdLength],
      ['ABCDEFGH', DEVICE_MESSAGES.deviceIdLength],
    ];
    for (const [code, message] of cases) {
      const response = await pair(me.headers, code);
      expect(response.statusCode, String(code)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const status = await t.app.inject({ method: 'GET', url: STATUS, headers: me.headers });
    expect(status.json()).toEqual({ message: 'NOT_CONNECTED', data: null });
  });

  it('pairs: CONNECTED with data.deviceName, PAIR_SUCCESSFUL on the display (with its token) and on the phone', async () => {
    const { me, ticket, response, success, phone } = await pairedDisplay();
    expect(response.json()).toMatchObject({
      message: 'CONNECTED',
      data: { deviceId: ticket.deviceId, deviceName: 'Room 4' },
    });
    expect(success).toMatchObject({ deviceId: ticket.deviceId, deviceName: 'Room 4', ownerName: me.user.firstName });
    expect(success.deviceToken.length).toBeGreaterThan(40);
    expect(phone).toEqual({ deviceId: ticket.deviceId, deviceName: 'Room 4', ownerName: me.user.firstName });
    expect(phone).not.toHaveProperty('deviceToken');

    const controller = await clients.connected(baseUrl, { namespace: '/controller', token: me.token });
    const remote = nextEvent<{ deviceId: string }>(controller, 'OPEN_REMOTE_CONTROLLER');
    const display = displaySocket({ deviceToken: success.deviceToken });
    const state = nextEvent<{ view: string }>(display, 'display:state');
    await connected(display);
    expect((await state).view).toBe('IDLE');
    expect(await remote).toEqual({ deviceId: ticket.deviceId });

    const status = await t.app.inject({ method: 'GET', url: STATUS, headers: me.headers });
    expect(status.json()).toMatchObject({
      message: 'CONNECTED',
      data: { deviceName: 'Room 4', deviceId: ticket.deviceId },
    });
    const list = await t.app.inject({ method: 'GET', url: LIST, headers: me.headers });
    expect(list.json().data.devices).toEqual([expect.objectContaining({ deviceId: ticket.deviceId, online: true })]);
  });

  it('refuses a learner, and another user never sees the pairing', async () => {
    const student = await teacher(['learner']);
    const ticket = await askCode();
    expect((await pair(student.headers, ticket.deviceCode)).statusCode).toBe(403);
    await pairedDisplay();
    const other = await teacher();
    const status = await t.app.inject({ method: 'GET', url: STATUS, headers: other.headers });
    expect(status.json().message).toBe('NOT_CONNECTED');
  });

  it('uses a code once, and not after it expires', async () => {
    const { ticket } = await pairedDisplay();
    const again = await pair((await teacher()).headers, ticket.deviceCode);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(DEVICE_MESSAGES.codeUsed);

    const late = await askCode();
    await t.app.db
      .update(devicePairings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(devicePairings.code, late.deviceCode));
    const expired = await pair((await teacher()).headers, late.deviceCode);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(DEVICE_MESSAGES.codeExpired);
    const unknown = await pair((await teacher()).headers, 'ZZZZZZZ');
    expect(unknown.json().message).toBe(DEVICE_MESSAGES.invalidDeviceCode);
  });

  it('refuses a 21st wrong code in a minute per account (from any address) and per address (for any account)', async () => {
    const me = await teacher();
    for (let index = 0; index < DEVICE_LIMITS.wrongCodesPerMinute; index += 1) {
      const wrong = await pair(me.headers, `ZZZZZ${String(index).padStart(2, '2').replace(/[01]/g, '3')}`);
      expect(wrong.statusCode).toBe(400);
    }
    const right = await askCode();
    const blocked = await pair(me.headers, right.deviceCode);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(DEVICE_MESSAGES.tooManyWrongCodes);
    // The right code was not spent: another teacher can still use it.
    expect((await pair((await teacher()).headers, right.deviceCode)).statusCode).toBe(200);

    const address = freshAddress();
    for (let index = 0; index < DEVICE_LIMITS.wrongCodesPerMinute; index += 1) {
      await pair((await teacher()).headers, 'YYYYYYY', address);
    }
    const fromThatAddress = await pair((await teacher()).headers, (await askCode()).deviceCode, address);
    expect(fromThatAddress.statusCode).toBe(429);
  });
});

async function closedWithin(socket: Socket, action: () => Promise<unknown>) {
  const started = Date.now();
  const gone = disconnected(socket, 2_000);
  await action();
  await gone;
  return Date.now() - started;
}

describe('unpairing and signing out', () => {
  it('unpair closes the display within a second, revokes its token, and tells both sides', async () => {
    const { me, ticket, success, controller } = await pairedDisplay();
    const display = displaySocket({ deviceToken: success.deviceToken });
    await connected(display);
    const told = nextEvent<{ deviceId: string }>(display, 'UNPAIR_DEVICE');
    const phoneTold = nextEvent<{ deviceId: string }>(controller, 'UNPAIR_DEVICE');
    const elapsed = await closedWithin(display, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: UNPAIR,
        headers: me.headers,
        payload: { deviceId: ticket.deviceId },
      });
      expect(response.json()).toEqual({ message: 'Device disconnected', data: { unpaired: 1 } });
    });
    expect(elapsed).toBeLessThan(1_000);
    expect(await told).toEqual({ deviceId: ticket.deviceId });
    expect(await phoneTold).toEqual({ deviceId: ticket.deviceId });
    const again = await refused(displaySocket({ deviceToken: success.deviceToken }));
    expect(again.data?.message).toBe(DEVICE_MESSAGES.badDeviceToken);
    const twice = await t.app.inject({
      method: 'POST',
      url: UNPAIR,
      headers: me.headers,
      payload: { deviceId: ticket.deviceId },
    });
    expect(twice.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: STATUS, headers: me.headers })).json().message).toBe(
      'NOT_CONNECTED',
    );
  });

  it("another teacher cannot unpair someone's display: 404, and it stays", async () => {
    const { me, ticket } = await pairedDisplay();
    const other = await teacher();
    const response = await t.app.inject({
      method: 'POST',
      url: UNPAIR,
      headers: other.headers,
      payload: { deviceId: ticket.deviceId },
    });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: UNPAIR, headers: other.headers, payload: {} })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'GET', url: STATUS, headers: me.headers })).json().message).toBe('CONNECTED');
  });

  it('unpair all revokes every display of the caller', async () => {
    const me = await teacher();
    const first = await pairedDisplay(me);
    const second = await pairedDisplay(me);
    const list = await t.app.inject({ method: 'GET', url: LIST, headers: me.headers });
    expect(list.json().data.devices).toHaveLength(2);
    const response = await t.app.inject({ method: 'POST', url: UNPAIR, headers: me.headers, payload: {} });
    expect(response.json()).toEqual({ message: 'Devices disconnected', data: { unpaired: 2 } });
    for (const { success } of [first, second]) await refused(displaySocket({ deviceToken: success.deviceToken }));
  });

  it('signing out the session that paired closes the display within a second and revokes its token', async () => {
    const { me, success } = await pairedDisplay();
    const display = displaySocket({ deviceToken: success.deviceToken });
    await connected(display);
    const elapsed = await closedWithin(display, async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/galileo/logout', headers: me.headers });
      expect(response.statusCode).toBe(200);
    });
    expect(elapsed).toBeLessThan(1_000);
    await refused(displaySocket({ deviceToken: success.deviceToken }));
  });
});
