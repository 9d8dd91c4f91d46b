import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, loginAs } from '../../../test/test-app';
import { classMembers, classes, institutes, lessonPublications, lessons, myFiles } from '../../db/schema';
import { readSlides } from '../boards';
import { DEMO_ACCOUNTS, DEMO_CLASS_NAME, DEMO_PASSWORD, isEmpty, seedDemo } from './demo-seed';

describe('seedDemo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('fills an empty database with the demo institute of ARCHITECTURE.md §3', async () => {
    expect(await isEmpty(t.app.db)).toBe(true);
    await seedDemo(t.app.db, { dataDir: t.app.config.dataDir });
    expect(await isEmpty(t.app.db)).toBe(false);

    expect(DEMO_PASSWORD).toBe('demo1234');
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'admin@demo.test',
      'teacher@demo.test',
      'student1@demo.test',
      'student2@demo.test',
      'student3@demo.test',
      'student4@demo.test',
      'student5@demo.test',
    ]);
    const [institute] = await t.app.db.select().from(institutes).where(eq(institutes.name, 'Demo School'));
    expect(institute).toBeDefined();
    const [klass] = await t.app.db.select().from(classes).where(eq(classes.name, DEMO_CLASS_NAME));
    expect(klass?.instituteId).toBe(institute!.id);
    const members = await t.app.db.select().from(classMembers).where(eq(classMembers.classId, klass!.id));
    expect(members.filter((member) => member.role === 'learner')).toHaveLength(5);
    expect(members.filter((member) => member.role === 'instructor')).toHaveLength(1);
  });

  it("gives Class 6A's teacher a Teach lesson of ink, shapes, text and a PDF page, published, and a Content lesson", async () => {
    const [klass] = await t.app.db.select().from(classes).where(eq(classes.name, DEMO_CLASS_NAME));
    const demo = await t.app.db.select().from(lessons).where(eq(lessons.classId, klass!.id));
    expect(demo.map((lesson) => lesson.lessonType).sort()).toEqual(['CONTENT', 'teach']);
    const teach = demo.find((lesson) => lesson.lessonType === 'teach')!;
    const slides = await readSlides(t.app.db, teach.id);
    expect(slides.stages).toHaveLength(4);
    const kinds = new Set(slides.stages.flatMap((stage) => stage.items.map((item) => item.kind)));
    expect([...kinds].sort()).toEqual(
      ['arrow', 'circle', 'hexagon', 'highlighter', 'line', 'pen', 'rectangle', 'text', 'triangle'].sort(),
    );
    expect(slides.stages.flatMap((stage) => stage.items).some((item) => /[\u0600-\u06ff]/.test(item.text ?? ''))).toBe(
      true,
    );
    const pdf = slides.stages[3]!.background!;
    const [file] = await t.app.db.select().from(myFiles).where(eq(myFiles.id, pdf.fileId));
    expect(file).toMatchObject({ ownerId: teach.ownerId, contentType: 'application/pdf' });
    const bytes = readFileSync(path.join(t.app.config.dataDir, 'files', file!.storedName!));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const published = await t.app.db.select().from(lessonPublications).where(eq(lessonPublications.lessonId, teach.id));
    expect(published.map((row) => row.classId)).toEqual([klass!.id]);
  });

  it('lets every demo account sign in with demo1234, with its roles', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const token = await loginAs(t.app, account.email, 'demo1234');
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/galileo/isSessionActive',
        headers: { access_token: token },
      });
      expect(response.statusCode).toBe(200);
      expect([...response.json().data.roles].sort()).toEqual([...account.roles].sort());
    }
  });
});
