/// <reference types="vite/client" />
/**
 * Socket authorization matrix: the realtime twin of authz-matrix.test.ts.
 *
 * Every namespace's handshake and every registered client event on each of its namespaces
 * (app.realtime.handlers.catalog) has a case in a `*.socket-authz.ts` file exporting
 * `socketAuthzCases = defineSocketAuthzCases([...])` (test/authz/socket-authz-case.ts). An uncovered pair
 * fails this file, naming it. Each case runs over real sockets against the app listening on loopback:
 * as A's admin, instructor and learner (ok, or the `denied` code), with no token (the handshake refused
 * with SESSION_EXPIRED) and, for scope 'institute', as B's user of the first allowed role (NOT_FOUND).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocketAuthzCase, socketCaseLabel } from './authz';
import { type World, buildWorld } from './authz/harness';
import { runSocketCase, socketCoverage } from './authz/socket-harness';
import { type TestApp, createTestApp, listenOnLoopback } from './test-app';

const modules = import.meta.glob<{ socketAuthzCases?: SocketAuthzCase[] }>('../src/**/*.socket-authz.ts', {
  eager: true,
});
const cases = Object.values(modules).flatMap((module) => module.socketAuthzCases ?? []);

let t: TestApp;
let baseUrl: string;
let a: World;
let b: World;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnLoopback(t.app);
  a = await buildWorld(t.app, 'A');
  b = await buildWorld(t.app, 'B');
});
afterAll(() => t?.close());

describe('the socket authorization matrix', () => {
  it('has a case for every handshake and every client event, and every case names a served one', () => {
    const { missing, unknown } = socketCoverage(t.app, cases);
    expect(missing, 'namespace events with no case in any *.socket-authz.ts').toEqual([]);
    expect(unknown, 'cases naming an event no namespace serves').toEqual([]);
  });

  for (const socketCase of cases) {
    it(socketCaseLabel(socketCase), async () => {
      expect(await runSocketCase(t.app, baseUrl, socketCase, a, b)).toEqual([]);
    });
  }
});
