import { BOARD_PROTOCOL_VERSION as v, type LiveBatch } from '@bright/contracts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { member } from '../../../test/class-world';
import { buildClass, buildInstitute } from '../../../test/factories';
import { SocketClients, waitFor } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { buildLesson } from './board-fixtures';
import { BoardTestClient, ask, stroke } from '../../../test/board-test-client';
import { boardDocsOf } from './boards.routes';

const REDIS_URL = process.env.TEST_REDIS_URL;
const clients = new SocketClients();
afterEach(() => clients.closeAll());

describe('a board across two processes sharing Redis and the database', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it.skipIf(!REDIS_URL)(
    'relays strokes both ways, stores them once on the owner node, and hands the page over when the owner leaves',
    async () => {
      a = await createTestApp({ redisUrl: REDIS_URL });
      b = await createTestApp({ redisUrl: REDIS_URL, database: a.database });
      const [baseA, baseB] = [await listenOnLoopback(a.app), await listenOnLoopback(b.app)];
      const institute = await buildInstitute(a.app.db);
      const teacher = await member(a, institute, ['instructor']);
      const student = await member(a, institute, ['learner']);
      const { klass } = await buildClass(a.app.db, { institute, teacher: teacher.user, students: [student.user] });
      const { lesson, pages } = await buildLesson(a.app.db, {
        instituteId: institute.id,
        ownerId: teacher.user.id,
        publishTo: [klass.id],
      });
      const pageId = pages[0]!.id;
      const open = async (base: string, token: string) => {
        const client = new BoardTestClient(
          await clients.connected(base, { namespace: '/board', token }),
          lesson.id,
          pageId,
        );
        expect((await client.join()).ok).toBe(true);
        return client;
      };

      const onA = await open(baseA, teacher.token);
      const tabOnB = await open(baseB, teacher.token);
      const readerOnB = await open(baseB, student.token);
      expect(boardDocsOf(a.app)!.peek(pageId)!.owner).toBe(true);
      expect(boardDocsOf(b.app)!.peek(pageId)!.owner).toBe(false);

      onA.draw(stroke('from-a'));
      await onA.settled();
      await waitFor(() => readerOnB.items.has('from-a') && tabOnB.items.has('from-a'), 'A to reach B');
      tabOnB.draw(stroke('from-b', 20, 40));
      await tabOnB.settled();
      expect(tabOnB.answers.at(-1)).toEqual({ ok: true, data: { stored: true } });
      await waitFor(() => onA.items.has('from-b') && readerOnB.items.has('from-b'), 'B to reach A');
      // B's copy took A's stroke from the relay, not only its sockets: both nodes hold the same document.
      expect(Y.encodeStateVector(boardDocsOf(b.app)!.peek(pageId)!.doc)).toEqual(
        Y.encodeStateVector(boardDocsOf(a.app)!.peek(pageId)!.doc),
      );

      const batches: LiveBatch[] = [];
      readerOnB.socket.on('wb:live', (batch: LiveBatch) => batches.push(batch));
      await ask(onA.socket, 'wb:live', { v, pageId, entries: [{ id: 'ink', points: [1, 2, 0.5] }] });
      await waitFor(() => batches.length > 0, 'live ink across nodes');

      // The owner's last socket leaves: A writes, compacts and gives the lease back; B takes over on its next write.
      onA.socket.disconnect();
      await waitFor(() => boardDocsOf(a!.app)!.peek(pageId) === undefined, "A's copy to close");
      tabOnB.draw(stroke('after-handover', 20, 80));
      await tabOnB.settled();
      expect(boardDocsOf(b.app)!.peek(pageId)!.owner).toBe(true);

      tabOnB.socket.disconnect();
      readerOnB.socket.disconnect();
      await waitFor(() => boardDocsOf(b!.app)!.peek(pageId) === undefined, "B's copy to close");
      const fresh = await open(baseA, teacher.token);
      expect([...fresh.items.keys()].sort()).toEqual(['after-handover', 'from-a', 'from-b']);
    },
    60_000,
  );
});
