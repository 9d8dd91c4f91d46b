import { BOARD_FILE, BOARD_MESSAGES, type BoardInfo, type BoardPages, type PageBackground } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { client, countRows, expectError } from '../../../test/api-client';
import { pngBytes } from '../../../test/authz/uploads';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { buildLesson, buildMyFile } from './board-fixtures';
import { boardDocsOf } from './boards.routes';
import { itemsToState } from './boards.slides';

const FORBIDDEN = 'Not authorized to perform this action';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** multipart/form-data with text fields and at most one file. */
function form(fields: Record<string, string>, file?: { field: string; name: string; bytes: Buffer }) {
  const boundary = `----board${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('board routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 2 });
  });
  afterAll(() => t?.close());

  const lessonOf = (pages = 3) =>
    buildLesson(t.app.db, { instituteId: w.institute.id, ownerId: w.teacher.user.id, pages, publishTo: [w.klass.id] });
  const idsOf = (data: BoardPages) => data.pages.map((page) => page.id);
  const teacher = () => ({ token: w.teacher.token });

  describe('GET /api/board/lesson/:lessonId', () => {
    it('answers 401, 403 to another teacher and to a student of another class, 404 elsewhere', async () => {
      const { lesson } = await lessonOf();
      const url = `/api/board/lesson/${lesson.id}`;
      expectError(await api.get(url), 401, 'session expired');
      expectError(await api.get(url, { token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(await api.get(url, { token: w.outsider.token }), 403, FORBIDDEN);
      expectError(await api.get(url, { token: w.admin.token }), 403, FORBIDDEN);
      expectError(await api.get(url, { token: w.foreign.teacher.token }), 404, BOARD_MESSAGES.lessonNotFound);
      expectError(await api.get('/api/board/lesson/nope', teacher()), 404, BOARD_MESSAGES.lessonNotFound);
    });

    it('gives the owner the pages in order with edit abilities, and a student of the class a read-only view', async () => {
      const { lesson, pages } = await lessonOf();
      const owner = await api.get(`/api/board/lesson/${lesson.id}`, teacher());
      expect(owner.statusCode).toBe(200);
      const info = owner.json().data as BoardInfo;
      expect(info).toMatchObject({
        lessonId: lesson.id,
        name: lesson.name,
        lessonType: 'teach',
        access: 'owner',
        abilities: { edit: true, present: true },
        currentPageId: null,
      });
      expect(idsOf(info)).toEqual(pages.map((page) => page.id));
      expect(info.pages[0]).toEqual({
        id: pages[0]!.id,
        position: 0,
        generation: 0,
        background: null,
        updatedAt: expect.any(String),
      });
      const reader = (await api.get(`/api/board/lesson/${lesson.id}`, { token: w.students[0]!.token })).json().data;
      expect(reader).toMatchObject({ access: 'reader', abilities: { edit: false, present: false } });
    });
  });

  describe('GET /api/board/recent', () => {
    it("lists a teacher's own lessons and a student's published ones, newest first", async () => {
      expectError(await api.get('/api/board/recent'), 401, 'session expired');
      const older = await lessonOf(1);
      const newer = await lessonOf(1);
      await api.post('/api/board/pages/add', { lessonId: newer.lesson.id }, teacher());
      const mine = (await api.get('/api/board/recent', teacher())).json().data as Array<{ lessonId: string }>;
      const order = mine.map((board) => board.lessonId);
      expect(order.indexOf(newer.lesson.id)).toBeLessThan(order.indexOf(older.lesson.id));
      const theirs = (await api.get('/api/board/recent', { token: w.students[0]!.token })).json().data;
      expect(theirs).toEqual(
        expect.arrayContaining([expect.objectContaining({ lessonId: older.lesson.id, access: 'reader' })]),
      );
      expect((await api.get('/api/board/recent', { token: w.outsider.token })).json().data).toEqual([]);
    });
  });

  describe('page changes', () => {
    it('answer 401, 403 to a student, a reader and another teacher, 404 for another institute; nothing changes', async () => {
      const { lesson, pages } = await lessonOf();
      const before = await countRows(t, 'lesson_pages');
      const pageBody = { lessonId: lesson.id, pageId: pages[0]!.id };
      for (const path of ['add', 'duplicate', 'delete', 'clear']) {
        const url = `/api/board/pages/${path}`;
        const body = path === 'add' ? { lessonId: lesson.id, afterPageId: pages[0]!.id } : pageBody;
        expectError(await api.post(url, body), 401, 'session expired');
        expectError(await api.post(url, body, { token: w.students[0]!.token }), 403, FORBIDDEN);
        expectError(await api.post(url, body, { token: w.otherTeacher.token }), 403, FORBIDDEN);
        expectError(await api.post(url, body, { token: w.foreign.teacher.token }), 404, BOARD_MESSAGES.lessonNotFound);
      }
      expect(await countRows(t, 'lesson_pages')).toBe(before);
    });

    it("answers 400 with the field's message and 404 for a page of another lesson", async () => {
      const { lesson } = await lessonOf();
      const other = await lessonOf(1);
      expectError(await api.post('/api/board/pages/add', {}, teacher()), 400, 'Please provide: lessonId');
      expectError(
        await api.post('/api/board/pages/delete', { lessonId: lesson.id }, teacher()),
        400,
        'Please provide: pageId',
      );
      expectError(
        await api.post('/api/board/pages/add', { lessonId: lesson.id, afterPageId: other.pages[0]!.id }, teacher()),
        404,
        BOARD_MESSAGES.pageNotFound,
      );
      expectError(
        await api.post('/api/board/pages/clear', { lessonId: lesson.id, pageId: other.pages[0]!.id }, teacher()),
        404,
        BOARD_MESSAGES.pageNotFound,
      );
      expectError(
        await api.post('/api/board/pages/add', { lessonId: lesson.id, extra: 1 }, teacher()),
        400,
        'Unknown field: extra',
      );
    });

    it('adds a page after another or at the end, one per background, and renumbers the order', async () => {
      const { lesson, pages } = await lessonOf();
      const added = await api.post(
        '/api/board/pages/add',
        { lessonId: lesson.id, afterPageId: pages[0]!.id },
        teacher(),
      );
      expect(added.statusCode).toBe(200);
      expect(added.json().message).toBe(BOARD_MESSAGES.pageAdded);
      const order = added.json().data as BoardPages;
      expect(order.pages.map((page) => page.position)).toEqual([0, 1, 2, 3]);
      expect(idsOf(order)[0]).toBe(pages[0]!.id);
      expect(idsOf(order).slice(2)).toEqual([pages[1]!.id, pages[2]!.id]);

      const pdf = await buildMyFile(t.app.db, w.institute.id, w.teacher.user.id, { contentType: 'application/pdf' });
      const backgrounds: PageBackground[] = [1, 2, 3].map((pdfPage) => ({ kind: 'pdf', fileId: pdf.id, pdfPage }));
      const withPdf = (await api.post('/api/board/pages/add', { lessonId: lesson.id, backgrounds }, teacher())).json()
        .data as BoardPages;
      expect(withPdf.pages.slice(-3).map((page) => page.background)).toEqual(backgrounds);
    });

    it("refuses a background that is not the caller's file, or not of its kind, and a lesson past 200 pages", async () => {
      const { lesson, pages } = await lessonOf(1);
      const theirs = await buildMyFile(t.app.db, w.institute.id, w.otherTeacher.user.id);
      const picture = await buildMyFile(t.app.db, w.institute.id, w.teacher.user.id);
      const set = (background: PageBackground | null) =>
        api.post('/api/board/pages/background', { lessonId: lesson.id, pageId: pages[0]!.id, background }, teacher());
      expectError(await set({ kind: 'image', fileId: theirs.id }), 404, BOARD_MESSAGES.fileNotFound);
      expectError(await set({ kind: 'pdf', fileId: picture.id, pdfPage: 1 }), 400, BOARD_MESSAGES.backgroundType);
      const ok = await set({ kind: 'image', fileId: picture.id });
      expect(ok.json().data.background).toEqual({ kind: 'image', fileId: picture.id });
      expect((await set(null)).json().data.background).toBeNull();
      const many = Array.from({ length: 200 }, () => ({ kind: 'image' as const, fileId: picture.id }));
      expectError(
        await api.post('/api/board/pages/add', { lessonId: lesson.id, backgrounds: many }, teacher()),
        400,
        BOARD_MESSAGES.tooManyPages,
      );
    });

    it('reorders only with every page once', async () => {
      const { lesson, pages } = await lessonOf();
      const ids = pages.map((page) => page.id);
      const reorder = (pageIds: string[]) =>
        api.post('/api/board/pages/reorder', { lessonId: lesson.id, pageIds }, teacher());
      expectError(await reorder(ids.slice(1)), 400, BOARD_MESSAGES.reorderMismatch);
      expectError(await reorder([ids[0]!, ids[0]!, ids[1]!]), 400, BOARD_MESSAGES.reorderMismatch);
      expectError(await reorder([ids[0]!, ids[1]!, 'other']), 400, BOARD_MESSAGES.reorderMismatch);
      const done = await reorder([ids[2]!, ids[0]!, ids[1]!]);
      expect(idsOf(done.json().data)).toEqual([ids[2], ids[0], ids[1]]);
    });

    it('duplicates a page with its ink right after it, and deletes a page but never the last one', async () => {
      const { lesson, pages } = await lessonOf(2);
      const state = itemsToState([
        { id: 'a', kind: 'circle', color: '#000000', size: 4, points: [0, 0, 10, 10], z: 1 },
      ]);
      await t.database.query(
        `INSERT INTO board_page_updates (page_id, generation, update) VALUES ($1, 0, decode($2, 'base64'))`,
        [pages[0]!.id, Buffer.from(state).toString('base64')],
      );
      const copy = (
        await api.post('/api/board/pages/duplicate', { lessonId: lesson.id, pageId: pages[0]!.id }, teacher())
      ).json().data as BoardPages;
      expect(copy.pages).toHaveLength(3);
      const copyId = copy.pages[1]!.id;
      const copied = await api.get(`/api/board/lesson/${lesson.id}/pages/${copyId}/state`, teacher());
      expect(copied.headers['content-type']).toBe('application/octet-stream');
      const doc = new Y.Doc();
      Y.applyUpdate(doc, new Uint8Array(copied.rawPayload));
      expect([...doc.getMap('items').keys()]).toEqual(['a']);

      await api.post('/api/board/pages/delete', { lessonId: lesson.id, pageId: copyId }, teacher());
      const left = (
        await api.post('/api/board/pages/delete', { lessonId: lesson.id, pageId: pages[1]!.id }, teacher())
      ).json().data as BoardPages;
      expect(idsOf(left)).toEqual([pages[0]!.id]);
      expectError(
        await api.post('/api/board/pages/delete', { lessonId: lesson.id, pageId: pages[0]!.id }, teacher()),
        400,
        BOARD_MESSAGES.lastPage,
      );
    });

    it('clears a page into a new generation in a few statements, keeping its background', async () => {
      const { lesson, pages } = await lessonOf(1);
      const pageId = pages[0]!.id;
      const items = Array.from({ length: 5_000 }, (_, index) => ({
        id: `s${index}`,
        kind: 'line' as const,
        color: '#000000',
        size: 2,
        points: [index, 0, index, 10],
        z: index,
      }));
      const state = itemsToState(items);
      await t.database.query(
        `INSERT INTO board_page_updates (page_id, generation, update) VALUES ($1, 0, decode($2, 'base64'))`,
        [pageId, Buffer.from(state).toString('base64')],
      );
      const cleared = await api.post('/api/board/pages/clear', { lessonId: lesson.id, pageId }, teacher());
      expect(cleared.json()).toMatchObject({
        message: BOARD_MESSAGES.pageCleared,
        data: { id: pageId, generation: 1 },
      });
      const rows = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM board_page_updates WHERE page_id = $1',
        [pageId],
      );
      expect(rows[0]!.n).toBe(0);
      const fresh = await api.get(`/api/board/lesson/${lesson.id}/pages/${pageId}/state`, teacher());
      const doc = new Y.Doc();
      Y.applyUpdate(doc, new Uint8Array(fresh.rawPayload));
      expect(doc.getMap('items').size).toBe(0);
    });

    it("sets the presenter's page, which the board then opens on", async () => {
      const { lesson, pages } = await lessonOf();
      expectError(
        await api.post('/api/board/present', { lessonId: lesson.id, pageId: 'none' }, teacher()),
        404,
        BOARD_MESSAGES.pageNotFound,
      );
      const shown = await api.post('/api/board/present', { lessonId: lesson.id, pageId: pages[2]!.id }, teacher());
      expect(shown.json().data).toEqual({ lessonId: lesson.id, currentPageId: pages[2]!.id });
      const info = (await api.get(`/api/board/lesson/${lesson.id}`, { token: w.students[1]!.token })).json().data;
      expect(info.currentPageId).toBe(pages[2]!.id);
    });
  });

  describe('page state', () => {
    it('answers 401, 403 and 404 like the board, and the whole state to a reader', async () => {
      const { lesson, pages } = await lessonOf(1);
      const url = `/api/board/lesson/${lesson.id}/pages/${pages[0]!.id}/state`;
      expectError(await api.get(url), 401, 'session expired');
      expectError(await api.get(url, { token: w.outsider.token }), 403, FORBIDDEN);
      expectError(await api.get(url, { token: w.foreign.teacher.token }), 404, BOARD_MESSAGES.lessonNotFound);
      expectError(
        await api.get(`/api/board/lesson/${lesson.id}/pages/none/state`, teacher()),
        404,
        BOARD_MESSAGES.pageNotFound,
      );
      const read = await api.get(url, { token: w.students[0]!.token });
      expect(read.statusCode).toBe(200);
      expect(boardDocsOf(t.app)!.peek(pages[0]!.id)).toBeUndefined();
    });
  });

  describe('files', () => {
    it('takes a picture or a PDF into My Files, by content, within 20 MB, for the lesson owner only', async () => {
      const { lesson } = await lessonOf(1);
      const upload = (
        fields: Record<string, string>,
        file?: { name: string; bytes: Buffer },
        token = w.teacher.token,
      ) => {
        const body = form(fields, file && { field: BOARD_FILE.field, ...file });
        return t.app.inject({
          method: 'POST',
          url: '/api/board/files',
          payload: body.payload,
          headers: { ...body.headers, access_token: token },
        });
      };
      const before = await countRows(t, 'my_files');
      expectError(
        await api.post('/api/board/files', { lessonId: lesson.id }, teacher()),
        415,
        BOARD_MESSAGES.multipartOnly,
      );
      expectError(await upload({ lessonId: lesson.id }), 400, BOARD_MESSAGES.missingFile);
      expectError(await upload({}, { name: 'a.png', bytes: pngBytes() }), 400, 'Please provide: lessonId');
      expectError(
        await upload({ lessonId: lesson.id }, { name: 'notes.txt', bytes: Buffer.from('plain text') }),
        415,
        BOARD_MESSAGES.backgroundType,
      );
      expectError(
        await upload({ lessonId: lesson.id }, { name: 'a.png', bytes: pngBytes() }, w.otherTeacher.token),
        403,
        FORBIDDEN,
      );
      expectError(
        await upload({ lessonId: lesson.id }, { name: 'big.pdf', bytes: Buffer.alloc(BOARD_FILE.maxBytes + 1, 1) }),
        413,
        BOARD_MESSAGES.fileTooLarge,
      );
      expect(await countRows(t, 'my_files')).toBe(before);

      const picture = await upload({ lessonId: lesson.id }, { name: 'photo.png', bytes: pngBytes() });
      expect(picture.json()).toEqual({
        message: BOARD_MESSAGES.fileUploaded,
        data: { fileId: expect.any(String), kind: 'image', name: 'photo.png', size: pngBytes().length },
      });
      const pdf = (await upload({ lessonId: lesson.id }, { name: 'sheet.pdf', bytes: PDF })).json().data;
      expect(pdf.kind).toBe('pdf');
      expect(await countRows(t, 'my_files')).toBe(before + 2);
    });

    it("serves a background's bytes to the lesson's readers, and nothing else of the owner's", async () => {
      const { lesson, pages } = await lessonOf(1);
      const shown = await buildMyFile(t.app.db, w.institute.id, w.teacher.user.id, {
        dataDir: t.app.config.dataDir,
        bytes: pngBytes(),
      });
      const hidden = await buildMyFile(t.app.db, w.institute.id, w.teacher.user.id, {
        dataDir: t.app.config.dataDir,
        bytes: pngBytes(),
      });
      await api.post(
        '/api/board/pages/background',
        { lessonId: lesson.id, pageId: pages[0]!.id, background: { kind: 'image', fileId: shown.id } },
        teacher(),
      );
      const url = (fileId: string) => `/api/board/lesson/${lesson.id}/files/${fileId}`;
      expectError(await api.get(url(shown.id)), 401, 'session expired');
      expectError(await api.get(url(shown.id), { token: w.outsider.token }), 403, FORBIDDEN);
      const read = await api.get(url(shown.id), { token: w.students[0]!.token });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/png');
      expect(read.rawPayload.equals(pngBytes())).toBe(true);
      expectError(await api.get(url(hidden.id), { token: w.students[0]!.token }), 404, BOARD_MESSAGES.fileNotFound);
      expect((await api.get(url(hidden.id), teacher())).statusCode).toBe(200);
    });
  });
});
