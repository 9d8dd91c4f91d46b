// Web push to a real push service on loopback (test/push-peer.ts): HTTPS, the VAPID JWT checked, the
// payload decrypted as a browser would; 404/410 remove the subscription; quiet hours, mute and digest.
import { WEB_PUSH_MESSAGES } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushSubscriptions, vapidKeys } from '../../db/schema';
import { buildClass, buildUser, type BuiltUser } from '../../../test/factories';
import { type PushPeer, startPushPeer } from '../../../test/push-peer';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { openSession } from '../auth';
import { ensureVapidKeys } from './notifications.vapid';
import { shouldPush, toWebPushPayload } from './notifications.web-push';

const KEY = '/api/notifications/push/key';
const SUBSCRIBE = '/api/notifications/push/subscribe';
const UNSUBSCRIBE = '/api/notifications/push/unsubscribe';
const SEND = '/api/notifications/notification';
const PREFS = '/api/notifications/preferences';
const SUBJECT = 'mailto:admin@bright.example';

let t: TestApp;
let peer: PushPeer;
beforeAll(async () => {
  peer = await startPushPeer();
  t = await createTestApp({
    env: { WEB_PUSH_CA_FILE: peer.caFile, WEB_PUSH_ALLOW_PRIVATE: 'true', VAPID_SUBJECT: SUBJECT },
  });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

async function signedIn(built: BuiltUser) {
  const { token } = await openSession(t.app.db, built.user.id, built.institute!.id);
  return { ...built, token, headers: { access_token: token } };
}

async function classOfOne() {
  const teacher = await buildUser(t.app.db, { roles: ['instructor'] });
  const student = await buildUser(t.app.db, { roles: ['learner'], institute: teacher.institute! });
  const { klass } = await buildClass(t.app.db, {
    institute: teacher.institute!,
    teacher: teacher.user,
    students: [student.user],
  });
  return { klass, teacher: await signedIn(teacher), student: await signedIn(student) };
}

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function subscribed(headers: Record<string, string>) {
  const subscription = peer.subscribe();
  const answer = await post(SUBSCRIBE, headers, subscription);
  expect(answer.statusCode).toBe(200);
  return subscription;
}

const send = (
  teacher: { headers: Record<string, string> },
  to: string,
  title: string,
  type = 'MESSAGE',
  classId?: string,
) => post(SEND, teacher.headers, { receivers: [to], title, body: `${title}, in full`, type, classId });

const subscriptionRows = (endpoint: string) =>
  t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the VAPID key', () => {
  it('is made on the first start, stored, and answered to signed-in callers only', async () => {
    expect((await t.app.inject({ method: 'GET', url: KEY })).statusCode).toBe(401);
    const { student } = await classOfOne();
    const answer = await t.app.inject({ method: 'GET', url: KEY, headers: student.headers });
    expect(answer.statusCode).toBe(200);
    const { publicKey } = answer.json().data as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const stored = await t.app.db.select().from(vapidKeys);
    expect(stored.map((row) => row.publicKey)).toEqual([publicKey]);
  });

  it('is the configured pair when the environment gives one, else the stored pair on every later start', async () => {
    const configured = webpush.generateVAPIDKeys();
    expect(await ensureVapidKeys(t.app.db, configured)).toEqual(configured);
    const [stored] = await t.app.db.select().from(vapidKeys);
    const again = await Promise.all([ensureVapidKeys(t.app.db, {}), ensureVapidKeys(t.app.db, {})]);
    expect(again.map((pair) => pair.publicKey)).toEqual([stored!.publicKey, stored!.publicKey]);
    expect(await t.app.db.select().from(vapidKeys)).toHaveLength(1);
  });
});

