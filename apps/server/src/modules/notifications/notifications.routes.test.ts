import type { NotificationList } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { SocketClients, nextEvent } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { openSession } from '../auth';
import { insertNotifications } from './notifications.queries';

const LIST = '/api/notifications/notification';
const COUNT = '/api/notifications/notification/newMessagesCount';
const READ = '/api/notifications/notification/read';

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

async function userWithNotifications(count: number) {
  const built = await buildUser(t.app.db);
  const { token } = await openSession(t.app.db, built.user.id, built.institute!.id);
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    // A second apart: the embedded database's clock can give two quick inserts the same time.
    const [row] = await insertNotifications(t.app.db, [
      {
        userId: built.user.id,
        type: 'TEST',
        title: `Note ${index}`,
        body: 'b',
        data: { n: String(index) },
        createdAt: new Date(Date.UTC(2026, 0, 1, 8, 0, index)),
      },
    ]);
    rows.push(row!);
  }
  return { ...built, token, rows, headers: { access_token: token } };
}

describe('notifications host', () => {
  it('is in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining([LIST, COUNT, READ]));
  });

  it('answers 401 without a session', async () => {
    for (const url of [LIST, COUNT]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'session expired', code: 'error.sessionExpired' });
    }
    expect((await t.app.inject({ method: 'POST', url: READ, payload: { all: true } })).statusCode).toBe(401);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const me = await userWithNotifications(1);
    for (const payload of [{}, { ids: [] }, { ids: ['a'], all: true }, { all: false }, { ids: 'a' }]) {
      const response = await t.app.inject({ method: 'POST', url: READ, headers: me.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `${LIST}?limit=0`, headers: me.headers })).statusCode).toBe(400);
    const count = await t.app.inject({ method: 'GET', url: COUNT, headers: me.headers });
    expect(count.json().data).toEqual({ newMessagesCount: 1 });
  });

  it('lists the caller’s own notifications newest first, page by page, with the unread count', async () => {
    const me = await userWithNotifications(3);
    await userWithNotifications(2);
    const first = await t.app.inject({ method: 'GET', url: `${LIST}?limit=2`, headers: me.headers });
    expect(first.statusCode).toBe(200);
    const page = first.json().data as NotificationList;
    expect(page.data.map((item) => item.title)).toEqual(['Note 2', 'Note 1']);
    expect(page.data[0]).toMatchObject({ type: 'TEST', body: 'b', data: { n: '2' }, readAt: null });
    expect(page.newMessagesCount).toBe(3);
    const second = await t.app.inject({
      method: 'GET',
      url: `${LIST}?limit=2&before=${page.nextCursor}`,
      headers: me.headers,
    });
    const rest = second.json().data as NotificationList;
    expect(rest.data.map((item) => item.title)).toEqual(['Note 0']);
    expect(rest.nextCursor).toBeNull();
  });

  it('pages through rows of one instant and rows microseconds apart without skipping or repeating one', async () => {
    const me = await userWithNotifications(0);
    // One statement stores its rows at one instant; separate ones land microseconds apart.
    await insertNotifications(
      t.app.db,
      [0, 1, 2].map((n) => ({ userId: me.user.id, type: 'TEST', title: `Same ${n}`, body: '' })),
    );
    for (const n of [0, 1, 2])
      await insertNotifications(t.app.db, [{ userId: me.user.id, type: 'TEST', title: `Apart ${n}`, body: '' }]);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = cursor ? `&before=${cursor}` : '';
      const page = (await t.app.inject({ method: 'GET', url: `${LIST}?limit=1${query}`, headers: me.headers })).json()
        .data as NotificationList;
      seen.push(...page.data.map((item) => item.title));
      cursor = page.nextCursor;
    }
    expect(seen.toSorted()).toEqual(['Apart 0', 'Apart 1', 'Apart 2', 'Same 0', 'Same 1', 'Same 2']);
  });

  it('marks read only the caller’s own, and pushes the new count to the caller’s other tabs', async () => {
    const me = await userWithNotifications(3);
    const other = await userWithNotifications(1);
    const tab = await clients.connected(baseUrl, { token: me.token });
    const pushed = nextEvent<number>(tab, 'newMessagesCount');
    const response = await t.app.inject({
      method: 'POST',
      url: READ,
      headers: me.headers,
      payload: { ids: [me.rows[0]!.id, other.rows[0]!.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notifications marked as read', data: { newMessagesCount: 2 } });
    expect(await pushed).toBe(2);
    const others = await t.app.inject({ method: 'GET', url: COUNT, headers: other.headers });
    expect(others.json().data.newMessagesCount).toBe(1);
    // Someone else's id as a cursor reveals nothing.
    const peek = await t.app.inject({ method: 'GET', url: `${LIST}?before=${other.rows[0]!.id}`, headers: me.headers });
    expect(peek.json().data.data).toEqual([]);

    const all = await t.app.inject({ method: 'POST', url: READ, headers: me.headers, payload: { all: true } });
    expect(all.json().data.newMessagesCount).toBe(0);
  });
});
