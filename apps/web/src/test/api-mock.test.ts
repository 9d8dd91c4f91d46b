import { type SessionUser, googleConfigRoute, loginRoute } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, callApi } from '../lib/api-client';
import { drainMismatches, handle, reply, setupApiMocks } from './api-mock';

const server = setupApiMocks();

describe('contract-typed mocks', () => {
  it('answer a call with the mocked envelope', async () => {
    server.use(reply(googleConfigRoute, { enabled: true }));
    await expect(callApi(googleConfigRoute, {}, { silent: true, loader: false })).resolves.toEqual({ enabled: true });
    expect(drainMismatches()).toEqual([]);
  });

  it('refuse a mocked answer the server could never give', async () => {
    const wrong = { enabled: 'yes' } as unknown as { enabled: boolean };
    server.use(reply(googleConfigRoute, wrong));
    await expect(callApi(googleConfigRoute, {}, { silent: true, loader: false })).rejects.toBeInstanceOf(ApiError);
    expect(drainMismatches()).toEqual([
      expect.stringContaining('GET /api/auth/oauth/google/config: the response does not match the contract'),
    ]);
  });

  it('refuse a request body that breaks the route body schema', async () => {
    server.use(handle(loginRoute, () => ({ message: 'ok', data: {} as SessionUser })));
    await expect(
      callApi(loginRoute, { body: { email: 'not an email', password: '' } }, { silent: true, loader: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(drainMismatches()).toEqual([expect.stringContaining('the request body does not match the contract')]);
  });

  it('report a call that no test mocked', async () => {
    await expect(
      callApi(loginRoute, { body: { email: 'a@b.test', password: 'x' } }, { silent: true, loader: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(drainMismatches()).toEqual([
      expect.stringContaining('POST /api/galileo/login: called by the page but not mocked by the test'),
    ]);
  });
});
