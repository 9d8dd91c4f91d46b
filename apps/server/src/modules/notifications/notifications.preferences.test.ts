// Preferences: mute per category and per class, quiet hours in the user's time zone (urgent ones pass),
// and the daily digest, mailed over SMTP to a real SMTP server on loopback.
import type { NotificationItem } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildUser, type BuiltUser } from '../../../test/factories';
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer';
import { SocketClients } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { openSession } from '../auth';
import { sendDueDigests } from './notifications.digest';
import { type PreferencesRow, isQuietNow, mayInterrupt } from './notifications.preferences';
import { insertNotifications } from './notifications.queries';

const PREFS = '/api/notifications/preferences';
const SEND = '/api/notifications/notification';
const LIST = '/api/notifications/notification';

let t: TestApp;
let smtp: SmtpPeer;
let baseUrl: string;
const clients = new SocketClients();
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'https://bright.example' } });
  baseUrl = await listenOnLoopback(t.app);
});
afterAll(async () => {
  clients.closeAll();
  await t?.close();
  await smtp?.close();
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

const prefs = {
  mutedCategories: [],
  mutedClassIds: [],
  quietHours: null,
  timeZone: 'UTC',
  dailyDigest: false,
  digestTime: '18:00',
};
const save = (headers: Record<string, string>, body: unknown) =>
  t.app.inject({ method: 'POST', url: PREFS, headers, payload: body as object });
const list = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: LIST, headers })).json().data as {
    data: NotificationItem[];
    newMessagesCount: number;
  };

