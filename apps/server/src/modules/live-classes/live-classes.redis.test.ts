import { LIVE_PROTOCOL_VERSION as v, type LiveJoined } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { client } from '../../../test/api-client';
import { BoardTestClient, ask, stroke } from '../../../test/board-test-client';
import { classWorld } from '../../../test/class-world';
import { buildLesson } from '../../../test/lesson-factories';
import { buildLicence } from '../../../test/licence-factories';
import { SocketClients, nextEvent, waitFor } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { lessonPages } from '../../db/schema';

const REDIS_URL = process.env.TEST_REDIS_URL;
const clients = new SocketClients();
afterEach(() => clients.closeAll());

describe('a live class across two processes sharing Redis and the database', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it.skipIf(!REDIS_URL)(
    'shows one user list, relays the view and the pen, and keeps every acknowledged stroke when the first process goes',
    async () => {
      a = await createTestApp({ redisUrl: REDIS_URL });
      b = await createTestApp({ redisUrl: REDIS_URL, database: a.database });
      const [baseA, baseB] = [await listenOnLoopback(a.app), await listenOnLoopback(b.app)];
      const w = await classWorld(a, { studentCount: 2 });
      await buildLicence(a, w.institute, { plan: 'STARTER_PLAN' });
      const lesson = await buildLesson(a.app.db, { instituteId: w.institute.id, ownerId: w.teacher.user.id, pages: 2 });
      const pages = await a.app.db.select().from(lessonPages).where(eq(lessonPages.lessonId, lesson.id));
      const started = await client(a).post(
        '/api/live-classes/start',
        { lessonId: lesson.id, classId: w.klass.id },
        { token: w.teacher.token },
      );
      const liveClassId = started.json().data.id as string;
      const enter = async (base: string, token: string) => {
        const socket = await clients.connected(base, {
          namespace: '/live',
          token,
          auth: { flowID: lesson.id, device: 'WEB' },
        });
        const answer = await ask<LiveJoined>(socket, 'live:join', { v, liveClassId });
        expect(answer.ok, JSON.stringify(answer)).toBe(true);
        return socket;
      };
      const openBoard = async (base: string, token: string) => {
        const board = new BoardTestClient(
          await clients.connected(base, { namespace: '/board', token }),
          lesson.id,
          pages[0]!.id,
        );
        expect((await board.join()).ok).toBe(true);
        return board;
      };

      const teacher = await enter(baseA, w.teacher.token);
      const presence = nextEvent<{ participants: unknown[] }>(teacher, 'live:presence');
      const ada = await enter(baseB, w.students[0]!.token);
      expect((await presence).participants).toHaveLength(2);

      const view = nextEvent<{ pageId: string }>(ada, 'live:view');
      await ask(teacher, 'live:view', { v, liveClassId, pageId: pages[1]!.id, scale: 2, x: 1, y: 1 });
      expect((await view).pageId).toBe(pages[1]!.id);

      const granted = await ask(teacher, 'live:pen', { v, liveClassId, userId: w.students[0]!.user.id, granted: true });
      expect(granted.ok).toBe(true);
      const ownerBoard = await openBoard(baseA, w.teacher.token);
      const adaBoard = await openBoard(baseB, w.students[0]!.token);
      for (let index = 0; index < 10; index += 1) {
        ownerBoard.draw(stroke(`t-${index}`, 20, index));
        adaBoard.draw(stroke(`a-${index}`, 20, index + 50));
      }
      await ownerBoard.settled();
      await adaBoard.settled();

      // The first process goes: what was acknowledged is on the page for a late joiner on the second.
      await a.app.close();
      const late = await openBoard(baseB, w.students[1]!.token);
      await waitFor(() => late.items.size === 20, 'the late joiner has every acknowledged stroke');
      expect(Buffer.from(Y.encodeStateVector(late.doc))).toEqual(Buffer.from(Y.encodeStateVector(adaBoard.doc)));
    },
    60_000,
  );
});
