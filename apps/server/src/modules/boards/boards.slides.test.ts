import type { BoardItem } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { buildLesson, buildMyFile } from './board-fixtures';
import { readSlides, writeSlides } from './boards.slides';

const ink: BoardItem = { id: 'i1', kind: 'pen', color: '#1570ef', size: 4, points: [1.25, 2.5, 0.5, 3, 4, 0.75], z: 1 };
const text: BoardItem = {
  id: 't1',
  kind: 'text',
  color: '#000000',
  size: 40,
  points: [10, 20],
  z: 2,
  text: 'مرحبا بالجميع',
};
const hexagon: BoardItem = {
  id: 'h1',
  kind: 'hexagon',
  color: '#ee46bc',
  size: 3,
  points: [0, 0, 100, 80],
  z: 3,
  transform: [0, 1, -1, 0, 50, 50],
};

describe('the slides view of a board', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('writes one page per stage with its items, and reads the same canvas state back', async () => {
    const institute = await buildInstitute(t.app.db);
    const owner = await buildUser(t.app.db, { roles: ['instructor'], institute });
    const other = await buildUser(t.app.db, { roles: ['instructor'], institute });
    const mine = await buildMyFile(t.app.db, institute.id, owner.user.id, { contentType: 'application/pdf' });
    const theirs = await buildMyFile(t.app.db, institute.id, other.user.id);
    const { lesson } = await buildLesson(t.app.db, { instituteId: institute.id, ownerId: owner.user.id, pages: 5 });

    const written = await t.app.db.transaction((tx) =>
      writeSlides(tx, lesson.id, {
        currentPageId: 'second',
        scale: 2,
        stages: [
          { id: 'first', items: [ink, text] },
          { id: 'second', background: { kind: 'pdf', fileId: mine.id, pdfPage: 2 }, items: [hexagon] },
          { background: { kind: 'image', fileId: theirs.id } },
        ],
      }),
    );
    expect(written.pages).toHaveLength(3);
    expect(written.currentPageId).toBe(written.pages[1]!.id);

    const slides = await readSlides(t.app.db, lesson.id);
    expect(slides).toMatchObject({
      version: 1,
      currentPageId: written.pages[1]!.id,
      scale: 1,
      position: { x: 0, y: 0 },
      fullscreen: false,
      presentMode: false,
    });
    expect(slides.stages.map((stage) => stage.id)).toEqual(written.pages.map((page) => page.id));
    expect(slides.stages[0]!.items).toEqual([ink, text]);
    expect(slides.stages[1]).toMatchObject({
      background: { kind: 'pdf', fileId: mine.id, pdfPage: 2 },
      items: [hexagon],
    });
    // Another teacher's file is never shown, even through the slides.
    expect(slides.stages[2]).toEqual({ id: written.pages[2]!.id, background: null, items: [] });
  });

  it('refuses slides that break the schema, writing nothing', async () => {
    const institute = await buildInstitute(t.app.db);
    const owner = await buildUser(t.app.db, { roles: ['instructor'], institute });
    const { lesson, pages } = await buildLesson(t.app.db, { instituteId: institute.id, ownerId: owner.user.id });
    await expect(
      t.app.db.transaction((tx) =>
        writeSlides(tx, lesson.id, { stages: [{ items: [{ ...ink, kind: 'laser' as 'pen' }] }] }),
      ),
    ).rejects.toThrow();
    expect((await readSlides(t.app.db, lesson.id)).stages.map((stage) => stage.id)).toEqual(
      pages.map((page) => page.id),
    );
  });
});
