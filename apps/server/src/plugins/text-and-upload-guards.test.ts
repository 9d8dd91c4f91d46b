import { MESSAGES } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/api-client';
import { type ClassWorld, classWorld } from '../../test/class-world';
import { type TestApp, createTestApp } from '../../test/test-app';
import { classes } from '../db/schema';

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
}

const BOUNDARY = 'bright-guard';
/** A multipart body cut off inside its first part: busboy's "Unexpected end of form". */
const TRUNCATED = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;

describe('text and uploads no service can take', () => {
  let t: TestApp;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await classWorld(t, { studentCount: 1 });
  });
  afterAll(() => t?.close());

  it('refuses a NUL character anywhere in a JSON body with 400 naming where, and writes nothing', async () => {
    const [before] = await t.app.db.select().from(classes).where(eq(classes.id, w.klass.id));
    const response = await client(t).post(
      '/api/class/rotate-join-code',
      { classId: `${w.klass.id}\u0000` },
      { token: w.teacher.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'error.nulCharacter',
      message: `${MESSAGES.nulCharacter}: classId`,
      params: { detail: 'classId' },
    });
    const [after] = await t.app.db.select().from(classes).where(eq(classes.id, w.klass.id));
    expect(after!.joinCode).toBe(before!.joinCode);

    const nested = await client(t).post(
      '/api/galileo/login',
      { email: 'nobody@example.com', password: 'pass\u0000word' },
      {},
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ code: 'error.nulCharacter', params: { detail: 'password' } });
  });

  it('refuses a NUL character in a query string', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/notification?before=${encodeURIComponent('n\u0000')}`,
      headers: { authorization: `Bearer ${w.teacher.token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('error.nulCharacter');
  });

  it('answers every upload route a cut-off or boundary-less multipart body with a 4xx, never a 500', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
    const uploads = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody?.content['multipart/form-data'])
        .map(([method]) => ({ method: method.toUpperCase() as 'POST', path })),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(10);
    const tokens = [w.teacher.token, w.admin.token, w.students[0]!.token];
    let refusedAsBroken = 0;
    for (const { method, path } of uploads) {
      for (const token of tokens) {
        for (const [contentType, payload] of [
          [`multipart/form-data; boundary=${BOUNDARY}`, TRUNCATED],
          ['multipart/form-data', 'no boundary at all'],
        ] as const) {
          const response = await t.app.inject({
            method,
            url: path,
            headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
            payload,
          });
          expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(500);
          if (response.json().code === 'error.invalidMultipart') refusedAsBroken += 1;
        }
      }
    }
    // Most routes read the body for some caller (the others refuse the role or the licence first).
    expect(refusedAsBroken).toBeGreaterThanOrEqual(uploads.length);
  });
});
