import type { MyFileItem } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, tokenFor } from '../../../test/api-client';
import { buildUser } from '../../../test/factories';
import { type School, buildSchool } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { lessonFolders, lessons } from '../../db/schema';

const TO_FILES = '/api/myFiles/move-to-my-files';
const TO_CONTENT = '/api/myFiles/move-lesson-to-content';

describe('Content lessons between My Content and My Files', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;
  let foreign: School;
  let colleague: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    school = await buildSchool(t, null);
    foreign = await buildSchool(t, null);
    const other = await buildUser(t.app.db, { roles: ['instructor'], institute: school.institute });
    colleague = await tokenFor(t, other.user, school.institute.id);
  });
  afterAll(() => t?.close());

  const teacher = () => school.tokens.instructor;
  const lesson = async (values: Partial<typeof lessons.$inferInsert> = {}) => {
    const [row] = await t.app.db
      .insert(lessons)
      .values({
        instituteId: school.institute.id,
        ownerId: school.teacher.user.id,
        space: 'CONTENT',
        lessonType: 'CONTENT',
        name: 'The water cycle',
        ...values,
      })
      .returning();
    return row!;
  };
  const spaceOf = async (id: string) => (await t.app.db.select().from(lessons).where(eq(lessons.id, id)))[0]!;

  it('moves a Content lesson to the top of My Files, where fetch lists it, and back', async () => {
    const [folder] = await t.app.db
      .insert(lessonFolders)
      .values({ instituteId: school.institute.id, ownerId: school.teacher.user.id, space: 'CONTENT', name: 'Term 1' })
      .returning();
    const content = await lesson({ folderId: folder!.id });
    const moved = await api.post(TO_FILES, { lessonId: content.id }, { token: teacher() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Moved to My Files',
      data: {
        id: content.id,
        kind: 'LESSON',
        name: 'The water cycle',
        folderId: null,
        abilities: { canMoveToContent: true },
      },
    });
    expect(await spaceOf(content.id)).toMatchObject({ space: 'FILES', folderId: null });
    const listed = await api.get('/api/myFiles/fetch', { token: teacher(), query: { kind: 'LESSON' } });
    expect((listed.json().data.items as MyFileItem[]).map((item) => item.id)).toEqual([content.id]);

    const back = await api.post(TO_CONTENT, { lessonId: content.id }, { token: teacher() });
    expect(back.json()).toEqual({ message: 'Moved to My Content', data: { lessonId: content.id, space: 'CONTENT' } });
    expect((await spaceOf(content.id)).space).toBe('CONTENT');
  });

  it('refuses teach lessons, lessons not in the space they leave, name clashes, and others', async () => {
    const teach = await lesson({ space: 'LESSONS', lessonType: 'teach', name: 'Teach me' });
    expectError(
      await api.post(TO_FILES, { lessonId: teach.id }, { token: teacher() }),
      400,
      'Only a Content lesson in My Content can be moved to My Files',
    );
    const inContent = await lesson({ name: 'Volcanoes' });
    expectError(
      await api.post(TO_CONTENT, { lessonId: inContent.id }, { token: teacher() }),
      400,
      'Only a lesson in My Files can be moved to My Content',
    );
    await lesson({ space: 'FILES', name: 'Volcanoes' });
    expectError(
      await api.post(TO_FILES, { lessonId: inContent.id }, { token: teacher() }),
      400,
      'A lesson with this name already exists there',
    );
    expectError(await api.post(TO_FILES, { lessonId: inContent.id }), 401, 'session expired');
    expectError(
      await api.post(TO_FILES, { lessonId: inContent.id }, { token: school.tokens.learner }),
      403,
      'Not authorized to perform this action',
    );
    expectError(await api.post(TO_FILES, { lessonId: inContent.id }, { token: colleague }), 404, 'Lesson not found');
    expectError(
      await api.post(TO_FILES, { lessonId: inContent.id }, { token: foreign.tokens.instructor }),
      404,
      'Lesson not found',
    );
    expectError(await api.post(TO_FILES, {}, { token: teacher() }), 400, 'Please provide: lessonId');
    expectError(await api.post(TO_CONTENT, { lessonId: 'nope' }, { token: teacher() }), 404, 'Lesson not found');
    expect((await spaceOf(inContent.id)).space).toBe('CONTENT');
  });
});
