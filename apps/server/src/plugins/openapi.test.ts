import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { operationIdOf } from './openapi-operations';

type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
};

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

  it('declares the real media types of downloads, never JSON for a file', () => {
    const types = (call: string) => Object.keys(find(call)?.responses['200']?.content ?? {});
    expect(types('GET /api/student/attendance/export')).toEqual(['text/csv']);
    expect(types('GET /api/assessmentResponse/report-pdf')).toEqual(['application/pdf']);
    expect(types('GET /api/scheduler/ical/{file}')).toEqual(['text/calendar']);
    expect(types('GET /api/assessment/export-qti')).toEqual(['application/zip']);
    expect(types('GET /api/profile/picture/{userId}')).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(types('POST /api/ai/lesson/plan/sse')).toEqual(['text/event-stream']);
    const downloads = operations.filter(([, operation]) => {
      const content = Object.keys(operation.responses['200']?.content ?? {});
      return content.length > 0 && !content.includes('application/json');
    });
    expect(downloads.length).toBeGreaterThanOrEqual(17);
  });

  it('describes uploads as multipart/form-data with binary file fields', () => {
    const upload = find('POST /api/myFiles/upload')?.requestBody?.content['multipart/form-data']?.schema;
    expect(upload?.properties?.file).toEqual({ type: 'string', format: 'binary' });
    expect(upload?.properties).toHaveProperty('folderId');
    expect(upload?.required).toEqual(['file']);
    const roster = find('POST /api/student/bulkUpload/preview')?.requestBody?.content['multipart/form-data']?.schema;
    expect(roster?.properties?.csv).toEqual({ type: 'string', format: 'binary' });
    const multipart = operations.filter(([, operation]) => operation.requestBody?.content['multipart/form-data']);
    expect(multipart.length).toBeGreaterThanOrEqual(10);
  });

  it('answers the Google browser sign-in routes with a 302 and its Location', () => {
    for (const call of ['GET /api/auth/oauth/google/start', 'GET /api/auth/oauth/google/callback']) {
      const found = operations.find(([name]) => name.startsWith(call))?.[1];
      expect(found?.responses['302']?.headers).toHaveProperty('location');
      expect(found?.responses['200']).toBeUndefined();
    }
  });
});
