import { ASSESSMENT_STATUS, QuestionContent } from '@bright/contracts';
import { asc, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/authz';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { questionFiles, questions } from '../../db/schema';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { countRows, expectError } from '../../../test/api-client';
import { importQuestions, optionPictureUrl } from './assessment-interop.service';
import { readZip, writeZip } from './interop-zip';
import { buildQtiPackage } from './qti-export';
import { EVERY_TYPE, SAMPLE_AIKEN, SAMPLE_GIFT, importBody } from './interop.test-support';
import { type SniffedType, createFileStore } from '../../lib/file-store';

const FORBIDDEN = 'Not authorized to perform this action';
const NOT_FOUND = 'Assessment not found';
const EXPORT = '/api/assessment/export-qti';
const IMPORT = '/api/assessment/import';

describe('assessment interop routes', () => {
  let t: TestApp;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await classWorld(t, { studentCount: 2 });
  });
  afterAll(() => t?.close());

  const draft = async (status: string = ASSESSMENT_STATUS.unpublished, qs = MIXED_QUESTIONS.slice(0, 2)) =>
    (await buildAssessment(t.app.db, { klass: w.klass, createdBy: w.teacher.user, status, questions: qs })).assessment;
  const exportAs = (token: string | undefined, assessmentId: string) =>
    t.app.inject({
      method: 'GET',
      url: EXPORT,
      query: { assessmentId },
      headers: token ? { access_token: token } : {},
    });
  const upload = (
    token: string | undefined,
    fields: Record<string, string>,
    file?: { name: string; bytes: Uint8Array; field?: string },
  ) => {
    const body = importBody(fields, file);
    return t.app.inject({
      method: 'POST',
      url: IMPORT,
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(token ? { access_token: token } : {}) },
    });
  };
  const gift = { name: 'sample.gift', bytes: Buffer.from(SAMPLE_GIFT) };
  const rowsOf = (assessmentId: string) =>
    t.app.db.select().from(questions).where(eq(questions.assessmentId, assessmentId)).orderBy(asc(questions.position));

  describe('GET /api/assessment/export-qti', () => {
    it('answers 401, 404 to a student, 403 to a teacher of another class, 404 for another institute', async () => {
      const assessment = await draft(ASSESSMENT_STATUS.published);
      expectError(await exportAs(undefined, assessment.id), 401, 'session expired');
      expectError(await exportAs(w.students[0]!.token, assessment.id), 404, NOT_FOUND);
      expectError(await exportAs(w.otherTeacher.token, assessment.id), 403, FORBIDDEN);
      expectError(await exportAs(w.foreign.teacher.token, assessment.id), 404, NOT_FOUND);
      expectError(await exportAs(w.teacher.token, 'no-such-id'), 404, NOT_FOUND);
    });

    it('sends the QTI 3.0 package as a zip with a safe file name', async () => {
      const assessment = (
        await buildAssessment(t.app.db, {
          klass: w.klass,
          createdBy: w.teacher.user,
          name: 'Unit 1: "Forces/Motion" ✓',
          questions: MIXED_QUESTIONS,
        })
      ).assessment;
      const response = await exportAs(w.teacher.token, assessment.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="Unit 1_ _Forces_Motion_ _-qti3.zip"; filename\*=UTF-8''/);
      const files = readZip(new Uint8Array(response.rawPayload));
      expect([...files.keys()].sort()).toEqual(
        ['assessment.xml', 'imsmanifest.xml', ...MIXED_QUESTIONS.map((_, i) => `items/Q${i + 1}.xml`)].sort(),
      );
      // The admin of the institute may export too.
      expect((await exportAs(w.admin.token, assessment.id)).statusCode).toBe(200);
    });
  });

  describe('POST /api/assessment/import', () => {
    it('answers 401, 404 to a student, 403 to a teacher of another class, 404 for another institute, writing nothing', async () => {
      const assessment = await draft();
      const before = await countRows(t, 'questions');
      expectError(await upload(undefined, { assessmentId: assessment.id }, gift), 401, 'session expired');
      expectError(await upload(w.students[0]!.token, { assessmentId: assessment.id }, gift), 404, NOT_FOUND);
      expectError(await upload(w.otherTeacher.token, { assessmentId: assessment.id }, gift), 403, FORBIDDEN);
      expectError(await upload(w.foreign.teacher.token, { assessmentId: assessment.id }, gift), 404, NOT_FOUND);
      expect(await countRows(t, 'questions')).toBe(before);
    });

    it('refuses bad input with clear messages and writes nothing', async () => {
      const assessment = await draft();
      const published = await draft(ASSESSMENT_STATUS.published);
      const before = await countRows(t, 'questions');
      const as = (fields: Record<string, string>, file?: Parameters<typeof upload>[2]) =>
        upload(w.teacher.token, fields, file);
      expectError(await as({ assessmentId: assessment.id }), 400, 'Please provide: file');
      expectError(await as({}, gift), 400, 'Please provide: assessmentId');
      expectError(
        await as({ assessmentId: assessment.id, dryRun: 'maybe' }, gift),
        400,
        'dryRun must be true or false',
      );
      expectError(
        await as({ assessmentId: published.id }, gift),
        400,
        'Unpublish the assessment to change its questions',
      );
      expectError(
        await as({ assessmentId: assessment.id }, { name: 'q.zip', bytes: Buffer.from('PK\x03\x04 broken') }),
        400,
        'The file is not a valid QTI package: it is not a readable zip archive',
      );
      expectError(
        await as({ assessmentId: assessment.id }, { name: 'q.zip', bytes: zipSync({ 'a.xml': Buffer.from('<a/>') }) }),
        400,
        'The file is not a valid QTI package: imsmanifest.xml is missing',
      );
      expectError(
        await as(
          { assessmentId: assessment.id },
          { name: 'q.gift', bytes: Buffer.from('Fine {=a ~b}\n\nBroken {=a ~b\n') },
        ),
        400,
        'The GIFT file has syntax errors: line 3: the answer block is not closed with }',
      );
      expectError(
        await as(
          { assessmentId: assessment.id },
          { name: 'q.txt', bytes: Buffer.from('Only text\nA. one\nANSWER: A\n') },
        ),
        400,
        'Nothing could be imported: line 1: A question needs at least two options',
      );
      expectError(
        await as(
          { assessmentId: assessment.id },
          { name: 'q.xml', bytes: Buffer.from('<qti-assessment-item><oops></qti-assessment-item>') },
        ),
        400,
        'The file is not valid XML: Opening and ending tag mismatch: "oops" != "qti-assessment-item"',
      );
      expectError(
        await as(
          { assessmentId: assessment.id },
          { name: 'big.gift', bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 0x20) },
        ),
        413,
        'The file is too large to import (at most 20 MB, and 100 MB unpacked)',
      );
      expect(await countRows(t, 'questions')).toBe(before);
    });

    it('previews on a dry run without writing, then imports at the end of the assessment', async () => {
      const assessment = await draft();
      const preview = await upload(w.teacher.token, { assessmentId: assessment.id, dryRun: 'true' }, gift);
      expect(preview.statusCode).toBe(200);
      expect(preview.json().message).toBe('Import preview');
      expect(preview.json().data).toMatchObject({ format: 'gift', dryRun: true, imported: 0 });
      expect(preview.json().data.questions).toHaveLength(10);
      expect(preview.json().data.problems).toHaveLength(2);
      expect(await rowsOf(assessment.id)).toHaveLength(2);

      const done = await upload(w.teacher.token, { assessmentId: assessment.id }, gift);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        message: 'Questions imported',
        data: { format: 'gift', dryRun: false, imported: 10 },
      });
      const rows = await rowsOf(assessment.id);
      expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(rows.slice(2).every((r) => r.source === 'import:gift' && r.topicName === 'Astronomy')).toBe(true);
      expect(rows[2]).toMatchObject({
        type: 'MCQ',
        description: 'Which planet is the largest?',
        correctOptions: ['a'],
      });

      const aiken = await upload(
        w.admin.token,
        { assessmentId: assessment.id },
        { name: 'q.txt', bytes: Buffer.from(SAMPLE_AIKEN) },
      );
      expect(aiken.json().data).toMatchObject({ format: 'aiken', imported: 2 });
      expect((await rowsOf(assessment.id)).at(-1)).toMatchObject({
        type: 'TRUE_OR_FALSE',
        source: 'import:aiken',
        position: 13,
      });
    });
  });

  describe('all or nothing', () => {
    it('leaves no question, file row or picture behind when storing a picture fails halfway', async () => {
      const assessment = await draft();
      const real = createFileStore(t.app.config.dataDir, 'questions');
      const saved: string[] = [];
      let calls = 0;
      const failing = {
        ...real,
        save: async (bytes: Buffer, type: SniffedType) => {
          calls += 1;
          if (calls === 3) throw new Error('disk full');
          const stored = await real.save(bytes, type);
          saved.push(stored);
          return stored;
        },
      };
      const png = new Uint8Array(pngBytes());
      const content = QuestionContent.parse({
        type: 'MCQ',
        description: 'Q',
        options: [
          { id: 'a', title: 'A' },
          { id: 'b', title: 'B' },
        ],
        correctOptions: ['a'],
      });
      const pictured = { content, topicName: null, image: { bytes: png, extension: 'png' }, optionImages: new Map() };
      const zip = writeZip(buildQtiPackage('x', [pictured, pictured, pictured]));
      const before = [await countRows(t, 'questions'), await countRows(t, 'question_files')];
      const actor = {
        userId: w.teacher.user.id,
        sessionId: 's',
        instituteId: w.institute.id,
        roles: ['instructor' as const],
        expiresAt: new Date(Date.now() + 60_000),
      };
      await expect(
        importQuestions({ db: t.app.db, files: failing }, actor, {
          assessmentId: assessment.id,
          dryRun: false,
          fileName: 'p.zip',
          bytes: zip,
        }),
      ).rejects.toThrow('disk full');
      expect([await countRows(t, 'questions'), await countRows(t, 'question_files')]).toEqual(before);
      expect(saved).toHaveLength(2);
      for (const stored of saved) expect(await real.read(stored)).toBeNull();
    });
  });

  describe('the round trip (issue 6: "a QTI 3.0 package exported by us and imported again")', () => {
    it('keeps every stored field of every question type, pictures byte for byte', async () => {
      const pictures = createFileStore(t.app.config.dataDir, 'questions');
      const png = pngBytes();
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
      const source = await draft(ASSESSMENT_STATUS.unpublished, []);
      for (const [position, { topicName, withImage, ...raw }] of EVERY_TYPE.entries()) {
        const content = QuestionContent.parse(raw);
        const [row] = await t.app.db
          .insert(questions)
          .values({
            assessmentId: source.id,
            position,
            ...content,
            options: content.options.map((o) => ({ ...o, image: null })),
            topicName,
            image: withImage ? await pictures.save(png, 'image/png') : null,
          })
          .returning();
        if (!content.options.some((o) => o.image)) continue;
        const options = [];
        for (const [i, option] of content.options.entries()) {
          const bytes = i ? gif : png;
          const [file] = await t.app.db
            .insert(questionFiles)
            .values({
              questionId: row!.id,
              kind: 'option',
              storedName: await pictures.save(bytes, i ? 'image/gif' : 'image/png'),
              fileName: `option-${i}`,
              contentType: i ? 'image/gif' : 'image/png',
              size: bytes.length,
            })
            .returning();
          options.push({ ...option, image: optionPictureUrl(file!.id) });
        }
        await t.app.db.update(questions).set({ options }).where(eq(questions.id, row!.id));
      }

      const exported = await exportAs(w.teacher.token, source.id);
      expect(exported.statusCode).toBe(200);
      const target = await draft(ASSESSMENT_STATUS.unpublished, []);
      const imported = await upload(
        w.teacher.token,
        { assessmentId: target.id },
        { name: 'package.zip', bytes: exported.rawPayload },
      );
      expect(imported.statusCode).toBe(200);
      expect(imported.json().data).toMatchObject({ format: 'qti3', imported: EVERY_TYPE.length, problems: [] });

      const [before, after] = [await rowsOf(source.id), await rowsOf(target.id)];
      expect(after).toHaveLength(before.length);
      const fileBytes = async (url: string | null | undefined) => {
        if (!url) return null;
        const id = /\/api\/question\/file\/(.+)$/.exec(url)![1]!;
        const [file] = await t.app.db.select().from(questionFiles).where(eq(questionFiles.id, id));
        return pictures.read(file!.storedName);
      };
      const FIELDS = [
        'type',
        'description',
        'points',
        'correctOptions',
        'acceptedAnswers',
        'blanks',
        'numeric',
        'bloomLevel',
        'answer',
        'rubric',
        'topicName',
        'position',
      ] as const;
      for (const [i, old] of before.entries()) {
        const now = after[i]!;
        for (const field of FIELDS)
          expect(JSON.stringify(now[field]), `${old.type} ${field}`).toBe(JSON.stringify(old[field]));
        expect(now.source).toBe('import:qti3');
        expect(now.options.map((o) => ({ ...o, image: undefined }))).toEqual(
          old.options.map((o) => ({ ...o, image: undefined })),
        );
        for (const [n, option] of old.options.entries())
          expect(await fileBytes(now.options[n]!.image), `${old.type} option ${n} picture`).toEqual(
            await fileBytes(option.image),
          );
        expect(now.image === null).toBe(old.image === null);
        if (old.image) expect(await pictures.read(now.image!)).toEqual(await pictures.read(old.image));
        // An imported picture is a question file like an uploaded one: removed and counted with the question.
        const imageRows = await t.app.db.select().from(questionFiles).where(eq(questionFiles.questionId, now.id));
        expect(imageRows.filter((f) => f.kind === 'image').map((f) => f.storedName)).toEqual(
          now.image ? [now.image] : [],
        );
      }
    });
  });
});
