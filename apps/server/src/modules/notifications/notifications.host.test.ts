// The notifications host routes of SPEC §7 beyond the list: token, notification with receivers,
// notification/delete, read all for a user, delete all {receiverId}. A notification is read only by its receiver.
import type { NotificationItem } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildUser, type BuiltUser } from '../../../test/factories';
import { SocketClients, nextEvent } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { openSession } from '../auth';
import { insertNotifications } from './notifications.queries';

const TOKEN = '/api/notifications/token';
const SEND = '/api/notifications/notification';
const LIST = '/api/notifications/notification';
const DELETE = '/api/notifications/notification/delete';
const DELETE_ALL = '/api/notifications/notification/delete-all';

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

async function signedIn(built: BuiltUser, instituteId = built.institute!.id) {
  const { token } = await openSession(t.app.db, built.user.id, instituteId);
  return { ...built, token, headers: { access_token: token } };
}

/** A teacher's class of two students, and a student of the same institute outside it. */
async function school() {
  const teacher = await buildUser(t.app.db, { roles: ['instructor'] });
  const institute = teacher.institute!;
  const [ada, ben, outside] = await Promise.all(
    [1, 2, 3].map(() => buildUser(t.app.db, { roles: ['learner'], institute })),
  );
  const { klass } = await buildClass(t.app.db, { institute, teacher: teacher.user, students: [ada!.user, ben!.user] });
  const admin = await buildUser(t.app.db, { roles: ['admin'], institute });
  return {
    klass,
    teacher: await signedIn(teacher),
    admin: await signedIn(admin),
    ada: await signedIn(ada!),
    ben: await signedIn(ben!),
    outside: await signedIn(outside!),
  };
}

const post = (url: string, headers: Record<string, string> | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const countOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: LIST, headers })).json().data.data.length as number;

async function notes(userId: string, count: number) {
  return insertNotifications(
    t.app.db,
    Array.from({ length: count }, (_, index) => ({ userId, type: 'TEST', title: `Note ${index}`, body: '' })),
  );
}

describe('notifications host: routes', () => {
  it('are in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining([TOKEN, SEND, DELETE, DELETE_ALL]));
  });

  it('answer 401 without a session', async () => {
    for (const [url, payload] of [
      [TOKEN, {}],
      [SEND, { receivers: ['x'], title: 'x' }],
      [DELETE, { ids: ['x'] }],
      [DELETE_ALL, { receiverId: 'x' }],
    ] as const) {
      const response = await post(url, undefined, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe('session expired');
    }
  });
});

describe('POST /api/notifications/token', () => {
  it('answers the token the /notifications socket connects with, and the socket accepts it', async () => {
    const { ada } = await school();
    const response = await post(TOKEN, ada.headers, {});
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ notificationToken: ada.token, namespace: '/notifications' });
    const socket = await clients.connected(baseUrl, { token: data.notificationToken });
    expect(socket.connected).toBe(true);
  });
});