describe('saving and removing a subscription', () => {
  it('refuses an anonymous caller, a bad endpoint and bad keys, storing nothing', async () => {
    const { student } = await classOfOne();
    const good = peer.subscribe();
    expect((await post(SUBSCRIBE, {}, good)).statusCode).toBe(401);
    for (const endpoint of ['http://127.0.0.1/push/x', 'not a url', 'https://user:pw@push.example/x', '']) {
      const answer = await post(SUBSCRIBE, student.headers, { ...good, endpoint });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(WEB_PUSH_MESSAGES.badEndpoint);
    }
    const badKeys = await post(SUBSCRIBE, student.headers, {
      ...good,
      keys: { p256dh: 'short', auth: good.keys.auth },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json().message).toBe(WEB_PUSH_MESSAGES.badKeys);
    expect(await subscriptionRows(good.endpoint)).toEqual([]);
  });

  it('stores it for the caller, moves a browser to whoever subscribes it last, and removes only her own', async () => {
    const { teacher, student } = await classOfOne();
    const subscription = await subscribed(student.headers);
    expect((await subscriptionRows(subscription.endpoint)).map((row) => row.userId)).toEqual([student.user.id]);

    await subscribed(teacher.headers); // another browser of the teacher's
    expect((await post(SUBSCRIBE, teacher.headers, subscription)).statusCode).toBe(200);
    expect((await subscriptionRows(subscription.endpoint)).map((row) => row.userId)).toEqual([teacher.user.id]);

    const notHers = await post(UNSUBSCRIBE, student.headers, { endpoint: subscription.endpoint });
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().message).toBe(WEB_PUSH_MESSAGES.subscriptionNotFound);
    expect(await subscriptionRows(subscription.endpoint)).toHaveLength(1);

    const removed = await post(UNSUBSCRIBE, teacher.headers, { endpoint: subscription.endpoint });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(WEB_PUSH_MESSAGES.unsubscribed);
    expect(await subscriptionRows(subscription.endpoint)).toEqual([]);
  });
});

describe('pushing a new notification', () => {
  it('reaches each subscribed browser, signed with the VAPID key and decryptable by the browser alone', async () => {
    const { teacher, student } = await classOfOne();
    const phone = await subscribed(student.headers);
    const laptop = await subscribed(student.headers);
    const { publicKey } = (await t.app.inject({ method: 'GET', url: KEY, headers: student.headers })).json().data;

    expect((await send(teacher, student.user.id, 'Trip tomorrow')).statusCode).toBe(200);
    for (const browser of [phone, laptop]) {
      const push = await peer.waitFor((each) => browser.endpoint.endsWith(each.subscriberId));
      expect(push.vapidKey).toBe(publicKey);
      expect(push.claims).toMatchObject({ aud: peer.origin, sub: SUBJECT });
      expect(push).toMatchObject({ ttl: '86400', urgency: 'normal' });
      expect(push.payload).toMatchObject({
        type: 'MESSAGE',
        title: 'Trip tomorrow',
        body: 'Trip tomorrow, in full',
        url: '/dashboard/create',
      });
    }
    await until(async () => (await subscriptionRows(phone.endpoint))[0]?.lastOkAt != null);
  });

  it('stops at sign-out: a browser gets nothing for a session that ended, until it is subscribed again', async () => {
    const { teacher, student } = await classOfOne();
    const browser = await subscribed(student.headers);
    const mine = (push: { subscriberId: string }) => browser.endpoint.endsWith(push.subscriberId);
    expect((await post('/api/galileo/logout', student.headers, {})).statusCode).toBe(200);
    expect((await send(teacher, student.user.id, 'After sign-out')).statusCode).toBe(200);

    const again = await signedIn(student);
    expect((await post(SUBSCRIBE, again.headers, browser)).statusCode).toBe(200);
    expect((await send(teacher, student.user.id, 'Signed in again')).statusCode).toBe(200);
    await peer.waitFor((push) => mine(push) && (push.payload as { title: string }).title === 'Signed in again');
    const titles = peer.received.filter(mine).map((push) => (push.payload as { title: string }).title);
    expect(titles).toEqual(['Signed in again']);
  });

  it('removes a subscription the push service answers 410 or 404 for, and the notification is stored all the same', async () => {
    const { teacher, student } = await classOfOne();
    const gone = await subscribed(student.headers);
    const expired = await subscribed(student.headers);
    const kept = await subscribed(student.headers);
    peer.answer(gone.endpoint, 410);
    peer.answer(expired.endpoint, 404);

    expect((await send(teacher, student.user.id, 'Gone browser')).statusCode).toBe(200);
    await peer.waitFor((each) => kept.endpoint.endsWith(each.subscriberId));
    await until(async () => (await subscriptionRows(gone.endpoint)).length === 0);
    await until(async () => (await subscriptionRows(expired.endpoint)).length === 0);
    expect(await subscriptionRows(kept.endpoint)).toHaveLength(1);
    const inbox = await t.app.inject({ method: 'GET', url: SEND, headers: student.headers });
    expect(inbox.json().data.data.map((item: { title: string }) => item.title)).toEqual(['Gone browser']);
  });

  it('keeps the subscription and the notification when the push service fails or cannot be reached', async () => {
    const { teacher, student } = await classOfOne();
    const failing = await subscribed(student.headers);
    peer.answer(failing.endpoint, 500);
    const unreachable = { ...peer.subscribe(), endpoint: 'https://127.0.0.1:1/push/nobody' };
    expect((await post(SUBSCRIBE, student.headers, unreachable)).statusCode).toBe(200);

    const answer = await send(teacher, student.user.id, 'Still stored');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ sent: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await subscriptionRows(failing.endpoint)).toHaveLength(1);
    expect(await subscriptionRows(unreachable.endpoint)).toHaveLength(1);
    const count = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/notification/newMessagesCount',
      headers: student.headers,
    });
    expect(count.json().data.newMessagesCount).toBe(1);
  });
});

