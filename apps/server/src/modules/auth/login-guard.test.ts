import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { MAX_FAILURES_PER_ACCOUNT } from './login-guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, address = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/galileo/login', payload: { email, password }, remoteAddress: address });

describe('sign-in attempt limits', () => {
  it('locks an account after five wrong passwords, even with the right one, and says so', async () => {
    const user = await buildUser(t.database.db, { roles: ['instructor'] });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await login(user.email, 'wrong-password')).json().message).toBe('Wrong password');
    }
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed attempts. Please try again in 15 minutes.');
  });

  it('a success clears the count for that account', async () => {
    const user = await buildUser(t.database.db, { roles: ['instructor'] });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i += 1) await login(user.email, 'nope-nope');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i += 1) await login(user.email, 'nope-nope');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('v3 login answers the user with every institute', async () => {
    const user = await buildUser(t.database.db, { roles: ['admin', 'instructor'] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/galileo/v3/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.institutes).toEqual([
      {
        instituteId: user.institute!.id,
        instituteKneuraId: user.institute!.kneuraId,
        name: user.institute!.name,
        roles: ['admin', 'instructor'],
      },
    ]);
  });
});
