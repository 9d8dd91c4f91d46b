import type { LessonDetail, LessonItem, LessonPage, LessonSearchPage } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';
import { buildFolder, buildLesson, publishTo } from '../../../test/lesson-factories';

const FORBIDDEN = 'Not authorized to perform this action';
const NOT_FOUND = 'Lesson not found';
const V2 = (path: string) => `/api/v2/flow/${path}`;

describe('lesson routes (v2 flow/): clashes, moves, lists and search', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 1 });
  });
  afterAll(() => t?.close());

  let counter = 0;
  const fresh = (stem = 'Lesson') => `${stem} ${(counter += 1)}`;
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
  const owner = () => ({ ownerId: w.teacher.user.id, instituteId: w.institute.id });
  const lessonOf = (extra: Partial<Parameters<typeof buildLesson>[1]> = {}) =>
    buildLesson(t.app.db, { ...owner(), name: fresh(), ...extra });
  const folderOf = (extra: Partial<Parameters<typeof buildFolder>[1]> = {}) =>
    buildFolder(t.app.db, { ...owner(), name: fresh('Folder'), ...extra });
  const namesIn = async (folderId: string | null) =>
    (
      await t.database.query<{ name: string }>(
        `SELECT name FROM lessons WHERE owner_id = $1 AND folder_id IS NOT DISTINCT FROM $2 AND space = 'LESSONS' ORDER BY name`,
        [w.teacher.user.id, folderId],
      )
    ).map((row) => row.name);
  const student = () => w.students[0]!;

  describe('a name clash, then replace or keep-both', () => {
    it('a create into a folder that holds the name is a 409; keep-both numbers it, replace deletes the old one', async () => {
      const folder = await folderOf();
      const old = await lessonOf({ name: 'Algebra', folderId: folder.id });
      await publishTo(t.app.db, old.id, w.klass.id);
      const create = { name: 'algebra', parentId: folder.id, slides: [{}, {}] };
      const clash = await api.post('/api/flow/addIWB', create, { token: w.teacher.token });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ conflictId: old.id, conflictKind: 'lesson', suggestedName: 'algebra (2)' });
      expect(await namesIn(folder.id)).toEqual(['Algebra']);

      const kept = await api.post(V2('keep-both'), { action: 'create', ...create }, { token: w.teacher.token });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().message).toBe('Lesson saved under a new name');
      expect(data<LessonDetail>(kept)).toMatchObject({ name: 'algebra (2)', folderId: folder.id, pageCount: 2 });
      const third = data<LessonDetail>(
        await api.post(V2('keep-both'), { action: 'create', ...create }, { token: w.teacher.token }),
      );
      expect(third.name).toBe('algebra (3)');

      const replaced = await api.post(V2('replace'), { action: 'create', ...create }, { token: w.teacher.token });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().message).toBe('Lesson replaced');
      const result = data<{ lesson: LessonDetail; replacedId: string }>(replaced);
      expect(result.replacedId).toBe(old.id);
      expect(result.lesson.name).toBe('algebra');
      expect(await namesIn(folder.id)).toEqual(['algebra', 'algebra (2)', 'algebra (3)']);
      const publications = await t.database.query('SELECT 1 FROM lesson_publications WHERE lesson_id = $1', [old.id]);
      expect(publications).toHaveLength(0);
    });

    it('resolves a rename, a move and a type change the same ways', async () => {
      const target = await folderOf();
      const holder = await lessonOf({ name: 'Poems', folderId: target.id });
      const moving = await lessonOf({ name: 'Poems' });
      const move = { flow_id: moving.id, parentId: target.id };
      const clash = await api.post(V2('move-to-folder'), move, { token: w.teacher.token });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ conflictId: holder.id, suggestedName: 'Poems (2)' });
      const kept = data<LessonDetail>(
        await api.post(V2('keep-both'), { action: 'move', ...move }, { token: w.teacher.token }),
      );
      expect(kept).toMatchObject({ name: 'Poems (2)', folderId: target.id });

      const renaming = await lessonOf({ folderId: target.id });
      const replaced = data<{ lesson: LessonDetail; replacedId: string }>(
        await api.post(
          V2('replace'),
          { action: 'rename', flow_id: renaming.id, name: 'Poems' },
          { token: w.teacher.token },
        ),
      );
      expect(replaced).toMatchObject({ replacedId: holder.id, lesson: { id: renaming.id, name: 'Poems' } });

      const top = await lessonOf({ name: 'Rivers' });
      const content = await lessonOf({ name: 'Rivers', lessonType: 'CONTENT' });
      const typed = data<LessonDetail>(
        await api.post(
          V2('keep-both'),
          { action: 'type', flow_id: content.id, lessonType: 'teach' },
          { token: w.teacher.token },
        ),
      );
      expect(typed).toMatchObject({ name: 'Rivers (2)', space: 'LESSONS', lessonType: 'teach' });
      expect(await namesIn(null)).toEqual(expect.arrayContaining(['Rivers', 'Rivers (2)']));
      expect(top.id).not.toBe(typed.id);
    });

    it('replace and keep-both refuse others and bad input, changing nothing', async () => {
      const holder = await lessonOf({ name: 'Maps' });
      const lesson = await lessonOf();
      const body = { action: 'rename', flow_id: lesson.id, name: 'Maps' };
      const before = await countRows(t, 'lessons');
      for (const path of ['replace', 'keep-both']) {
        expectError(await api.post(V2(path), body), 401, 'session expired');
        expectError(await api.post(V2(path), body, { token: student().token }), 403, FORBIDDEN);
        expectError(await api.post(V2(path), body, { token: w.otherTeacher.token }), 403, FORBIDDEN);
        expectError(await api.post(V2(path), body, { token: w.foreign.teacher.token }), 404, NOT_FOUND);
        expectError(
          await api.post(V2(path), { ...body, action: 'delete' }, { token: w.teacher.token }),
          400,
          'action must be create, rename, move or type',
        );
        expectError(
          await api.post(V2(path), { ...body, name: '' }, { token: w.teacher.token }),
          400,
          'Please Enter Lesson Name',
        );
      }
      expect(await countRows(t, 'lessons')).toBe(before);
      const [row] = await t.database.query<{ name: string }>('SELECT name FROM lessons WHERE id = $1', [holder.id]);
      expect(row!.name).toBe('Maps');
    });
  });

  describe('POST move-to-folder', () => {
    it('moves a lesson into a folder and back to the top level', async () => {
      const folder = await folderOf();
      const lesson = await lessonOf();
      const moved = await api.post(
        V2('move-to-folder'),
        { flow_id: lesson.id, parentId: folder.id },
        { token: w.teacher.token },
      );
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        message: 'Moved',
        data: { lesson: { id: lesson.id, folderId: folder.id }, folder: null },
      });
      const back = await api.post(
        V2('move-to-folder'),
        { flow_id: lesson.id, parentId: null },
        { token: w.teacher.token },
      );
      expect(data<{ lesson: LessonItem }>(back).lesson.folderId).toBeNull();
    });

    it("refuses others, a folder of another space, another teacher's folder and bad input", async () => {
      const lesson = await lessonOf();
      const folder = await folderOf();
      const body = { flow_id: lesson.id, parentId: folder.id };
      expectError(await api.post(V2('move-to-folder'), body), 401, 'session expired');
      expectError(await api.post(V2('move-to-folder'), body, { token: student().token }), 403, FORBIDDEN);
      expectError(await api.post(V2('move-to-folder'), body, { token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(await api.post(V2('move-to-folder'), body, { token: w.foreign.teacher.token }), 404, NOT_FOUND);
      const content = await folderOf({ space: 'CONTENT' });
      const others = await buildFolder(t.app.db, { ownerId: w.otherTeacher.user.id, instituteId: w.institute.id });
      const cases: Array<[unknown, number, string]> = [
        [{ flow_id: lesson.id, parentId: content.id }, 400, 'The lesson and the folder must be in the same space'],
        [{ flow_id: lesson.id, parentId: others.id }, 403, FORBIDDEN],
        [{ flow_id: lesson.id, parentId: 'missing' }, 404, 'Folder not found'],
        [{ flow_id: lesson.id }, 400, 'Please provide: parentId'],
        [{ parentId: folder.id }, 400, 'Give flow_id (a lesson) or folder_id (a folder), not both'],
        [
          { flow_id: lesson.id, folder_id: folder.id, parentId: null },
          400,
          'Give flow_id (a lesson) or folder_id (a folder), not both',
        ],
      ];
      for (const [payload, status, message] of cases) {
        expectError(await api.post(V2('move-to-folder'), payload, { token: w.teacher.token }), status, message);
      }
      const [row] = await t.database.query<{ folder_id: string | null }>(
        'SELECT folder_id FROM lessons WHERE id = $1',
        [lesson.id],
      );
      expect(row!.folder_id).toBeNull();
    });
  });

  describe('POST move-content-lessons-to-my-files', () => {
    it('moves Content lessons into My Files (numbering a taken name), all or nothing', async () => {
      const files = await folderOf({ space: 'FILES' });
      await lessonOf({ name: 'Atoms', lessonType: 'CONTENT', space: 'FILES', folderId: files.id });
      const atoms = await lessonOf({ name: 'Atoms', lessonType: 'CONTENT' });
      const cells = await lessonOf({ lessonType: 'CONTENT' });
      const moved = await api.post(
        V2('move-content-lessons-to-my-files'),
        { flow_ids: [atoms.id, cells.id], parentId: files.id },
        { token: w.teacher.token },
      );
      expect(moved.statusCode).toBe(200);
      expect(moved.json().message).toBe('Lessons moved to My Files');
      const lessons = data<{ lessons: LessonItem[] }>(moved).lessons;
      expect(lessons.map((item) => [item.id, item.space, item.folderId])).toEqual([
        [atoms.id, 'FILES', files.id],
        [cells.id, 'FILES', files.id],
      ]);
      expect(lessons[0]!.name).toBe('Atoms (2)');

      const teach = await lessonOf();
      const content = await lessonOf({ lessonType: 'CONTENT' });
      const body = { flow_ids: [content.id, teach.id] };
      expectError(
        await api.post(V2('move-content-lessons-to-my-files'), body, { token: w.teacher.token }),
        400,
        'Only Content lessons can be moved to My Files',
      );
      const [row] = await t.database.query<{ space: string }>('SELECT space FROM lessons WHERE id = $1', [content.id]);
      expect(row!.space).toBe('CONTENT');
      const only = { flow_ids: [content.id] };
      expectError(await api.post(V2('move-content-lessons-to-my-files'), only), 401, 'session expired');
      expectError(
        await api.post(V2('move-content-lessons-to-my-files'), only, { token: student().token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(V2('move-content-lessons-to-my-files'), only, { token: w.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(V2('move-content-lessons-to-my-files'), only, { token: w.foreign.teacher.token }),
        404,
        NOT_FOUND,
      );
      expectError(
        await api.post(V2('move-content-lessons-to-my-files'), { flow_ids: [] }, { token: w.teacher.token }),
        400,
        'Choose at least one lesson',
      );
    });
  });

  describe('GET getWhiteBoard-paginated, v2 getWhiteBoard and search', () => {
    let folder: Awaited<ReturnType<typeof folderOf>>;
    beforeAll(async () => {
      folder = await folderOf({ name: 'Sorting' });
      const at = (day: number) => new Date(Date.UTC(2026, 0, day));
      for (const [name, created, modified] of [
        ['banana', 1, 9],
        ['Apple', 2, 8],
        ['cherry', 3, 7],
      ] as const) {
        const lesson = await lessonOf({ name, folderId: folder.id, tags: name === 'cherry' ? ['fruit salad'] : [] });
        await t.database.query('UPDATE lessons SET created_at = $2, updated_at = $3 WHERE id = $1', [
          lesson.id,
          at(created),
          at(modified),
        ]);
      }
    });

    const page = async (query: Record<string, string>) => {
      const response = await api.get(V2('getWhiteBoard-paginated'), {
        token: w.teacher.token,
        query: { folderId: folder.id, ...query },
      });
      expect(response.statusCode).toBe(200);
      return data<LessonPage>(response);
    };

    it('sorts by NAME, DATE_CREATED and LAST_MODIFIED and pages with skip and limit', async () => {
      expect((await page({ sort: 'NAME' })).items.map((item) => item.name)).toEqual(['Apple', 'banana', 'cherry']);
      expect((await page({ sort: 'DATE_CREATED' })).items.map((item) => item.name)).toEqual([
        'cherry',
        'Apple',
        'banana',
      ]);
      expect((await page({ sort: 'LAST_MODIFIED' })).items.map((item) => item.name)).toEqual([
        'banana',
        'Apple',
        'cherry',
      ]);
      expect((await page({ sort: 'NAME', order: 'desc' })).items.map((item) => item.name)).toEqual([
        'cherry',
        'banana',
        'Apple',
      ]);
      const second = await page({ sort: 'NAME', skip: '1', limit: '1' });
      expect(second).toMatchObject({ total: 3, skip: 1, limit: 1 });
      expect(second.items.map((item) => item.name)).toEqual(['banana']);
      const whole = await api.get(V2('getWhiteBoard'), { token: w.teacher.token, query: { folderId: folder.id } });
      expect(data<LessonItem[]>(whole).map((item) => item.name)).toEqual(['Apple', 'banana', 'cherry']);
    });

    it("searches names and tags across folders, with each hit's folder path", async () => {
      const inner = await folderOf({ name: 'Inner', parentId: folder.id });
      await lessonOf({ name: 'Cherry pie', folderId: inner.id });
      const found = await api.get(V2('search'), { token: w.teacher.token, query: { query: 'CHERRY', sort: 'NAME' } });
      expect(found.statusCode).toBe(200);
      const hits = data<LessonSearchPage>(found);
      expect(hits.items.map((item) => [item.name, item.path.map((each) => each.name)])).toEqual([
        ['cherry', ['Sorting']],
        ['Cherry pie', ['Sorting', 'Inner']],
      ]);
      const byTag = data<LessonSearchPage>(
        await api.get(V2('search'), { token: w.teacher.token, query: { query: 'salad' } }),
      );
      expect(byTag.items.map((item) => item.name)).toEqual(['cherry']);
      // Wildcards are plain text.
      const none = data<LessonSearchPage>(
        await api.get(V2('search'), { token: w.teacher.token, query: { query: '%' } }),
      );
      expect(none.total).toBe(0);
      const others = data<LessonSearchPage>(
        await api.get(V2('search'), { token: w.otherTeacher.token, query: { query: 'cherry' } }),
      );
      expect(others.total).toBe(0);
    });

    it('refuses others and bad input', async () => {
      const query = { folderId: folder.id };
      expectError(await api.get(V2('getWhiteBoard-paginated'), { query }), 401, 'session expired');
      expectError(await api.get(V2('getWhiteBoard-paginated'), { query, token: student().token }), 403, FORBIDDEN);
      expectError(await api.get(V2('getWhiteBoard-paginated'), { query, token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(
        await api.get(V2('getWhiteBoard-paginated'), { query, token: w.foreign.teacher.token }),
        404,
        'Folder not found',
      );
      const bad: Array<[Record<string, string>, string]> = [
        [{ sort: 'SIZE' }, 'sort must be NAME, DATE_CREATED or LAST_MODIFIED'],
        [{ order: 'up' }, 'order must be asc or desc'],
        [{ skip: '-1' }, 'Invalid skip'],
        [{ limit: '101' }, 'Invalid limit'],
        [{ space: 'TRASH' }, 'space must be LESSONS, CONTENT or FILES'],
      ];
      for (const [extra, message] of bad) {
        expectError(
          await api.get(V2('getWhiteBoard-paginated'), { token: w.teacher.token, query: extra }),
          400,
          message,
        );
      }
      expectError(await api.get(V2('search'), { token: w.teacher.token }), 400, 'Please provide: query');
      expectError(
        await api.get(V2('search'), { token: w.teacher.token, query: { query: 'q'.repeat(101) } }),
        400,
        'search must be at most 100 characters',
      );
      expectError(await api.get(V2('search'), { token: student().token, query: { query: 'x' } }), 403, FORBIDDEN);
      expectError(await api.get(V2('getWhiteBoard'), { token: w.otherTeacher.token, query }), 403, FORBIDDEN);
    });
  });
});