describe('preferences routes', () => {
  it('answer 401 without a session, then the defaults, then what was saved', async () => {
    expect((await t.app.inject({ method: 'GET', url: PREFS })).statusCode).toBe(401);
    expect((await save({}, prefs)).statusCode).toBe(401);
    const { student } = await classOfOne();
    const first = await t.app.inject({ method: 'GET', url: PREFS, headers: student.headers });
    expect(first.json().data).toEqual(prefs);
    const wanted = {
      ...prefs,
      mutedCategories: ['classFeed'],
      quietHours: { start: '21:30', end: '07:00' },
      timeZone: 'Asia/Kolkata',
      dailyDigest: true,
      digestTime: '17:45',
    };
    const saved = await save(student.headers, wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Preferences saved', data: wanted });
    expect((await t.app.inject({ method: 'GET', url: PREFS, headers: student.headers })).json().data).toEqual(wanted);
  });

  it('refuses bad input with a clear message and keeps what was saved', async () => {
    const { student } = await classOfOne();
    const cases: Array<[unknown, string | null]> = [
      [{ ...prefs, timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
      [{ ...prefs, quietHours: { start: '25:00', end: '07:00' } }, 'A time is written HH:MM'],
      [{ ...prefs, digestTime: '6pm' }, 'A time is written HH:MM'],
      [{ ...prefs, mutedCategories: ['spam'] }, null],
      [{ ...prefs, extra: true }, null],
      [{ ...prefs, dailyDigest: undefined }, null],
    ];
    for (const [body, message] of cases) {
      const response = await save(student.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    expect((await t.app.inject({ method: 'GET', url: PREFS, headers: student.headers })).json().data).toEqual(prefs);
  });

  it('refuses to mute a class the caller is not in (404), saving nothing', async () => {
    const { student } = await classOfOne();
    const { klass: other } = await classOfOne();
    const response = await save(student.headers, { ...prefs, dailyDigest: true, mutedClassIds: [other.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Class not found');
    expect((await t.app.inject({ method: 'GET', url: PREFS, headers: student.headers })).json().data).toEqual(prefs);
  });
});

describe('muting', () => {
  it('stores a muted category read and does not push it; other categories still arrive', async () => {
    const { teacher, student } = await classOfOne();
    await save(student.headers, { ...prefs, mutedCategories: ['messages'] });
    const live = await clients.connected(baseUrl, { token: student.token });
    const pushed: NotificationItem[] = [];
    live.on('notification', (item: NotificationItem) => pushed.push(item));
    await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: teacher.headers,
      payload: { receivers: [student.user.id], title: 'Muted chat' },
    });
    await insertNotifications(t.app.db, [
      { userId: student.user.id, type: 'ASSESSMENT_PUBLISHED', title: 'New test', body: '' },
    ]);
    const inbox = await list(student.headers);
    expect(inbox.data.map((item) => [item.title, item.readAt === null])).toEqual([
      ['New test', true],
      ['Muted chat', false],
    ]);
    expect(inbox.newMessagesCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushed).toEqual([]);
  });

  it('mutes one class: its notifications are stored read, another class’s are not', async () => {
    const { teacher, student, klass } = await classOfOne();
    const { klass: second } = await buildClass(t.app.db, {
      institute: teacher.institute!,
      teacher: teacher.user,
      students: [student.user],
    });
    expect((await save(student.headers, { ...prefs, mutedClassIds: [klass.id] })).statusCode).toBe(200);
    for (const classId of [klass.id, second.id]) {
      const response = await t.app.inject({
        method: 'POST',
        url: SEND,
        headers: teacher.headers,
        payload: { receivers: [student.user.id], title: `About ${classId}`, classId },
      });
      expect(response.statusCode).toBe(200);
    }
    const inbox = await list(student.headers);
    expect(inbox.newMessagesCount).toBe(1);
    expect(inbox.data.find((item) => item.data.classId === klass.id)?.readAt).not.toBeNull();
    expect(inbox.data.find((item) => item.data.classId === second.id)?.readAt).toBeNull();
  });
});

describe('quiet hours, in the user’s time zone', () => {
  const row = (overrides: Partial<PreferencesRow>) =>
    ({ quietStart: '22:00', quietEnd: '07:00', timeZone: 'Asia/Kolkata', ...overrides }) as PreferencesRow;

  it('holds across midnight in the user’s zone, not the server’s', () => {
    // 17:00 UTC is 22:30 in Kolkata; 01:45 UTC is 07:15 there.
    expect(isQuietNow(row({}), new Date('2026-03-02T17:00:00Z'))).toBe(true);
    expect(isQuietNow(row({}), new Date('2026-03-02T20:00:00Z'))).toBe(true);
    expect(isQuietNow(row({}), new Date('2026-03-02T01:45:00Z'))).toBe(false);
    expect(isQuietNow(row({ timeZone: 'UTC' }), new Date('2026-03-02T17:00:00Z'))).toBe(false);
    expect(
      isQuietNow(
        row({ quietStart: '13:00', quietEnd: '14:00', timeZone: 'America/New_York' }),
        new Date('2026-07-01T17:30:00Z'),
      ),
    ).toBe(true);
    expect(isQuietNow(row({ quietStart: null, quietEnd: null }), new Date('2026-03-02T17:00:00Z'))).toBe(false);
  });

  it('lets urgent ones through', () => {
    const quiet = new Date('2026-03-02T17:00:00Z');
    expect(mayInterrupt(row({}), 'MESSAGE', quiet)).toBe(false);
    expect(mayInterrupt(row({}), 'URGENT', quiet)).toBe(true);
    expect(mayInterrupt(row({}), 'LIVE_CLASS_STARTED', quiet)).toBe(true);
    expect(mayInterrupt(row({}), 'MESSAGE', new Date('2026-03-02T06:00:00Z'))).toBe(true);
  });
});

describe('the daily digest', () => {
  it('mails the day’s unread ones once, after the digest time in the user’s zone, without the muted ones', async () => {
    const { student } = await classOfOne();
    await save(student.headers, {
      ...prefs,
      mutedCategories: ['classFeed'],
      timeZone: 'Europe/Berlin',
      dailyDigest: true,
      digestTime: '18:00',
    });
    await insertNotifications(t.app.db, [
      { userId: student.user.id, type: 'ASSESSMENT_PUBLISHED', title: 'Fractions quiz', body: 'Class 6A' },
      { userId: student.user.id, type: 'MESSAGE', title: 'Bring a ruler', body: '' },
      { userId: student.user.id, type: 'CLASS_FEED_POST', title: 'Muted post', body: '' },
    ]);
    const deps = { db: t.app.db, mailer: t.app.mailer, appUrl: 'https://bright.example' };
    const day = new Date();
    const at = (hhmmZ: string) => new Date(`${day.toISOString().slice(0, 10)}T${hhmmZ}:00Z`);
    // Berlin is UTC+1 or +2: 15:30 UTC is before 18:00 there, 17:30 UTC after it.
    await sendDueDigests(deps, at('15:30'));
    expect(smtp.to(student.email)).toEqual([]);
    await sendDueDigests(deps, at('17:30'));
    const mail = await smtp.waitFor((m) => m.to.includes(student.email));
    expect(mail.subject).toBe('Bright: 2 unread notifications today');
    expect(mail.text).toContain('- Fractions quiz: Class 6A');
    expect(mail.text).toContain('- Bring a ruler');
    expect(mail.text).not.toContain('Muted post');
    expect(mail.links).toEqual([
      'https://bright.example/dashboard/create',
      'https://bright.example/dashboard/notifications/settings',
    ]);
    await sendDueDigests(deps, at('17:45'));
    expect(smtp.to(student.email)).toHaveLength(1);
  });

  it('sends nothing to someone who did not ask for it, or who read everything', async () => {
    const { student } = await classOfOne();
    const reader = await classOfOne();
    await save(reader.student.headers, { ...prefs, dailyDigest: true, digestTime: '00:00' });
    await insertNotifications(t.app.db, [
      { userId: student.user.id, type: 'MESSAGE', title: 'Hello', body: '' },
      { userId: reader.student.user.id, type: 'MESSAGE', title: 'Read', body: '' },
    ]);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/notification/read',
      headers: reader.student.headers,
      payload: { all: true },
    });
    await sendDueDigests({ db: t.app.db, mailer: t.app.mailer, appUrl: 'https://bright.example' }, new Date());
    expect(smtp.to(student.email)).toEqual([]);
    expect(smtp.to(reader.student.email)).toEqual([]);
  });
});
