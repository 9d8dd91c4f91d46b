import type { RedisAdapter } from '@socket.io/redis-adapter';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { memberships, sessions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { openSession } from '.';

const REDIS_URL = process.env.TEST_REDIS_URL;
const SESSION_ACTIVE = '/api/galileo/isSessionActive';

type SessionView = { statusCode: number; roles?: string[]; instituteId?: string | null };

async function sessionOn(app: TestApp['app'], token: string): Promise<SessionView> {
  const response = await app.inject({ method: 'GET', url: SESSION_ACTIVE, headers: { access_token: token } });
  if (response.statusCode !== 200) return { statusCode: response.statusCode };
  const data = response.json().data as { roles: string[]; instituteId: string | null };
  return { statusCode: 200, roles: [...data.roles].sort(), instituteId: data.instituteId };
}

/** Changes roles straight in the database, as nothing in the app does: only a forget() makes it seen. */
async function setRolesBehindTheAppsBack(app: TestApp['app'], userId: string, instituteId: string, roles: string[]) {
  await app.db
    .update(memberships)
    .set({ roles })
    .where(and(eq(memberships.userId, userId), eq(memberships.instituteId, instituteId)));
}

describe('the session behind a token, held in memory by one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const post = (url: string, token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { access_token: token }, payload });

  it('reads a session once and keeps it: a change made behind the app’s back shows only once forgotten', async () => {
    const { user, institute } = await buildUser(t.app.db, { roles: ['learner'] });
    const { token } = await openSession(t.app.db, user.id, institute!.id);
    expect(await sessionOn(t.app, token)).toMatchObject({ roles: ['learner'] });
    await setRolesBehindTheAppsBack(t.app, user.id, institute!.id, ['instructor']);
    expect(await sessionOn(t.app, token)).toMatchObject({ roles: ['learner'] });
    await t.app.sessions.forget({ userId: user.id });
    expect(await sessionOn(t.app, token)).toMatchObject({ roles: ['instructor'] });
  });

  it('serves a burst of requests with one token from a single read', async () => {
    const { user, institute } = await buildUser(t.app.db, { roles: ['learner'] });
    const { token } = await openSession(t.app.db, user.id, institute!.id);
    const resolutions = await Promise.all(Array.from({ length: 20 }, () => t.app.sessions.resolve(token)));
    const actors = new Set(resolutions.map((resolution) => ('actor' in resolution ? resolution.actor : null)));
    expect(actors.size).toBe(1);
    expect([...actors][0]).toMatchObject({ userId: user.id, roles: ['learner'] });
  });

  it('reads the sessions of many tokens arriving together, each answered with its own', async () => {
    const institute = await buildInstitute(t.app.db);
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        buildUser(t.app.db, { roles: [i % 3 ? 'learner' : 'instructor'], institute }),
      ),
    );
    const tokens = await Promise.all(
      users.map(async ({ user }) => (await openSession(t.app.db, user.id, institute.id)).token),
    );
    await t.app.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(tokens[5]!)));
    const resolutions = await Promise.all([...tokens, 'never-issued'].map((token) => t.app.sessions.resolve(token)));
    users.forEach(({ user }, i) => {
      if (i === 5) expect(resolutions[i]).toEqual({ problem: 'expired' });
      else
        expect(resolutions[i]).toMatchObject({
          actor: { userId: user.id, instituteId: institute.id, roles: [i % 3 ? 'learner' : 'instructor'] },
        });
    });
    expect(resolutions[12]).toEqual({ problem: 'invalid' });
  });

  it('does not keep a read that was under way when its session was forgotten', async () => {
    const { user, institute } = await buildUser(t.app.db, { roles: ['learner'] });
    const { token } = await openSession(t.app.db, user.id, institute!.id);
    const early = t.app.sessions.resolve(token);
    await t.app.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await t.app.sessions.forget({ userId: user.id });
    await early;
    expect(await t.app.sessions.resolve(token)).toEqual({ problem: 'expired' });
  });

  it('sees a sign-out and a password change at the very next request', async () => {
    const built = await buildUser(t.app.db, { roles: ['learner'] });
    const [leaving, current, other] = await Promise.all(
      [1, 2, 3].map(async () => (await openSession(t.app.db, built.user.id, built.institute!.id)).token),
    );
    for (const token of [leaving!, current!, other!]) expect((await sessionOn(t.app, token)).statusCode).toBe(200);
    expect((await post('/api/galileo/logout', leaving!)).statusCode).toBe(200);
    expect((await sessionOn(t.app, leaving!)).statusCode).toBe(401);
    const change = await post('/api/galileo/changePassword', current!, {
      email: built.email,
      currentPassword: built.password,
      newPassword: 'a-new-password-9',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await sessionOn(t.app, other!)).statusCode).toBe(401);
    expect((await sessionOn(t.app, current!)).statusCode).toBe(200);
  });

  it('sees a role granted or taken, a removal and a switch of institute at the very next request', async () => {
    const institute = await buildInstitute(t.app.db);
    const admin = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute });
    const colleague = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute });
    const student = await buildUser(t.app.db, { roles: ['learner'], institute });
    const tokenOf = async (user: typeof admin) => (await openSession(t.app.db, user.user.id, institute.id)).token;
    const [adminToken, colleagueToken, studentToken] = await Promise.all([admin, colleague, student].map(tokenOf));
    expect(await sessionOn(t.app, colleagueToken!)).toMatchObject({ roles: ['admin', 'instructor'] });
    expect(await sessionOn(t.app, studentToken!)).toMatchObject({ roles: ['learner'] });

    const demote = await post('/api/galileo/update/admin', adminToken!, {
      userId: colleague.user.id,
      makeAdmin: false,
    });
    expect(demote.statusCode, demote.body).toBe(200);
    expect(await sessionOn(t.app, colleagueToken!)).toMatchObject({ roles: ['instructor'] });

    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/removeUser/learner/${institute.id}/${student.user.id}`,
      headers: { access_token: adminToken! },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(await sessionOn(t.app, studentToken!)).toMatchObject({ roles: [], instituteId: null });

    // An admin who did not teach becomes a teacher too.
    const manager = await buildUser(t.app.db, { roles: ['admin'], institute });
    const managerToken = await tokenOf(manager);
    expect(await sessionOn(t.app, managerToken)).toMatchObject({ roles: ['admin'] });
    const added = await post('/api/admin/create/teacher', adminToken!, { email: manager.email, firstName: 'Mia' });
    expect(added.statusCode, added.body).toBe(200);
    expect(await sessionOn(t.app, managerToken)).toMatchObject({ roles: ['admin', 'instructor'] });

    const elsewhere = await buildInstitute(t.app.db);
    await t.app.db
      .insert(memberships)
      .values({ userId: admin.user.id, instituteId: elsewhere.id, roles: ['learner'], isDefault: false });
    const switched = await post('/api/galileo/set-default-institute', adminToken!, { instituteId: elsewhere.id });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await sessionOn(t.app, adminToken!)).toMatchObject({ roles: ['learner'], instituteId: elsewhere.id });
  });
});

describe.skipIf(!REDIS_URL)('the session held by two processes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ redisUrl: REDIS_URL });
    b = await createTestApp({ redisUrl: REDIS_URL, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses a token on B at once after its sign-out on A', async () => {
    const { user, institute } = await buildUser(a.app.db);
    const { token } = await openSession(a.app.db, user.id, institute!.id);
    expect((await sessionOn(b.app, token)).statusCode).toBe(200);
    const logout = await a.app.inject({ method: 'POST', url: '/api/galileo/logout', headers: { access_token: token } });
    expect(logout.statusCode).toBe(200);
    expect((await sessionOn(b.app, token)).statusCode).toBe(401);
  });

  it('shows a role taken on A in the next request on B', async () => {
    const institute = await buildInstitute(a.app.db);
    const admin = await buildUser(a.app.db, { roles: ['admin', 'instructor'], institute });
    const colleague = await buildUser(a.app.db, { roles: ['admin', 'instructor'], institute });
    const adminToken = (await openSession(a.app.db, admin.user.id, institute.id)).token;
    const colleagueToken = (await openSession(a.app.db, colleague.user.id, institute.id)).token;
    expect(await sessionOn(b.app, colleagueToken)).toMatchObject({ roles: ['admin', 'instructor'] });
    const demote = await a.app.inject({
      method: 'POST',
      url: '/api/galileo/update/admin',
      headers: { access_token: adminToken },
      payload: { userId: colleague.user.id, makeAdmin: false },
    });
    expect(demote.statusCode, demote.body).toBe(200);
    expect(await sessionOn(b.app, colleagueToken)).toMatchObject({ roles: ['instructor'] });
  });

  it('keeps nothing on B while B cannot hear the others, and keeps again once it can', async () => {
    const { user, institute } = await buildUser(a.app.db, { roles: ['learner'] });
    const { token } = await openSession(a.app.db, user.id, institute!.id);
    const subscriber = (b.app.realtime.io.of('/').adapter as unknown as RedisAdapter).subClient as {
      disconnect(): void;
      connect(): Promise<void>;
      once(event: string, listener: () => void): void;
    };
    const closed = new Promise<void>((resolve) => subscriber.once('close', resolve));
    subscriber.disconnect();
    await closed;
    expect(await sessionOn(b.app, token)).toMatchObject({ roles: ['learner'] });
    await setRolesBehindTheAppsBack(a.app, user.id, institute!.id, ['instructor']);
    expect(await sessionOn(b.app, token)).toMatchObject({ roles: ['instructor'] });

    const ready = new Promise<void>((resolve) => subscriber.once('ready', resolve));
    await subscriber.connect();
    await ready;
    expect(await sessionOn(b.app, token)).toMatchObject({ roles: ['instructor'] });
    await setRolesBehindTheAppsBack(a.app, user.id, institute!.id, ['learner']);
    expect(await sessionOn(b.app, token)).toMatchObject({ roles: ['instructor'] });
    await a.app.sessions.forget({ userId: user.id });
    expect(await sessionOn(b.app, token)).toMatchObject({ roles: ['learner'] });
  });
});
