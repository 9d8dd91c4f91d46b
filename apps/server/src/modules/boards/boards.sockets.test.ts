import {
  BOARD_MESSAGES,
  BOARD_PART_BYTES,
  BOARD_PROTOCOL_VERSION as v,
  type LiveBatch,
  SOCKET_ERROR_CODES as CODES,
} from '@bright/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { SocketClients, nextEvent, refused, waitFor } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { buildLesson } from './board-fixtures';
import { BoardTestClient, ask, stroke } from '../../../test/board-test-client';
import { boardDocsOf } from './boards.routes';

const clients = new SocketClients();
afterEach(() => clients.closeAll());

const count = async (t: TestApp, table: string, pageId: string) =>
  (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE page_id = $1`, [pageId]))[0]!.n;

describe('the /board namespace', () => {
  let t: TestApp;
  let baseUrl: string;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listenOnLoopback(t.app);
    w = await classWorld(t, { studentCount: 2 });
  });
  afterAll(() => t?.close());

  const docsOf = () => boardDocsOf(t.app)!;
  const socketOf = (token: string) => clients.connected(baseUrl, { namespace: '/board', token });
  const lessonOf = (pages = 2) =>
    buildLesson(t.app.db, {
      instituteId: w.institute.id,
      ownerId: w.teacher.user.id,
      pages,
      publishTo: [w.klass.id],
    });
  const open = async (token: string, lessonId: string, pageId: string) => {
    const client = new BoardTestClient(await socketOf(token), lessonId, pageId);
    const answer = await client.join();
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
    return client;
  };

  describe('wb:join', () => {
    it('refuses no token at the handshake, and who may not open the lesson with a reason', async () => {
      const { lesson, pages } = await lessonOf();
      expect((await refused(clients.connect(baseUrl, { namespace: '/board' }))).data?.code).toBe(CODES.sessionExpired);
      const join = async (token: string, pageId = pages[0]!.id, lessonId = lesson.id) =>
        ask(await socketOf(token), 'wb:join', { v, lessonId, pageId });
      expect(await join(w.outsider.token)).toMatchObject({ ok: false, code: CODES.forbidden });
      expect(await join(w.otherTeacher.token)).toMatchObject({ ok: false, code: CODES.forbidden });
      expect(await join(w.admin.token)).toMatchObject({ ok: false, code: CODES.forbidden });
      expect(await join(w.foreign.teacher.token)).toEqual({
        ok: false,
        code: CODES.notFound,
        message: BOARD_MESSAGES.lessonNotFound,
      });
      expect(await join(w.teacher.token, 'no-such-page')).toEqual({
        ok: false,
        code: CODES.notFound,
        message: BOARD_MESSAGES.pageNotFound,
      });
      const otherLesson = await lessonOf(1);
      expect(await join(w.teacher.token, otherLesson.pages[0]!.id)).toMatchObject({
        ok: false,
        message: BOARD_MESSAGES.pageNotFound,
      });
      const socket = await socketOf(w.teacher.token);
      expect(await ask(socket, 'wb:join', { v: 2, lessonId: lesson.id, pageId: pages[0]!.id })).toEqual({
        ok: false,
        code: CODES.badPayload,
        message: `Invalid payload: v: ${BOARD_MESSAGES.protocolMismatch}`,
      });
      expect(docsOf().peek(pages[0]!.id)).toBeUndefined();
    });

    it('tells the owner it writes and a student of a published class it reads', async () => {
      const { lesson, pages } = await lessonOf();
      const owner = await open(w.teacher.token, lesson.id, pages[0]!.id);
      const reader = await open(w.students[0]!.token, lesson.id, pages[0]!.id);
      expect(owner.joined).toEqual({ pageId: pages[0]!.id, generation: 0, readOnly: false, currentPageId: null });
      expect(reader.joined?.readOnly).toBe(true);
    });
  });

  describe('wb:y', () => {
    it("syncs the owner's strokes to another tab and to readers, stored before they are acknowledged", async () => {
      const { lesson, pages } = await lessonOf();
      const pageId = pages[0]!.id;
      const teacher = await open(w.teacher.token, lesson.id, pageId);
      const secondTab = await open(w.teacher.token, lesson.id, pageId);
      const reader = await open(w.students[0]!.token, lesson.id, pageId);
      teacher.draw(stroke('a'));
      teacher.draw(stroke('b', 10, 50));
      await teacher.settled();
      expect(teacher.answers.at(-1)).toEqual({ ok: true, data: { stored: true } });
      expect(await count(t, 'board_page_updates', pageId)).toBeGreaterThan(0);
      await waitFor(() => reader.items.size === 2 && secondTab.items.size === 2, 'the strokes to arrive');
      expect(Y.encodeStateVector(reader.doc)).toEqual(Y.encodeStateVector(teacher.doc));
    });

    it("refuses a reader's write and leaves the page as it was", async () => {
      const { lesson, pages } = await lessonOf();
      const pageId = pages[0]!.id;
      const teacher = await open(w.teacher.token, lesson.id, pageId);
      teacher.draw(stroke('kept'));
      await teacher.settled();
      const reader = await open(w.students[1]!.token, lesson.id, pageId);
      await waitFor(() => reader.items.size === 1, 'the reader to sync');
      const answered = reader.answers.length;
      reader.draw(stroke('not-allowed'));
      await waitFor(() => reader.answers.length > answered, 'the refusal');
      expect(reader.answers.at(-1)).toEqual({ ok: false, code: CODES.forbidden, message: BOARD_MESSAGES.readOnly });
      const live = await ask(reader.socket, 'wb:live', { v, pageId, entries: [{ id: 'x', points: [1, 2] }] });
      expect(live).toEqual({ ok: false, code: CODES.forbidden, message: BOARD_MESSAGES.readOnly });
      expect([...docsOf().peek(pageId)!.doc.getMap('items').keys()]).toEqual(['kept']);
      expect(reader.socket.connected).toBe(true);
    });

    it('refuses a corrupt update, bad bytes and a page not joined; the page stays intact', async () => {
      const { lesson, pages } = await lessonOf();
      const pageId = pages[0]!.id;
      const teacher = await open(w.teacher.token, lesson.id, pageId);
      teacher.draw(stroke('safe'));
      await teacher.settled();
      const before = Y.encodeStateAsUpdate(docsOf().peek(pageId)!.doc);
      const send = (data: Uint8Array, page = pageId) =>
        ask(teacher.socket, 'wb:y', { v, pageId: page, generation: 0, data });
      const badUpdate = { ok: false, code: CODES.badRequest, message: BOARD_MESSAGES.badUpdate };
      // A sync update (type 2) whose payload is not a Yjs update, then bytes that are no message at all.
      expect(await send(new Uint8Array([2, 5, 255, 255, 255, 255, 1]))).toEqual(badUpdate);
      expect(await send(new Uint8Array([2, 3, 1, 2, 3]))).toEqual(badUpdate);
      expect(await send(new Uint8Array([9, 0]))).toEqual(badUpdate);
      expect(await send(new Uint8Array([2, 2, 0, 0]), pages[1]!.id)).toEqual({
        ok: false,
        code: CODES.badRequest,
        message: BOARD_MESSAGES.notJoined,
      });
      expect(Y.encodeStateAsUpdate(docsOf().peek(pageId)!.doc)).toEqual(before);
      expect(teacher.socket.connected).toBe(true);
      teacher.draw(stroke('after'));
      await teacher.settled();
      expect(teacher.items.size).toBe(2);
    });

    it('refuses a part over the part size and a message past the cap, and takes a 3 MB page in parts', async () => {
      const { lesson, pages } = await lessonOf();
      const pageId = pages[0]!.id;
      const teacher = await open(w.teacher.token, lesson.id, pageId);
      const tooLarge = { ok: false, code: CODES.badRequest, message: BOARD_MESSAGES.messageTooLarge };
      const base = { v, pageId, generation: 0 };
      expect(await ask(teacher.socket, 'wb:y', { ...base, data: new Uint8Array(BOARD_PART_BYTES + 1) })).toEqual(
        tooLarge,
      );
      expect(
        await ask(teacher.socket, 'wb:y', {
          ...base,
          data: new Uint8Array(10),
          part: { id: 'p', index: 0, count: 1000 },
        }),
      ).toEqual(tooLarge);
      expect(
        await ask(teacher.socket, 'wb:y', { ...base, data: new Uint8Array(10), part: { id: 'q', index: 5, count: 2 } }),
      ).toEqual({ ok: false, code: CODES.badRequest, message: BOARD_MESSAGES.badPart });

      // 5,000 strokes of 80 points drawn offline: one update of about 2.7 MB, sent in parts under 1 MiB.
      const offline = new Y.Doc();
      offline.transact(() => {
        for (let index = 0; index < 5_000; index += 1) {
          const item = stroke(`s${index}`, 80, index);
          offline
            .getMap('items')
            .set(item.id, { k: 'pen', c: item.color, s: 4, p: new Uint8Array(480).fill(index % 256), z: index });
        }
      });
      const bulk = Y.encodeStateAsUpdate(offline);
      expect(bulk.byteLength).toBeGreaterThan(2_400_000);
      Y.applyUpdate(teacher.doc, bulk);
      await teacher.settled();
      expect(docsOf().peek(pageId)!.doc.getMap('items').size).toBe(5_000);
      const late = await open(w.students[0]!.token, lesson.id, pageId);
      expect(late.items.size).toBe(5_000);
    });
  });

  describe('persistence', () => {
    it('writes a snapshot and empties the log when the last socket leaves, then loads it back', async () => {
      const { lesson, pages } = await lessonOf();
      const pageId = pages[0]!.id;
      const teacher = await open(w.teacher.token, lesson.id, pageId);
      for (let index = 0; index < 12; index += 1) teacher.draw(stroke(`s${index}`, 20, index));
      await teacher.settled();
      const written = Y.encodeStateVector(teacher.doc);
      teacher.socket.disconnect();
      await waitFor(() => docsOf().peek(pageId) === undefined, 'the page to close');
      expect(await count(t, 'board_page_updates', pageId)).toBe(0);
      expect(await count(t, 'board_page_snapshots', pageId)).toBe(1);
      const again = await open(w.teacher.token, lesson.id, pageId);
      expect(again.items.size).toBe(12);
      expect(Y.encodeStateVector(again.doc)).toEqual(written);
    });

    it('compacts every 200 updates while the page stays open', async () => {
      const { lesson, pages } = await lessonOf();
      const pageId = pages[0]!.id;
      const teacher = await open(w.teacher.token, lesson.id, pageId);
      for (let index = 0; index < 210; index += 1) {
        teacher.draw(stroke(`s${index}`, 4, index));
        await ask(teacher.socket, 'wb:live', { v, pageId, entries: [{ id: `s${index}`, end: true }] });
      }
      await teacher.settled();
      await waitFor(async () => (await count(t, 'board_page_snapshots', pageId)) === 1, 'a snapshot');
      expect(await count(t, 'board_page_updates', pageId)).toBeLessThan(200);
      expect(docsOf().peek(pageId)).toBeDefined();
    });

    it('compacts a page left quiet for two seconds', async () => {
      const { lesson, pages } = await lessonOf();
      const pageId = pages[0]!.id;
      const teacher = await open(w.teacher.token, lesson.id, pageId);
      teacher.draw(stroke('quiet'));
      await teacher.settled();
      expect(await count(t, 'board_page_snapshots', pageId)).toBe(0);
      await waitFor(async () => (await count(t, 'board_page_snapshots', pageId)) === 1, 'the idle snapshot', 4_000);
      expect(await count(t, 'board_page_updates', pageId)).toBe(0);
    });
  });

  describe('wb:live', () => {
    it('batches in-progress strokes per room and tick, marked with their sender; nothing is stored', async () => {
      const { lesson, pages } = await lessonOf();
      const pageId = pages[0]!.id;
      const teacher = await open(w.teacher.token, lesson.id, pageId);
      const reader = await open(w.students[0]!.token, lesson.id, pageId);
      const batches: LiveBatch[] = [];
      reader.socket.on('wb:live', (batch: LiveBatch) => batches.push(batch));
      await Promise.all(
        [0, 1, 2, 3, 4].map((index) =>
          ask(teacher.socket, 'wb:live', {
            v,
            pageId,
            entries: [{ id: 'ink', kind: 'pen', color: '#000000', size: 4, points: [index, index, 0.5] }],
          }),
        ),
      );
      await waitFor(() => batches.flatMap((batch) => batch.entries).length === 5, 'five entries');
      expect(batches.length).toBeLessThanOrEqual(2);
      expect(batches[0]).toMatchObject({ v, pageId });
      expect(batches[0]!.entries[0]).toEqual({
        id: 'ink',
        kind: 'pen',
        color: '#000000',
        size: 4,
        points: [0, 0, 0.5],
        from: teacher.socket.id,
      });
      expect(await count(t, 'board_page_updates', pageId)).toBe(0);
    });
  });

  describe('page changes pushed to joined sockets', () => {
    it('a cleared page resets its readers and writers, refuses the old generation, and opens empty', async () => {
      const { lesson, pages } = await lessonOf();
      const pageId = pages[0]!.id;
      const teacher = await open(w.teacher.token, lesson.id, pageId);
      teacher.draw(stroke('gone'));
      await teacher.settled();
      const reset = nextEvent<{ pageId: string; generation: number }>(teacher.socket, 'wb:reset');
      const cleared = await t.app.inject({
        method: 'POST',
        url: '/api/board/pages/clear',
        headers: { access_token: w.teacher.token },
        payload: { lessonId: lesson.id, pageId },
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(await reset).toEqual({ v, lessonId: lesson.id, pageId, generation: 1 });
      expect(
        await ask(teacher.socket, 'wb:y', { v, pageId, generation: 0, data: new Uint8Array([2, 2, 0, 0]) }),
      ).toEqual({
        ok: false,
        code: CODES.badRequest,
        message: BOARD_MESSAGES.staleGeneration,
      });
      const fresh = await open(w.teacher.token, lesson.id, pageId);
      expect(fresh.joined?.generation).toBe(1);
      expect(fresh.items.size).toBe(0);
    });

    it('a deleted page says why to its sockets and the page list moves on', async () => {
      const { lesson, pages } = await lessonOf(3);
      const reader = await open(w.students[0]!.token, lesson.id, pages[1]!.id);
      const why = nextEvent<{ pageId: string; code: string; message: string }>(reader.socket, 'wb:refused');
      const list = nextEvent<{ pages: Array<{ id: string }> }>(reader.socket, 'wb:pages');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/board/pages/delete',
        headers: { access_token: w.teacher.token },
        payload: { lessonId: lesson.id, pageId: pages[1]!.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await why).toEqual({ v, pageId: pages[1]!.id, code: CODES.notFound, message: BOARD_MESSAGES.pageDeleted });
      expect((await list).pages.map((page) => page.id)).toEqual([pages[0]!.id, pages[2]!.id]);
      expect(docsOf().peek(pages[1]!.id)).toBeUndefined();
    });

    it("pushes the presenter's page to everyone following the lesson", async () => {
      const { lesson, pages } = await lessonOf(3);
      const reader = await open(w.students[0]!.token, lesson.id, pages[0]!.id);
      const presented = nextEvent(reader.socket, 'wb:presenter');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/board/present',
        headers: { access_token: w.teacher.token },
        payload: { lessonId: lesson.id, pageId: pages[2]!.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await presented).toEqual({ v, lessonId: lesson.id, pageId: pages[2]!.id });
      const late = await open(w.students[1]!.token, lesson.id, pages[0]!.id);
      expect(late.joined?.currentPageId).toBe(pages[2]!.id);
    });
  });
});