describe('POST /api/notifications/notification (with receivers)', () => {
  it('lets a teacher notify the people of her class, live and in their list', async () => {
    const { teacher, ada, ben, klass } = await school();
    const live = await clients.connected(baseUrl, { token: ada.token });
    const pushed = nextEvent<NotificationItem>(live, 'notification');
    const response = await post(SEND, teacher.headers, {
      receivers: [ada.user.id, ben.user.id, ada.user.id],
      title: 'Trip tomorrow',
      body: 'Bring lunch',
      classId: klass.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notification sent', data: { sent: 2 } });
    expect(await pushed).toMatchObject({ type: 'MESSAGE', title: 'Trip tomorrow', body: 'Bring lunch' });
    const list = (await t.app.inject({ method: 'GET', url: LIST, headers: ben.headers })).json().data;
    expect(list.data[0]).toMatchObject({
      title: 'Trip tomorrow',
      data: { senderId: teacher.user.id, classId: klass.id },
    });
    expect(list.newMessagesCount).toBe(1);
  });

  it("lets an admin notify any member of her institute, and nobody else's", async () => {
    const { admin, outside } = await school();
    const ok = await post(SEND, admin.headers, {
      receivers: [outside.user.id],
      title: 'Office hours',
      type: 'ANNOUNCEMENT',
    });
    expect(ok.statusCode).toBe(200);
    const stranger = await buildUser(t.app.db, { roles: ['learner'] });
    const refused = await post(SEND, admin.headers, { receivers: [stranger.user.id], title: 'Hi' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Receiver not found');
  });

  it('refuses a receiver outside the teacher’s classes: 404, and nobody gets anything', async () => {
    const { teacher, ada, outside } = await school();
    const response = await post(SEND, teacher.headers, { receivers: [ada.user.id, outside.user.id], title: 'Hi' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Receiver not found');
    expect(await countOf(ada.headers)).toBe(0);
    expect(await countOf(outside.headers)).toBe(0);
  });

  it('refuses a class the sender does not teach (403 in her institute, 404 elsewhere)', async () => {
    const { teacher, ada, klass } = await school();
    const colleague = await signedIn(
      await buildUser(t.app.db, { roles: ['instructor'], institute: teacher.institute! }),
    );
    const other = await post(SEND, colleague.headers, { receivers: [ada.user.id], title: 'Hi', classId: klass.id });
    expect(other.statusCode).toBe(403);
    const foreign = await signedIn(await buildUser(t.app.db, { roles: ['instructor'] }));
    const far = await post(SEND, foreign.headers, { receivers: [ada.user.id], title: 'Hi', classId: klass.id });
    expect(far.statusCode).toBe(404);
    expect(await countOf(ada.headers)).toBe(0);
  });

  it('refuses a student (403) and bad input (400 with a clear message)', async () => {
    const { ada, ben, teacher } = await school();
    const student = await post(SEND, ada.headers, { receivers: [ben.user.id], title: 'Hi' });
    expect(student.statusCode).toBe(403);
    const cases: Array<[unknown, string]> = [
      [{ title: 'Hi' }, 'Please provide: receivers'],
      [{ receivers: [], title: 'Hi' }, 'Please provide: receivers'],
      [{ receivers: [ben.user.id] }, 'Please provide: title'],
      [{ receivers: [ben.user.id], title: '   ' }, 'Please provide: title'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(SEND, teacher.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const badType = await post(SEND, teacher.headers, { receivers: [ben.user.id], title: 'Hi', type: 'SPAM' });
    expect(badType.statusCode).toBe(400);
    expect(await countOf(ben.headers)).toBe(0);
  });
});

describe('reading, deleting: a notification is its receiver’s only', () => {
  it('reads all of one user only for that user (data.data)', async () => {
    const { ada, ben } = await school();
    await notes(ada.user.id, 2);
    const own = await t.app.inject({ method: 'GET', url: `${LIST}?receiverId=${ada.user.id}`, headers: ada.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.data).toHaveLength(2);
    const peek = await t.app.inject({ method: 'GET', url: `${LIST}?receiverId=${ada.user.id}`, headers: ben.headers });
    expect(peek.statusCode).toBe(403);
    expect(peek.json().message).toBe('A notification is read only by its receiver');
  });

  it('deletes the caller’s own; one id of someone else’s is 404 and nothing is deleted', async () => {
    const { ada, ben } = await school();
    const [first, second] = await notes(ada.user.id, 2);
    const [theirs] = await notes(ben.user.id, 1);
    const tab = await clients.connected(baseUrl, { token: ada.token });
    const refused = await post(DELETE, ada.headers, { ids: [first!.id, theirs!.id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Notification not found');
    expect(await countOf(ada.headers)).toBe(2);
    expect(await countOf(ben.headers)).toBe(1);

    const pushed = nextEvent<number>(tab, 'newMessagesCount');
    const response = await post(DELETE, ada.headers, { ids: [first!.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notifications deleted', data: { deleted: 1, newMessagesCount: 1 } });
    expect(await pushed).toBe(1);
    const left = (await t.app.inject({ method: 'GET', url: LIST, headers: ada.headers })).json().data.data;
    expect(left.map((item: NotificationItem) => item.id)).toEqual([second!.id]);
    for (const payload of [{}, { ids: [] }, { ids: 'x' }]) {
      expect((await post(DELETE, ada.headers, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('deletes all of {receiverId} for the receiver only', async () => {
    const { ada, ben } = await school();
    await notes(ada.user.id, 3);
    await notes(ben.user.id, 1);
    const refused = await post(DELETE_ALL, ben.headers, { receiverId: ada.user.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('A notification is read only by its receiver');
    expect(await countOf(ada.headers)).toBe(3);
    expect((await post(DELETE_ALL, ada.headers, {})).statusCode).toBe(400);

    const response = await post(DELETE_ALL, ada.headers, { receiverId: ada.user.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ deleted: 3, newMessagesCount: 0 });
    expect(await countOf(ada.headers)).toBe(0);
    expect(await countOf(ben.headers)).toBe(1);
  });
});
