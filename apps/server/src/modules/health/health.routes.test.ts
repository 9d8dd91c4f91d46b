import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../db/migrate';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';

/** The newest committed migration ('0000_foundation' until the next one lands). */
const journal = JSON.parse(readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const latestTag = journal.entries.at(-1)!.tag;

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('names the database of this run and says every migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('OK');
    expect(body.data).toMatchObject({
      status: 'ok',
      database: testDatabaseKind,
      migrations: { applied: journal.entries.length, pending: 0, latest: latestTag },
      realtime: 'single-process',
    });
    expect(journal.entries[0]!.tag).toBe('0000_foundation');
  });

  it('needs no token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { access_token: 'garbage' } });
    expect(response.statusCode).toBe(200);
  });
});
