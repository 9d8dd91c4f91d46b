import type { FolderContents, FolderHierarchy, FolderItem, LessonItem } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';
import { buildFolder, buildLesson, publishTo } from '../../../test/lesson-factories';
import { myFiles } from '../../db/schema';

const FORBIDDEN = 'Not authorized to perform this action';
const NOT_FOUND = 'Folder not found';
const FOLDER = '/api/v2/folder';

describe('folder routes (v2 folder/)', () => {
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
  const fresh = (stem = 'Unit') => `${stem} ${(counter += 1)}`;
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
  const owner = () => ({ ownerId: w.teacher.user.id, instituteId: w.institute.id });
  const folderOf = (extra: Partial<Parameters<typeof buildFolder>[1]> = {}) =>
    buildFolder(t.app.db, { ...owner(), name: fresh(), ...extra });
  const student = () => w.students[0]!;

  async function expectRefusals(
    call: (token: string | undefined) => Promise<{ statusCode: number; json: () => unknown }>,
  ) {
    expectError((await call(undefined)) as never, 401, 'session expired');
    expectError((await call(student().token)) as never, 403, FORBIDDEN);
    expectError((await call(w.otherTeacher.token)) as never, 403, FORBIDDEN);
    expectError((await call(w.foreign.teacher.token)) as never, 404, NOT_FOUND);
  }

  describe('POST folder', () => {
    it('creates a folder at the top and inside another; a taken name (any case) beside it is a 409', async () => {
      const top = await api.post(FOLDER, { name: ' Term 1 ', space: 'LESSONS' }, { token: w.teacher.token });
      expect(top.statusCode).toBe(200);
      expect(top.json().message).toBe('Folder created');
      const term = data<FolderItem>(top);
      expect(term).toMatchObject({ name: 'Term 1', space: 'LESSONS', parentId: null, lessonCount: 0, folderCount: 0 });
      const inner = data<FolderItem>(
        await api.post(FOLDER, { name: 'Week 1', parentId: term.id }, { token: w.teacher.token }),
      );
      expect(inner).toMatchObject({ parentId: term.id, space: 'LESSONS' });
      const clash = await api.post(FOLDER, { name: 'term 1' }, { token: w.teacher.token });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({
        message: 'A folder with this name already exists here',
        code: 'lessonFolder.nameTaken',
        conflictId: term.id,
        conflictKind: 'folder',
        suggestedName: 'term 1 (2)',
      });
      // The same name in My Content, or for another teacher, is fine.
      expect(
        (await api.post(FOLDER, { name: 'Term 1', space: 'CONTENT' }, { token: w.teacher.token })).statusCode,
      ).toBe(200);
      expect((await api.post(FOLDER, { name: 'Term 1' }, { token: w.otherTeacher.token })).statusCode).toBe(200);
    });

    it('refuses others and bad input, writing nothing', async () => {
      const parent = await folderOf();
      const content = await folderOf({ space: 'CONTENT' });
      const before = await countRows(t, 'lesson_folders');
      await expectRefusals((token) => api.post(FOLDER, { name: fresh(), parentId: parent.id }, { token }));
      const cases: Array<[unknown, string]> = [
        [{ name: '' }, 'Please Enter Folder Name'],
        [{}, 'Please Enter Folder Name'],
        [{ name: 'f'.repeat(101) }, 'Folder name must be at most 100 characters'],
        [{ name: fresh(), space: 'TRASH' }, 'space must be LESSONS, CONTENT or FILES'],
        [{ name: fresh(), parentId: content.id }, 'Both folders must be in the same space'],
      ];
      for (const [payload, message] of cases) {
        expectError(await api.post(FOLDER, payload, { token: w.teacher.token }), 400, message);
      }
      expect(await countRows(t, 'lesson_folders')).toBe(before);
    });
  });

  describe('GET folder, folder/hierarchy', () => {
    it('lists a folder with its subfolders, lessons, breadcrumbs and counts at any depth', async () => {
      const term = await folderOf({ name: 'Year 7' });
      const unit = await folderOf({ name: 'Algebra', parentId: term.id });
      const deep = await folderOf({ name: 'Practice', parentId: unit.id });
      await buildLesson(t.app.db, { ...owner(), name: 'Intro', folderId: unit.id });
      await buildLesson(t.app.db, { ...owner(), name: 'Drill', folderId: deep.id });
      const contents = data<FolderContents>(await api.get(FOLDER, { token: w.teacher.token, query: { id: unit.id } }));
      expect(contents).toMatchObject({
        space: 'LESSONS',
        folder: { id: unit.id, name: 'Algebra', lessonCount: 2, folderCount: 1 },
        breadcrumbs: [
          { id: term.id, name: 'Year 7' },
          { id: unit.id, name: 'Algebra' },
        ],
        folders: [{ id: deep.id, name: 'Practice', lessonCount: 1, folderCount: 0 }],
      });
      expect(contents.lessons.map((lesson: LessonItem) => lesson.name)).toEqual(['Intro']);
      const top = data<FolderContents>(await api.get(FOLDER, { token: w.teacher.token }));
      expect(top.folder).toBeNull();
      expect(top.breadcrumbs).toEqual([]);
      expect(top.folders.find((folder) => folder.id === term.id)).toMatchObject({ lessonCount: 2, folderCount: 2 });
      const tree = data<FolderHierarchy>(await api.get(`${FOLDER}/hierarchy`, { token: w.teacher.token }));
      const rows = tree.folders.filter((row) => [term.id, unit.id, deep.id].includes(row.id));
      expect(rows.map((row) => [row.name, row.depth])).toEqual([
        ['Year 7', 0],
        ['Algebra', 1],
        ['Practice', 2],
      ]);
      const others = data<FolderHierarchy>(await api.get(`${FOLDER}/hierarchy`, { token: w.otherTeacher.token }));
      expect(others.folders.map((row) => row.id)).not.toContain(term.id);
    });

    it('refuses others and bad input', async () => {
      const folder = await folderOf();
      await expectRefusals((token) => api.get(FOLDER, { token, query: { id: folder.id } }));
      expectError(await api.get(FOLDER, { token: w.teacher.token, query: { id: 'missing' } }), 404, NOT_FOUND);
      expectError(await api.get(`${FOLDER}/hierarchy`), 401, 'session expired');
      expectError(await api.get(`${FOLDER}/hierarchy`, { token: student().token }), 403, FORBIDDEN);
      expectError(
        await api.get(`${FOLDER}/hierarchy`, { token: w.teacher.token, query: { space: 'X' } }),
        400,
        'space must be LESSONS, CONTENT or FILES',
      );
    });
  });

  describe('POST folder/rename', () => {
    it('renames; a sibling with the name is a 409; others are refused', async () => {
      const folder = await folderOf();
      const sibling = await folderOf({ name: 'Geometry' });
      const renamed = await api.post(
        `${FOLDER}/rename`,
        { id: folder.id, name: 'Trigonometry' },
        { token: w.teacher.token },
      );
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        message: 'Folder renamed',
        data: { id: folder.id, name: 'Trigonometry' },
      });
      const clash = await api.post(`${FOLDER}/rename`, { id: folder.id, name: 'GEOMETRY' }, { token: w.teacher.token });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ conflictId: sibling.id, conflictKind: 'folder' });
      await expectRefusals((token) => api.post(`${FOLDER}/rename`, { id: folder.id, name: fresh() }, { token }));
      expectError(
        await api.post(`${FOLDER}/rename`, { id: folder.id, name: '' }, { token: w.teacher.token }),
        400,
        'Please Enter Folder Name',
      );
      expectError(
        await api.post(`${FOLDER}/rename`, { name: 'x' }, { token: w.teacher.token }),
        400,
        'Please provide: id',
      );
    });
  });

  describe('POST v2 flow/move-to-folder with a folder', () => {
    it('moves a folder with everything in it, never into itself or its own folders', async () => {
      const a = await folderOf();
      const b = await folderOf();
      const child = await folderOf({ parentId: a.id });
      const grandchild = await folderOf({ parentId: child.id });
      const move = (folderId: string, parentId: string | null) =>
        api.post('/api/v2/flow/move-to-folder', { folder_id: folderId, parentId }, { token: w.teacher.token });
      const moved = await move(a.id, b.id);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        data: { lesson: null, folder: { id: a.id, parentId: b.id, folderCount: 2 } },
      });
      const intoItself = 'A folder cannot be moved into itself or one of its own folders';
      expectError(await move(a.id, a.id), 400, intoItself);
      expectError(await move(a.id, grandchild.id), 400, intoItself);
      expectError(await move(b.id, child.id), 400, intoItself);
      const content = await folderOf({ space: 'CONTENT' });
      expectError(await move(a.id, content.id), 400, 'Both folders must be in the same space');
      const [row] = await t.database.query<{ parent_id: string }>(
        'SELECT parent_id FROM lesson_folders WHERE id = $1',
        [a.id],
      );
      expect(row!.parent_id).toBe(b.id);
      // A folder beside it with the same name: 409.
      const twin = await folderOf({ name: 'Twin' });
      await folderOf({ name: 'twin', parentId: b.id });
      const clash = await move(twin.id, b.id);
      expect(clash.statusCode).toBe(409);
      const others = { folder_id: a.id, parentId: null };
      expectError(
        await api.post('/api/v2/flow/move-to-folder', others, { token: w.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post('/api/v2/flow/move-to-folder', others, { token: w.foreign.teacher.token }),
        404,
        NOT_FOUND,
      );
    });
  });

  describe('DELETE folder/:id', () => {
    it('deletes the folder with its folders and their lessons (pages and publications too)', async () => {
      const top = await folderOf();
      const inner = await folderOf({ parentId: top.id });
      const first = await buildLesson(t.app.db, { ...owner(), folderId: top.id, pages: 2 });
      const second = await buildLesson(t.app.db, { ...owner(), folderId: inner.id });
      const outside = await buildLesson(t.app.db, { ...owner() });
      await publishTo(t.app.db, second.id, w.klass.id);
      await expectRefusals((token) => api.delete(`${FOLDER}/${top.id}`, { token }));
      const deleted = await api.delete(`${FOLDER}/${top.id}`, { token: w.teacher.token });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({
        message: 'The folder and everything in it were deleted',
        data: { id: top.id, deletedLessons: 2, deletedFolders: 2 },
      });
      const left = await t.database.query<{ id: string }>('SELECT id FROM lessons WHERE id = ANY($1)', [
        [first.id, second.id, outside.id],
      ]);
      expect(left.map((row) => row.id)).toEqual([outside.id]);
      const orphans = await t.database.query(
        'SELECT 1 FROM lesson_pages WHERE lesson_id = ANY($1) UNION ALL SELECT 1 FROM lesson_publications WHERE lesson_id = ANY($1)',
        [[first.id, second.id]],
      );
      expect(orphans).toHaveLength(0);
      expectError(await api.delete(`${FOLDER}/${top.id}`, { token: w.teacher.token }), 404, NOT_FOUND);
    });

    it('refuses a My Files folder that still holds uploaded files, deleting nothing', async () => {
      const files = await folderOf({ space: 'FILES' });
      const inner = await folderOf({ space: 'FILES', parentId: files.id });
      await t.app.db.insert(myFiles).values({ ...owner(), folderId: inner.id, kind: 'FILE', name: 'notes.pdf' });
      expectError(
        await api.delete(`${FOLDER}/${files.id}`, { token: w.teacher.token }),
        409,
        'This folder holds files of My Files: move or delete them first',
      );
      expect(await t.database.query('SELECT 1 FROM lesson_folders WHERE id = $1', [inner.id])).toHaveLength(1);
    });
  });
});
