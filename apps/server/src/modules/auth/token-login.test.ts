import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { buildUser } from '../../../test/factories';
import { type TestApp, createTestApp, loginAs } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenLogin = (token: string) => t.app.inject({ method: 'POST', url: `/api/galileo/loginViaToken/${token}` });

describe('POST /api/galileo/loginViaToken/:token', () => {
  it('answers the login-by-token response for a live session token, role instructor for staff', async () => {
    const teacher = await buildUser(t.database.db, { roles: ['instructor'] });
    const token = await loginAs(t.app, teacher.email);
    const response = await tokenLogin(token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      access_token: token,
      userId: teacher.user.id,
      kneura_id: teacher.user.kneuraId,
      first_name: 'Test',
      instituteId: teacher.institute!.id,
      instituteKneuraId: teacher.institute!.kneuraId,
      notificationToken: token,
      role: 'instructor',
      roles: ['instructor'],
    });
  });

  it('the body variant takes {access_token}', async () => {
    const student = await buildUser(t.database.db, { roles: ['learner'] });
    const token = await loginAs(t.app, student.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/galileo/loginViaToken',
      payload: { access_token: token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role).toBe('learner');
  });

  it('refuses an unknown token (401 Unauthorized user) and a revoked one (401 session expired)', async () => {
    expect((await tokenLogin('x'.repeat(43))).json()).toEqual({
      message: 'Unauthorized user',
      code: 'error.unauthorizedUser',
    });
    const user = await buildUser(t.database.db, { roles: ['instructor'] });
    const token = await loginAs(t.app, user.email);
    await t.app.inject({ method: 'POST', url: '/api/galileo/logout', headers: { access_token: token } });
    const refused = await tokenLogin(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('session expired');
  });

  it('refuses a token that is too short or an unknown body field with 400', async () => {
    expect((await tokenLogin('abc')).statusCode).toBe(400);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/galileo/loginViaToken',
      payload: { access_token: 'y'.repeat(40), extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unknown field: extra');
  });
});

describe('GET /api/user/get-login-code', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/get-login-code' });
    expect(response.statusCode).toBe(401);
  });

  it('gives a single-use code that opens a new session on another device', async () => {
    const user = await buildUser(t.database.db, { roles: ['instructor'] });
    const token = await loginAs(t.app, user.email);
    const before = (await t.database.db.select().from(sessions)).length;
    const codeResponse = await t.app.inject({
      method: 'GET',
      url: '/api/user/get-login-code',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(codeResponse.statusCode).toBe(200);
    const { code } = codeResponse.json().data;
    expect(code.length).toBeGreaterThanOrEqual(43);

    const first = await tokenLogin(code);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.access_token).not.toBe(code);
    expect(first.json().data.userId).toBe(user.user.id);
    expect((await t.database.db.select().from(sessions)).length).toBe(before + 1);

    const second = await tokenLogin(code);
    expect(second.statusCode).toBe(401);
  });
});
