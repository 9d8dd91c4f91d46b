// A push subscription cannot make the server POST inside its own network: private, loopback and local
// endpoints are refused when saved, and one stored before (or by a school that since turned the switch off)
// is removed at send time without a connection to it. WEB_PUSH_ALLOW_PRIVATE lifts both (a school's own service).
import { WEB_PUSH_MESSAGES } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { buildClass, buildUser } from '../../../test/factories';
import { type PushPeer, startPushPeer } from '../../../test/push-peer';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { openSession } from '../auth';

const SUBSCRIBE = '/api/notifications/push/subscribe';
const SEND = '/api/notifications/notification';

let t: TestApp;
let peer: PushPeer;
beforeAll(async () => {
  peer = await startPushPeer();
  t = await createTestApp({ env: { WEB_PUSH_CA_FILE: peer.caFile } });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

async function classOfOne() {
  const teacher = await buildUser(t.app.db, { roles: ['instructor'] });
  const student = await buildUser(t.app.db, { roles: ['learner'], institute: teacher.institute! });
  await buildClass(t.app.db, { institute: teacher.institute!, teacher: teacher.user, students: [student.user] });
  const opened = (built: typeof teacher) => openSession(t.app.db, built.user.id, built.institute!.id);
  const studentSession = await opened(student);
  return {
    teacher: { access_token: (await opened(teacher)).token },
    student,
    studentSessionId: studentSession.session.id,
    studentHeaders: { access_token: studentSession.token },
  };
}

const rows = (endpoint: string) =>
  t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('push endpoints inside the network', () => {
  it('refuses private, loopback and local endpoints, storing nothing, and takes a public push service', async () => {
    const { studentHeaders } = await classOfOne();
    const browser = peer.subscribe();
    for (const endpoint of [
      'https://127.0.0.1/push/a',
      'https://10.1.2.3/push/a',
      'https://192.168.0.9:8443/push/a',
      'https://[::1]/push/a',
      'https://[::ffff:127.0.0.1]/push/a',
      'https://localhost/push/a',
      'https://push.internal/push/a',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: SUBSCRIBE,
        headers: studentHeaders,
        payload: { ...browser, endpoint },
      });
      expect(answer.statusCode, endpoint).toBe(400);
      expect(answer.json().message).toBe(WEB_PUSH_MESSAGES.privateEndpoint);
      expect(await rows(endpoint)).toEqual([]);
    }
    const fcm = 'https://fcm.googleapis.com/fcm/send/abc:def';
    const taken = await t.app.inject({
      method: 'POST',
      url: SUBSCRIBE,
      headers: studentHeaders,
      payload: { ...browser, endpoint: fcm },
    });
    expect(taken.statusCode).toBe(200);
    expect(await rows(fcm)).toHaveLength(1);
  });

  it('removes a stored subscription to a private address when it would push, without contacting it', async () => {
    const { teacher, student, studentSessionId } = await classOfOne();
    const browser = peer.subscribe();
    await t.app.db.insert(pushSubscriptions).values({
      endpoint: browser.endpoint,
      userId: student.user.id,
      sessionId: studentSessionId,
      p256dh: browser.keys.p256dh,
      auth: browser.keys.auth,
      userAgent: 'test',
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: teacher,
      payload: { receivers: [student.user.id], title: 'Homework', body: 'Page 4', type: 'MESSAGE' },
    });
    expect(sent.statusCode).toBe(200);
    const deadline = Date.now() + 5000;
    while ((await rows(browser.endpoint)).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await rows(browser.endpoint)).toEqual([]);
    expect(peer.received).toEqual([]);
  });
});