describe('what may ping', () => {
  /** A quiet window around the present minute, in UTC. */
  const quietNow = () => {
    const clock = (offsetHours: number) => new Date(Date.now() + offsetHours * 3600_000).toISOString().slice(11, 16);
    return { start: clock(-1), end: clock(1) };
  };
  const preferences = {
    mutedCategories: [],
    mutedClassIds: [],
    quietHours: null,
    timeZone: 'UTC',
    dailyDigest: false,
    digestTime: '18:00',
  };

  const titleOf = (push: { payload: unknown }) => (push.payload as { title: string }).title;

  /** Saves the student's preferences, sends each notification, and answers the titles her browser got. */
  async function pushedTitles(change: (classId: string) => object, sends: Array<[string, string, boolean?]>) {
    const { klass, teacher, student } = await classOfOne();
    const saved = await post(PREFS, student.headers, { ...preferences, ...change(klass.id) });
    expect(saved.statusCode).toBe(200);
    const browser = await subscribed(student.headers);
    for (const [title, type, aboutClass] of sends) {
      const answer = await send(teacher, student.user.id, title, type, aboutClass ? klass.id : undefined);
      expect(answer.statusCode).toBe(200);
    }
    const mine = (push: { subscriberId: string }) => browser.endpoint.endsWith(push.subscriberId);
    // The last one always passes: once it has arrived, any earlier one would have too.
    await peer.waitFor((push) => mine(push) && titleOf(push) === sends.at(-1)![0]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return peer.received.filter(mine).map(titleOf);
  }

  it('holds back a message in quiet hours; an urgent one passes, marked high urgency', async () => {
    const titles = await pushedTitles(
      () => ({ quietHours: quietNow() }),
      [
        ['Homework reminder', 'MESSAGE'],
        ['School closed today', 'URGENT'],
      ],
    );
    expect(titles).toEqual(['School closed today']);
    expect(peer.received.find((push) => titleOf(push) === 'School closed today')?.urgency).toBe('high');
  });

  it('pushes nothing of a muted class or category', async () => {
    const titles = await pushedTitles(
      (classId) => ({ mutedClassIds: [classId], mutedCategories: ['liveClasses'] }),
      [
        ['About the muted class', 'MESSAGE', true],
        ['Not about a class', 'MESSAGE'],
      ],
    );
    expect(titles).toEqual(['Not about a class']);
  });

  it('leaves a daily digest reader to her digest: only the urgent ones ping', async () => {
    const titles = await pushedTitles(
      () => ({ dailyDigest: true }),
      [
        ['For the digest', 'ANNOUNCEMENT'],
        ['Fire drill now', 'URGENT'],
      ],
    );
    expect(titles).toEqual(['Fire drill now']);
  });
});

describe('shouldPush', () => {
  const quietAllDay = {
    userId: 'u',
    mutedCategories: [],
    mutedClassIds: [],
    quietStart: '00:00',
    quietEnd: '23:59',
    timeZone: 'Asia/Kolkata',
    dailyDigest: true,
    digestTime: '18:00',
    lastDigestAt: null,
    updatedAt: new Date(),
  };
  const row = (type: string, readAt: Date | null = null) => ({
    id: 'n',
    userId: 'u',
    type,
    title: 'T',
    body: '',
    data: { link: '//elsewhere.example' },
    readAt,
    createdAt: new Date(),
  });
  const noon = new Date('2026-03-02T06:30:00Z');

  it('lets a live class and an urgent message through quiet hours and the digest, but never a muted one', () => {
    expect(shouldPush(row('LIVE_CLASS_STARTED'), quietAllDay, noon)).toBe(true);
    expect(shouldPush(row('URGENT'), quietAllDay, noon)).toBe(true);
    expect(shouldPush(row('ASSESSMENT_PUBLISHED'), quietAllDay, noon)).toBe(false);
    expect(shouldPush(row('ASSESSMENT_PUBLISHED'), undefined, noon)).toBe(true);
    expect(shouldPush(row('URGENT', noon), undefined, noon)).toBe(false);
  });

  it('opens only a path of the app on a click', () => {
    expect(toWebPushPayload(row('MESSAGE')).url).toBe('/dashboard/create');
    expect(toWebPushPayload({ ...row('LIVE_CLASS_STARTED'), data: { link: '/live/abc' } }).url).toBe('/live/abc');
  });
});
