import type { LessonDetail, LessonItem, LiveWithName } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';
import { buildFolder, buildLesson, publishTo } from '../../../test/lesson-factories';
import { boardPageSnapshots, boardPageUpdates } from '../../db/schema';

const FORBIDDEN = 'Not authorized to perform this action';
const NOT_FOUND = 'Lesson not found';
const F = (path: string) => `/api/flow/${path}`;

describe('lesson routes (flow/)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 2 });
  });
  afterAll(() => t?.close());

  let counter = 0;
  const fresh = () => `Lesson ${(counter += 1)}`;
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
  const teacherLesson = (extra: Partial<Parameters<typeof buildLesson>[1]> = {}) =>
    buildLesson(t.app.db, { ownerId: w.teacher.user.id, instituteId: w.institute.id, name: fresh(), ...extra });
  const student = () => w.students[0]!;

  /** The four refusals every lesson call gives: no token, a student, another teacher, another institute. */
  async function expectRefusals(
    call: (token: string | undefined) => Promise<{ statusCode: number; json: () => unknown }>,
  ) {
    expectError((await call(undefined)) as never, 401, 'session expired');
    expectError((await call(student().token)) as never, 403, FORBIDDEN);
    expectError((await call(w.otherTeacher.token)) as never, 403, FORBIDDEN);
    expectError((await call(w.foreign.teacher.token)) as never, 404, NOT_FOUND);
  }

  describe('POST addIWB', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      username: 'Tomas Teacher',
      user_id: w.teacher.user.id,
      class_id: w.klass.id,
      name: fresh(),
      instituteId: w.institute.id,
      lessonType: 'teach',
      slides: [{ title: 'one' }, { title: 'two' }, { title: 'three' }],
      ...extra,
    });

    it('creates a Teach lesson with one page per slide, at the top of My Lessons', async () => {
      const response = await api.post(F('addIWB'), body({ name: '  Fractions  ' }), { token: w.teacher.token });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Lesson created');
      const lesson = data<LessonDetail>(response);
      expect(lesson).toMatchObject({
        name: 'Fractions',
        lessonType: 'teach',
        space: 'LESSONS',
        folderId: null,
        classId: w.klass.id,
        tags: [],
        pageCount: 3,
        publishedTo: [],
        path: [],
        abilities: { canEdit: true },
        owner: { id: w.teacher.user.id, first_name: 'Tomas', last_name: 'Teacher' },
      });
      expect(lesson.pages.map((page) => page.position)).toEqual([0, 1, 2]);
      expect(lesson.currentPageId).toBe(lesson.pages[0]!.id);
    });

    it('creates a Content lesson in a folder of My Content, with one page when there are no slides', async () => {
      const folder = await buildFolder(t.app.db, {
        ownerId: w.teacher.user.id,
        instituteId: w.institute.id,
        space: 'CONTENT',
        name: 'Science',
      });
      const response = await api.post(
        F('addIWB'),
        { name: fresh(), lessonType: 'CONTENT', parentId: folder.id },
        { token: w.teacher.token },
      );
      expect(response.statusCode).toBe(200);
      expect(data<LessonDetail>(response)).toMatchObject({
        space: 'CONTENT',
        folderId: folder.id,
        pageCount: 1,
        path: [{ id: folder.id, name: 'Science' }],
      });
    });

    it('refuses 401, a student 403, another institute 404 (its folder or class), writing nothing', async () => {
      const before = await countRows(t, 'lessons');
      const folder = await buildFolder(t.app.db, { ownerId: w.teacher.user.id, instituteId: w.institute.id });
      expectError(await api.post(F('addIWB'), body()), 401, 'session expired');
      expectError(await api.post(F('addIWB'), { name: fresh() }, { token: student().token }), 403, FORBIDDEN);
      // Another teacher may not create in this teacher's folder nor for a class they do not teach.
      expectError(
        await api.post(F('addIWB'), { name: fresh(), parentId: folder.id }, { token: w.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(F('addIWB'), { name: fresh(), class_id: w.klass.id }, { token: w.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(F('addIWB'), { name: fresh(), parentId: folder.id }, { token: w.foreign.teacher.token }),
        404,
        'Folder not found',
      );
      expectError(
        await api.post(F('addIWB'), { name: fresh(), class_id: w.klass.id }, { token: w.foreign.teacher.token }),
        404,
        'Class not found',
      );
      expect(await countRows(t, 'lessons')).toBe(before);
    });

    it('answers 400 with exact messages, writing nothing', async () => {
      const contentFolder = await buildFolder(t.app.db, {
        ownerId: w.teacher.user.id,
        instituteId: w.institute.id,
        space: 'CONTENT',
      });
      const before = [await countRows(t, 'lessons'), await countRows(t, 'lesson_pages')];
      const cases: Array<[unknown, string]> = [
        [body({ name: '' }), 'Please Enter Lesson Name'],
        [body({ name: '    ' }), 'Please Enter Lesson Name'],
        [{ slides: [] }, 'Please Enter Lesson Name'],
        [body({ name: 'x'.repeat(300) }), 'Lesson name must be at most 200 characters'],
        [body({ lessonType: 'LECTURE' }), 'lessonType must be teach or CONTENT'],
        [body({ slides: 'three' }), 'slides must be a list'],
        [body({ slides: Array.from({ length: 201 }, () => ({})) }), 'A lesson can have at most 200 slides'],
        [body({ user_id: w.otherTeacher.user.id }), 'user_id must be the signed-in teacher'],
        [body({ instituteId: w.foreign.institute.id }), 'instituteId must be the institute you are signed in to'],
        [body({ parentId: contentFolder.id }), 'The lesson and the folder must be in the same space'],
        [body({ colour: 'red' }), 'Unknown field: colour'],
      ];
      for (const [payload, message] of cases) {
        expectError(await api.post(F('addIWB'), payload, { token: w.teacher.token }), 400, message);
      }
      expect([await countRows(t, 'lessons'), await countRows(t, 'lesson_pages')]).toEqual(before);
    });
  });

  describe('GET getWhiteBoard, getWhiteBoardInfo/:id and v2 get-whiteboard-by-flow-id', () => {
    it("lists the caller's own Teach and Content lessons, not My Files nor anyone else's", async () => {
      const own = await teacherLesson();
      const content = await teacherLesson({ lessonType: 'CONTENT' });
      const filed = await teacherLesson({ lessonType: 'CONTENT', space: 'FILES' });
      const others = await buildLesson(t.app.db, { ownerId: w.otherTeacher.user.id, instituteId: w.institute.id });
      const response = await api.get(F('getWhiteBoard'), { token: w.teacher.token });
      expect(response.statusCode).toBe(200);
      const ids = data<LessonItem[]>(response).map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([own.id, content.id]));
      expect(ids).not.toContain(filed.id);
      expect(ids).not.toContain(others.id);
      expectError(await api.get(F('getWhiteBoard')), 401, 'session expired');
      expectError(await api.get(F('getWhiteBoard'), { token: student().token }), 403, FORBIDDEN);
    });

    it("gives a class's members its published lessons, read-only, and nobody else", async () => {
      const published = await teacherLesson({ tags: ['fractions'] });
      const takenBack = await teacherLesson();
      const draft = await teacherLesson();
      await publishTo(t.app.db, published.id, w.klass.id);
      await publishTo(t.app.db, takenBack.id, w.klass.id, false);
      const asStudent = await api.get(F('getWhiteBoard'), { token: student().token, query: { class_id: w.klass.id } });
      expect(asStudent.statusCode).toBe(200);
      const items = data<LessonItem[]>(asStudent);
      expect(items.map((item) => item.id)).toEqual([published.id]);
      expect(items[0]).toMatchObject({
        abilities: { canEdit: false },
        publishedTo: [],
        folderId: null,
        tags: ['fractions'],
      });
      const asTeacher = data<LessonItem[]>(
        await api.get(F('getWhiteBoard'), { token: w.teacher.token, query: { class_id: w.klass.id } }),
      );
      expect(asTeacher.find((item) => item.id === published.id)).toMatchObject({
        abilities: { canEdit: true },
        publishedTo: [{ classId: w.klass.id, className: w.klass.name, isPublic: true }],
      });
      expect(asTeacher.map((item) => item.id)).not.toContain(draft.id);
      const query = { class_id: w.klass.id };
      expectError(await api.get(F('getWhiteBoard'), { query }), 401, 'session expired');
      expectError(await api.get(F('getWhiteBoard'), { token: w.outsider.token, query }), 403, FORBIDDEN);
      expectError(await api.get(F('getWhiteBoard'), { token: w.otherTeacher.token, query }), 403, FORBIDDEN);
      expectError(await api.get(F('getWhiteBoard'), { token: w.foreign.teacher.token, query }), 404, 'Class not found');
    });

    it('opens a lesson for its author, read-only for a student of a class it is published to', async () => {
      const lesson = await teacherLesson({ pages: 2 });
      const info = await api.get(F(`getWhiteBoardInfo/${lesson.id}`), { token: w.teacher.token });
      expect(info.statusCode).toBe(200);
      expect(data<LessonDetail>(info)).toMatchObject({ id: lesson.id, pageCount: 2, abilities: { canEdit: true } });
      // Not published yet: the student is refused, then reads it once it is.
      expectError(await api.get(F(`getWhiteBoardInfo/${lesson.id}`), { token: student().token }), 403, FORBIDDEN);
      await publishTo(t.app.db, lesson.id, w.klass.id);
      const read = await api.get('/api/v2/flow/get-whiteboard-by-flow-id', {
        token: student().token,
        query: { flow_id: lesson.id },
      });
      expect(read.statusCode).toBe(200);
      expect(data<LessonDetail>(read)).toMatchObject({ id: lesson.id, abilities: { canEdit: false }, path: [] });
      expect(data<LessonDetail>(read).pages).toHaveLength(2);
      // A student of another class, another teacher, another institute, nobody: refused.
      expectError(await api.get(F(`getWhiteBoardInfo/${lesson.id}`), { token: w.outsider.token }), 403, FORBIDDEN);
      expectError(await api.get(F(`getWhiteBoardInfo/${lesson.id}`), { token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(
        await api.get(F(`getWhiteBoardInfo/${lesson.id}`), { token: w.foreign.teacher.token }),
        404,
        NOT_FOUND,
      );
      expectError(await api.get(F(`getWhiteBoardInfo/${lesson.id}`)), 401, 'session expired');
      expectError(await api.get(F('getWhiteBoardInfo/no-such-lesson'), { token: w.teacher.token }), 404, NOT_FOUND);
      expectError(
        await api.get('/api/v2/flow/get-whiteboard-by-flow-id', { token: w.teacher.token }),
        400,
        'Please provide: flow_id',
      );
    });
  });

  describe('POST renameIwb', () => {
    it('renames its own lesson; a name taken in its folder is a 409 naming the other lesson', async () => {
      const lesson = await teacherLesson();
      const other = await teacherLesson({ name: 'Decimals' });
      const renamed = await api.post(
        F('renameIwb'),
        { flow_id: lesson.id, name: ' Percentages ' },
        { token: w.teacher.token },
      );
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().message).toBe('Lesson renamed');
      expect(data<LessonDetail>(renamed).name).toBe('Percentages');
      // Its own name again (another case) is not a clash with itself.
      const recased = await api.post(
        F('renameIwb'),
        { flow_id: lesson.id, name: 'PERCENTAGES' },
        { token: w.teacher.token },
      );
      expect(data<LessonDetail>(recased).name).toBe('PERCENTAGES');
      const clash = await api.post(
        F('renameIwb'),
        { flow_id: lesson.id, name: 'decimals' },
        { token: w.teacher.token },
      );
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({
        message: 'A lesson with this name already exists in this folder',
        code: 'lesson.nameTaken',
        conflictId: other.id,
        conflictKind: 'lesson',
        suggestedName: 'decimals (2)',
      });
    });

    it('refuses, and answers 400 for a bad name or an unknown lesson 404, changing nothing', async () => {
      const lesson = await teacherLesson();
      await expectRefusals((token) => api.post(F('renameIwb'), { flow_id: lesson.id, name: 'New' }, { token }));
      expectError(
        await api.post(F('renameIwb'), { flow_id: lesson.id, name: '' }, { token: w.teacher.token }),
        400,
        'Please Enter Lesson Name',
      );
      expectError(
        await api.post(F('renameIwb'), { flow_id: lesson.id, name: 'y'.repeat(300) }, { token: w.teacher.token }),
        400,
        'Lesson name must be at most 200 characters',
      );
      expectError(
        await api.post(F('renameIwb'), { name: 'New' }, { token: w.teacher.token }),
        400,
        'Please provide: flow_id',
      );
      expectError(
        await api.post(F('renameIwb'), { flow_id: 'nope', name: 'New' }, { token: w.teacher.token }),
        404,
        NOT_FOUND,
      );
      const [row] = await t.database.query<{ name: string }>('SELECT name FROM lessons WHERE id = $1', [lesson.id]);
      expect(row!.name).toBe(lesson.name);
    });
  });

  describe('POST removeIwb', () => {
    it('deletes its own lesson with its pages and publications; others are refused', async () => {
      const lesson = await teacherLesson({ pages: 3 });
      await publishTo(t.app.db, lesson.id, w.klass.id);
      await expectRefusals((token) => api.post(F('removeIwb'), { flow_id: lesson.id }, { token }));
      const removed = await api.post(F('removeIwb'), { flow_id: lesson.id }, { token: w.teacher.token });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: 'Lesson removed', data: { flow_id: lesson.id } });
      const left = await t.database.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM lesson_pages WHERE lesson_id = $1)::int
              + (SELECT count(*) FROM lesson_publications WHERE lesson_id = $1)::int AS n`,
        [lesson.id],
      );
      expect(left[0]!.n).toBe(0);
      expectError(await api.post(F('removeIwb'), { flow_id: lesson.id }, { token: w.teacher.token }), 404, NOT_FOUND);
    });
  });

  describe('POST duplicateIWB', () => {
    it('copies the lesson, its pages and their ink beside it under the next free name, unpublished', async () => {
      const lesson = await teacherLesson({ name: 'Shapes', pages: 2, tags: ['geometry'] });
      await publishTo(t.app.db, lesson.id, w.klass.id);
      const [page] = await t.database.query<{ id: string }>(
        'SELECT id FROM lesson_pages WHERE lesson_id = $1 AND position = 0',
        [lesson.id],
      );
      await t.app.db.insert(boardPageSnapshots).values({
        pageId: page!.id,
        snapshot: new Uint8Array([1, 2, 3]),
        stateVector: new Uint8Array([4]),
        updatesThrough: 0,
      });
      await t.app.db.insert(boardPageUpdates).values([
        { pageId: page!.id, update: new Uint8Array([7]) },
        { pageId: page!.id, update: new Uint8Array([8]) },
      ]);
      const copy = data<LessonDetail>(
        await api.post(F('duplicateIWB'), { flow_id: lesson.id }, { token: w.teacher.token }),
      );
      expect(copy).toMatchObject({ name: 'Shapes (2)', pageCount: 2, tags: ['geometry'], publishedTo: [] });
      expect(copy.id).not.toBe(lesson.id);
      const copiedPage = copy.pages.find((each) => each.position === 0)!;
      const ink = await t.database.query<{ snapshot: Uint8Array; updates: number }>(
        `SELECT s.snapshot, (SELECT count(*) FROM board_page_updates u WHERE u.page_id = s.page_id)::int AS updates
           FROM board_page_snapshots s WHERE s.page_id = $1`,
        [copiedPage.id],
      );
      expect([...ink[0]!.snapshot]).toEqual([1, 2, 3]);
      expect(ink[0]!.updates).toBe(2);
      const again = data<LessonDetail>(
        await api.post(F('duplicateIWB'), { flow_id: lesson.id }, { token: w.teacher.token }),
      );
      expect(again.name).toBe('Shapes (3)');
      await expectRefusals((token) => api.post(F('duplicateIWB'), { flow_id: lesson.id }, { token }));
    });
  });

  describe('POST publishIwb and GET lessonsAlreadyLiveWithName/:id', () => {
    it('publishes to a class it teaches with the dialog tags, says where it is live, and takes it back', async () => {
      const lesson = await teacherLesson({ name: 'Volcanoes' });
      const twin = await teacherLesson({ name: 'volcanoes', lessonType: 'CONTENT' });
      await publishTo(t.app.db, twin.id, w.klass.id);
      const published = await api.post(
        F('publishIwb'),
        { flow_id: lesson.id, class_id: w.klass.id, isPublic: true, tags: [' Earth ', 'earth', 'Science'] },
        { token: w.teacher.token },
      );
      expect(published.statusCode).toBe(200);
      expect(published.json().message).toBe('Lesson published');
      expect(data<LessonDetail>(published)).toMatchObject({
        tags: ['Earth', 'Science'],
        publishedTo: [{ classId: w.klass.id, className: w.klass.name, isPublic: true }],
      });
      const live = data<LiveWithName>(
        await api.get(F(`lessonsAlreadyLiveWithName/${lesson.id}`), { token: w.teacher.token }),
      );
      expect(live.classes).toEqual(
        expect.arrayContaining([
          { classId: w.klass.id, className: w.klass.name, lessonId: lesson.id, sameLesson: true },
          { classId: w.klass.id, className: w.klass.name, lessonId: twin.id, sameLesson: false },
        ]),
      );
      const back = await api.post(
        F('publishIwb'),
        { flow_id: lesson.id, class_id: w.klass.id, isPublic: false },
        { token: w.teacher.token },
      );
      expect(back.json().message).toBe('Lesson unpublished');
      expect(data<LessonDetail>(back)).toMatchObject({ publishedTo: [], tags: ['Earth', 'Science'] });
      expectError(await api.get(F(`getWhiteBoardInfo/${lesson.id}`), { token: student().token }), 403, FORBIDDEN);
      await expectRefusals((token) => api.get(F(`lessonsAlreadyLiveWithName/${lesson.id}`), { token }));
    });

    it('refuses a class the teacher does not teach, others, and bad input, publishing nothing', async () => {
      const lesson = await teacherLesson();
      const body = (extra: Record<string, unknown> = {}) => ({
        flow_id: lesson.id,
        class_id: w.klass.id,
        isPublic: true,
        ...extra,
      });
      const before = await countRows(t, 'lesson_publications');
      await expectRefusals((token) => api.post(F('publishIwb'), body(), { token }));
      expectError(
        await api.post(F('publishIwb'), body({ class_id: w.otherClass.id }), { token: w.teacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(F('publishIwb'), body({ class_id: w.foreign.klass.id }), { token: w.teacher.token }),
        404,
        'Class not found',
      );
      const cases: Array<[unknown, string]> = [
        [body({ isPublic: undefined }), 'Please provide: isPublic'],
        [body({ isPublic: 'yes' }), 'isPublic must be true or false'],
        [body({ tags: ['x'.repeat(31)] }), 'A tag must be at most 30 characters'],
        [body({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }), 'A lesson can have at most 10 tags'],
        [body({ flow_id: 'missing' }), NOT_FOUND],
      ];
      for (const [payload, message] of cases) {
        const response = await api.post(F('publishIwb'), payload, { token: w.teacher.token });
        expectError(response, message === NOT_FOUND ? 404 : 400, message);
      }
      expect(await countRows(t, 'lesson_publications')).toBe(before);
    });
  });

  describe('POST updateLessonType', () => {
    it('moves a lesson between My Lessons and My Content (to the top level); in My Files it stays put', async () => {
      const folder = await buildFolder(t.app.db, { ownerId: w.teacher.user.id, instituteId: w.institute.id });
      const lesson = await teacherLesson({ folderId: folder.id });
      const changed = data<LessonDetail>(
        await api.post(
          F('updateLessonType'),
          { flow_id: lesson.id, lessonType: 'CONTENT' },
          { token: w.teacher.token },
        ),
      );
      expect(changed).toMatchObject({ lessonType: 'CONTENT', space: 'CONTENT', folderId: null });
      const filed = await teacherLesson({ lessonType: 'CONTENT', space: 'FILES' });
      const stays = data<LessonDetail>(
        await api.post(F('updateLessonType'), { flow_id: filed.id, lessonType: 'teach' }, { token: w.teacher.token }),
      );
      expect(stays).toMatchObject({ lessonType: 'teach', space: 'FILES' });
      // A Teach lesson of the same name already at the top of My Lessons: a clash.
      const top = await teacherLesson({ name: 'Weather' });
      const moving = await teacherLesson({ name: 'Weather', lessonType: 'CONTENT' });
      const clash = await api.post(
        F('updateLessonType'),
        { flow_id: moving.id, lessonType: 'teach' },
        { token: w.teacher.token },
      );
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ conflictId: top.id, suggestedName: 'Weather (2)' });
      await expectRefusals((token) =>
        api.post(F('updateLessonType'), { flow_id: lesson.id, lessonType: 'teach' }, { token }),
      );
      expectError(
        await api.post(F('updateLessonType'), { flow_id: lesson.id, lessonType: 'QUIZ' }, { token: w.teacher.token }),
        400,
        'lessonType must be teach or CONTENT',
      );
    });
  });
});
