import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { operationIdOf } from './openapi-operations';

type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, { content?: unknown }> };

describe('the OpenAPI document', () => {
  let t: TestApp;
  let operations: Array<[string, Operation]>;
  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(
        ([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, Operation],
      ),
    );
  });
  afterAll(() => t?.close());

  const find = (call: string) => operations.find(([name]) => name === call)?.[1];

  it('names every operation once, for generated clients', () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('POST', '/api/badge/give-badge-to-class/:id')).toBe('postApiBadgeGiveBadgeToClassById');
  });

  it('asks for the session token exactly where the route needs one', () => {
    expect(find('POST /api/galileo/login')?.security).toEqual([]);
    expect(find('GET /api/health')?.security).toEqual([]);
    expect(find('POST /api/badge/give-badge')?.security).toEqual([{ bearer: [] }, { accessToken: [] }]);
  });

  it('lists the error answers with the ErrorBody schema, 401 and 403 only behind a session', () => {
    const give = find('POST /api/badge/give-badge')!;
    for (const status of ['400', '401', '403', '404', '429']) {
      expect(give.responses[status]?.content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
      });
    }
    const login = find('POST /api/galileo/login')!;
    expect(login.responses['400']).toBeDefined();
    expect(login.responses['401']).toBeUndefined();
  });
});
