// The route tests' HTTP client and assertions (a session token, a row count, an error body); not part of the app.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { refusalBody } from './refusal-body';
import type { TestApp } from './test-app';
import { openSession } from '../src/modules/auth';

export interface CallOptions {
  token?: string;
  payload?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Requests through the real app, with the token in the access_token header. */
export function client(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, options: CallOptions = {}) =>
    t.app.inject({
      method,
      url,
      query: options.query,
      headers: { ...(options.token ? { access_token: options.token } : {}), ...options.headers },
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    });
  return {
    get: (url: string, options?: CallOptions) => call('GET', url, options),
    post: (url: string, payload: unknown = {}, options?: CallOptions) => call('POST', url, { ...options, payload }),
    delete: (url: string, options?: CallOptions) => call('DELETE', url, options),
  };
}

/** A session token for a user in an institute (the one their session acts in). */
export async function tokenFor(t: TestApp, user: { id: string }, instituteId: string | null) {
  return (await openSession(t.app.db, user.id, instituteId)).token;
}

export async function countRows(t: TestApp, table: string) {
  const [row] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row!.n;
}

export async function rolesOf(t: TestApp, userId: string, instituteId: string) {
  const rows = await t.database.query<{ roles: string[] }>(
    'SELECT roles FROM memberships WHERE user_id = $1 AND institute_id = $2',
    [userId, instituteId],
  );
  return rows[0]?.roles ?? null;
}

/** The status and the exact message of a refusal, with the catalogue code (and params) of that message. */
export function expectError(response: LightMyRequestResponse, status: number, message: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: refusalBody(message) });
}
