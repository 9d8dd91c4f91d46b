/**
 * SPEC §7 against the OpenAPI document: every call the spec lists and this server builds is served at the
 * spec's path (ARCHITECTURE §2 prefixes), and no call listed as not built yet is served unnoticed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECTED_MISSING, SPEC_CALLS } from './spec-calls';
import { type TestApp, createTestApp } from './test-app';

/** 'GET /api/user/{id}' and 'GET /api/user/{userId}' are one call: parameter names do not count. */
const normalise = (call: string) => call.replace(/\{[^}]*\}/g, '{}');

interface Operation {
  parameters?: { in: string; name: string; schema?: { enum?: string[] } }[];
}

/** A path parameter with an enum is a family of paths: `addUsers/{type}` serves addUsers/learner and /instructor. */
function concretePaths(path: string, operation: Operation): string[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'path' && parameter.schema?.enum)
    .reduce(
      (paths, parameter) =>
        paths.flatMap((each) => parameter.schema!.enum!.map((value) => each.replace(`{${parameter.name}}`, value))),
      [path],
    );
}

let t: TestApp;
let served: Set<string>;

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const calls = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      concretePaths(path, operation).map((each) => normalise(`${method.toUpperCase()} ${each}`)),
    ),
  );
  served = new Set(calls);
});
afterAll(() => t.close());

describe('SPEC §7 calls in the OpenAPI document', () => {
  for (const [section, calls] of Object.entries(SPEC_CALLS)) {
    it(`serves every built call of "${section}"`, () => {
      const missing = calls.filter((call) => !served.has(normalise(call)));
      expect(missing, 'SPEC §7 calls not in /api/openapi.json (renamed or removed?)').toEqual([]);
    });
  }

  for (const [section, calls] of Object.entries(EXPECTED_MISSING)) {
    it(`serves no call of "${section}" still listed as not built`, () => {
      const landed = calls.filter((call) => served.has(normalise(call)));
      expect(landed, 'now served: move these to SPEC_CALLS in test/spec-calls.ts').toEqual([]);
    });
  }

  it('lists each call once', () => {
    const all = [...Object.values(SPEC_CALLS), ...Object.values(EXPECTED_MISSING)].flat().map(normalise);
    expect(all.filter((call, index) => all.indexOf(call) !== index)).toEqual([]);
  });
});
