import { DEVICE_MESSAGES, DEVICE_MESSAGE_TYPES, type DisplayState } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { buildLesson } from '../../../test/lesson-factories';
import { SocketClients, connected, nextEvent } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { openSession } from '../auth';
import { buildPairedDevice } from './devices.fixtures';

const COMMAND = '/api/controller/device/command';
const STATE = '/api/controller/device/state';
const SEND = '/api/device/send-message-to-device';
const FROM_DEVICE = '/api/device/send-message-to-device/nologin';
const LESSON = '/api/controller/device/lesson';

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

async function ownerWithDisplay() {
  const built = await buildUser(t.app.db, { roles: ['instructor'] });
  const paired = await buildPairedDevice(t.app.db, built.user, built.institute!.id);
  const display = clients.connect(baseUrl, {
    namespace: '/display' as never,
    auth: { deviceToken: paired.deviceToken },
  });
  const firstState = nextEvent<DisplayState>(display, 'display:state');
  await connected(display);
  await firstState;
  return { ...built, ...paired, display, headers: { access_token: paired.ownerToken } };
}

const command = (headers: Record<string, string>, deviceId: string, body: object) =>
  t.app.inject({ method: 'POST', url: COMMAND, headers, payload: { deviceId, command: body } });

describe('remote control', () => {
  it("opens the owner's lesson on the display, turns its pages (clamped), and a reload resumes there", async () => {
    const me = await ownerWithDisplay();
    const lesson = await buildLesson(t.app.db, {
      ownerId: me.user.id,
      instituteId: me.institute!.id,
      pages: 3,
      name: 'Fractions',
    });
    const shown = nextEvent<DisplayState>(me.display, 'display:state');
    const opened = await command(me.headers, me.device.deviceId, { type: 'OPEN_LESSON', lessonId: lesson.id });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({
      view: 'LESSON',
      lessonId: lesson.id,
      lessonName: 'Fractions',
      pageIndex: 0,
      present: true,
    });
    expect(opened.json().data.pageIds).toHaveLength(3);
    expect(await shown).toMatchObject({ lessonId: lesson.id, pageIndex: 0 });

    for (const [type, index] of [
      ['NEXT_PAGE', 1],
      ['NEXT_PAGE', 2],
      ['NEXT_PAGE', 2],
      ['PREVIOUS_PAGE', 1],
    ] as const) {
      const turned = nextEvent<DisplayState>(me.display, 'display:state');
      expect((await command(me.headers, me.device.deviceId, { type })).json().data.pageIndex).toBe(index);
      expect((await turned).pageIndex).toBe(index);
    }
    expect(
      (await command(me.headers, me.device.deviceId, { type: 'GO_TO_PAGE', pageIndex: 99 })).json().data.pageIndex,
    ).toBe(2);
    expect(
      (await command(me.headers, me.device.deviceId, { type: 'SET_PRESENT', present: false })).json().data.present,
    ).toBe(false);

    // A reload: a new connection with the same token gets the stored state at once.
    const reloaded = clients.connect(baseUrl, {
      namespace: '/display' as never,
      auth: { deviceToken: me.deviceToken },
    });
    const resumed = nextEvent<DisplayState>(reloaded, 'display:state');
    await connected(reloaded);
    expect(await resumed).toMatchObject({ lessonId: lesson.id, pageIndex: 2, present: false });

    const pages = await t.app.inject({ method: 'GET', url: LESSON, headers: { device_token: me.deviceToken } });
    expect(pages.statusCode).toBe(200);
    expect(pages.json().data).toMatchObject({ lessonId: lesson.id, name: 'Fractions' });
    expect(pages.json().data.stages).toHaveLength(3);
    const state = await t.app.inject({
      method: 'GET',
      url: `${STATE}?deviceId=${me.device.deviceId}`,
      headers: me.headers,
    });
    expect(state.json().data.pageIndex).toBe(2);
  });

  it("refuses a command for another teacher's display (404) and another's unpublished lesson, changing nothing", async () => {
    const me = await ownerWithDisplay();
    const other = await ownerWithDisplay();
    const lesson = await buildLesson(t.app.db, { ownerId: me.user.id, instituteId: me.institute!.id, pages: 2 });
    const foreign = await command(other.headers, me.device.deviceId, { type: 'OPEN_LESSON', lessonId: lesson.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(DEVICE_MESSAGES.deviceNotFound);
    const notMine = await command(other.headers, other.device.deviceId, { type: 'OPEN_LESSON', lessonId: lesson.id });
    expect([403, 404]).toContain(notMine.statusCode);
    const mine = await t.app.inject({
      method: 'GET',
      url: `${STATE}?deviceId=${me.device.deviceId}`,
      headers: me.headers,
    });
    expect(mine.json().data.view).toBe('IDLE');
    const noLesson = await command(me.headers, me.device.deviceId, { type: 'NEXT_PAGE' });
    expect(noLesson.statusCode).toBe(400);
    expect(noLesson.json().message).toBe(DEVICE_MESSAGES.noLessonOpen);
    for (const bad of [{ type: 'FLY' }, { type: 'GO_TO_PAGE', pageIndex: -1 }, { type: 'OPEN_LESSON' }]) {
      expect((await command(me.headers, me.device.deviceId, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const noToken = await t.app.inject({ method: 'GET', url: LESSON, headers: { device_token: 'nope' } });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('send-message-to-device', () => {
  const body = (me: Awaited<ReturnType<typeof ownerWithDisplay>>, extra: object) => ({
    userKneuraId: me.user.kneuraId,
    instituteKneuraId: me.institute!.kneuraId,
    message: '',
    ...extra,
  });

  it('carries each of the thirteen types to the display, and a live class takes the screen', async () => {
    const me = await ownerWithDisplay();
    for (const type of DEVICE_MESSAGE_TYPES) {
      const heard = nextEvent<{ type: string; message: string }>(me.display, 'device:message');
      const response = await t.app.inject({
        method: 'POST',
        url: SEND,
        headers: me.headers,
        payload: body(me, { type, message: `m-${type}` }),
      });
      expect(response.statusCode, type).toBe(200);
      expect(response.json()).toEqual({ message: 'Message sent', data: { delivered: 1 } });
      expect(await heard).toEqual({ deviceId: me.device.deviceId, type, message: `m-${type}` });
    }
    await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: me.headers,
      payload: body(me, { type: 'START_LIVE_CLASS' }),
    });
    const state = await t.app.inject({
      method: 'GET',
      url: `${STATE}?deviceId=${me.device.deviceId}`,
      headers: me.headers,
    });
    expect(state.json().data).toMatchObject({ view: 'LIVE_CLASS', lastMessage: { type: 'START_LIVE_CLASS' } });
  });

  it('refuses a type outside the thirteen, someone else’s ids, and a caller with no display', async () => {
    const me = await ownerWithDisplay();
    const other = await ownerWithDisplay();
    const badType = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: me.headers,
      payload: body(me, { type: 'FORMAT_DISK' }),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('type must be one of START_LIVE_CLASS');
    const asOther = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: me.headers,
      payload: { ...body(me, { type: 'COPY_CLIPBOARD' }), userKneuraId: other.user.kneuraId },
    });
    expect(asOther.statusCode).toBe(403);
    const toOthersDevice = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: me.headers,
      payload: body(me, { type: 'COPY_CLIPBOARD', deviceId: other.device.deviceId }),
    });
    expect(toOthersDevice.statusCode).toBe(404);
    const lonely = await buildUser(t.app.db, { roles: ['instructor'] });
    const { token } = await openSession(t.app.db, lonely.user.id, lonely.institute!.id);
    const none = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: { access_token: token },
      payload: {
        userKneuraId: lonely.user.kneuraId,
        instituteKneuraId: lonely.institute!.kneuraId,
        type: 'COPY_CLIPBOARD',
      },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(DEVICE_MESSAGES.noDevice);
  });

  it('lets a display (its own token, not signed in) message its owner’s controllers only', async () => {
    const me = await ownerWithDisplay();
    const controller = await clients.connected(baseUrl, { namespace: '/controller', token: me.ownerToken });
    const heard = nextEvent<{ type: string }>(controller, 'device:message');
    const sent = await t.app.inject({
      method: 'POST',
      url: FROM_DEVICE,
      headers: { device_token: me.deviceToken },
      payload: { type: 'COPY_CLIPBOARD', message: 'x = 3' },
    });
    expect(sent.json()).toEqual({ message: 'Message sent', data: { delivered: 1 } });
    expect(await heard).toEqual({ deviceId: me.device.deviceId, type: 'COPY_CLIPBOARD', message: 'x = 3' });
    const bad = await t.app.inject({
      method: 'POST',
      url: FROM_DEVICE,
      headers: { device_token: me.deviceToken },
      payload: { type: 'NOPE' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
