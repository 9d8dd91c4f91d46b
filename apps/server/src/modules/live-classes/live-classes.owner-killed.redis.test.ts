import { LIVE_PROTOCOL_VERSION as v, type LiveClass } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { client } from '../../../test/api-client';
import { BoardTestClient, ask, stroke } from '../../../test/board-test-client';
import { classWorld } from '../../../test/class-world';
import { buildLesson } from '../../../test/lesson-factories';
import { buildLicence } from '../../../test/licence-factories';
import { SocketClients, waitFor } from '../../../test/socket-client';
import { type ServerProcess, startServerProcess } from '../../../test/server-processes';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { lessonPages } from '../../db/schema';

const REDIS_URL = process.env.TEST_REDIS_URL;
// Two processes share one database: PostgreSQL only (PGlite lives inside one process).
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const clients = new SocketClients();
afterEach(() => clients.closeAll());

describe('a live class whose board owner process is killed', () => {
  let seed: TestApp | undefined;
  const processes: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of processes) await server.kill();
    await seed?.close();
  });

  it.skipIf(!REDIS_URL || !DATABASE_URL)(
    'loses no acknowledged stroke when the owner dies with SIGKILL mid-lesson, and the other process takes over',
    async () => {
      // The class and the lesson, written through an app of the test's own; the two servers are real processes.
      seed = await createTestApp();
      const w = await classWorld(seed, { studentCount: 2 });
      await buildLicence(seed, w.institute, { plan: 'STARTER_PLAN' });
      const lesson = await buildLesson(seed.app.db, {
        instituteId: w.institute.id,
        ownerId: w.teacher.user.id,
        pages: 1,
      });
      const [page] = await seed.app.db.select().from(lessonPages).where(eq(lessonPages.lessonId, lesson.id));
      const started = await client(seed).post(
        '/api/live-classes/start',
        { lessonId: lesson.id, classId: w.klass.id },
        { token: w.teacher.token },
      );
      const live = started.json().data as LiveClass;
      const [owner, other] = await Promise.all([
        startServerProcess(DATABASE_URL!, seed.database.schemaName, REDIS_URL!),
        startServerProcess(DATABASE_URL!, seed.database.schemaName, REDIS_URL!),
      ]);
      processes.push(owner, other);

      const openBoard = async (base: string, token: string) => {
        const board = new BoardTestClient(
          await clients.connected(base, { namespace: '/board', token }),
          lesson.id,
          page!.id,
        );
        expect((await board.join()).ok).toBe(true);
        return board;
      };
      // The teacher teaches from the first process and gives Ada, on the second, the pen.
      const teacherLive = await clients.connected(owner.baseUrl, {
        namespace: '/live',
        token: w.teacher.token,
        auth: { flowID: lesson.id, device: 'WEB' },
      });
      const joined = await ask(teacherLive, 'live:join', { v, liveClassId: live.id });
      expect(joined.ok, JSON.stringify(joined)).toBe(true);
      const ada = w.students[0]!;
      const pen = await ask(teacherLive, 'live:pen', { v, liveClassId: live.id, userId: ada.user.id, granted: true });
      expect(pen.ok, JSON.stringify(pen)).toBe(true);
      const teacherBoard = await openBoard(owner.baseUrl, w.teacher.token);
      const adaBoard = await openBoard(other.baseUrl, ada.token);

      const acknowledged = new Set<string>();
      /** Draws one stroke and waits for its answer; counts it when the server said it is stored. */
      const drawAcked = async (board: BoardTestClient, id: string, offset: number) => {
        const before = board.answers.length;
        board.draw(stroke(id, 20, offset));
        await waitFor(() => board.answers.length > before, `an answer for ${id}`, 20_000);
        const answer = board.answers[before]!;
        const stored = answer.ok && answer.data.stored;
        if (stored) acknowledged.add(id);
        return stored;
      };
      for (let index = 0; index < 5; index += 1) {
        expect(await drawAcked(teacherBoard, `t-${index}`, index)).toBe(true);
        expect(await drawAcked(adaBoard, `a-${index}`, 50 + index)).toBe(true);
      }

      // Mid-lesson: the teacher has strokes in flight and Ada is writing when the owner process is killed.
      for (let index = 5; index < 8; index += 1) teacherBoard.draw(stroke(`t-${index}`, 20, index));
      const during = drawAcked(adaBoard, 'a-during', 60);
      await owner.kill();
      await during;

      // Ada keeps writing: unstored (and said so) while the dead owner's lease runs, then her process takes over.
      let takenOver = false;
      for (let index = 0; index < 40 && !takenOver; index += 1) {
        takenOver = await drawAcked(adaBoard, `a-after-${index}`, 70 + index);
        if (!takenOver) await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(takenOver).toBe(true);

      // What the database holds now, read by a process that never saw the page: every acknowledged stroke.
      const late = new BoardTestClient(
        await clients.connected(await listenOnLoopback(seed.app), { namespace: '/board', token: w.students[1]!.token }),
        lesson.id,
        page!.id,
      );
      expect((await late.join()).ok).toBe(true);
      const stored = new Set(late.items.keys());
      expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
      expect(acknowledged.size).toBeGreaterThanOrEqual(11);
    },
    // Two processes start (compiling the app) on a shared machine, and the dead owner's lease runs 15 s.
    300_000,
  );
});
