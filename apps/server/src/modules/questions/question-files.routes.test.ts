import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ASSESSMENT_STATUS, type Question } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/authz';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { assessments } from '../../db/schema';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';
import { buildLicence, usedOf } from '../../../test/licence-factories';
import { type FilePart, multipartBody } from './test-support';

const FORBIDDEN = 'Not authorized to perform this action';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0]), Buffer.alloc(64, 1)]);
/** The start of a .docx: a zip whose first part is [Content_Types].xml and which has word/ parts. */
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]),
  Buffer.from('....[Content_Types].xml....word/document.xml....'),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]);

describe('question files', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  const png = pngBytes();
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 2 });
  });
  afterAll(() => t?.close());

  const folder = () => path.join(t.app.config.dataDir, 'files', 'questions');
  const onDisk = () => (existsSync(folder()) ? readdirSync(folder()).sort() : []);
  const draft = () =>
    buildAssessment(t.app.db, { klass: w.klass, createdBy: w.teacher.user, questions: MIXED_QUESTIONS });
  const publish = (assessmentId: string) =>
    t.app.db.update(assessments).set({ status: ASSESSMENT_STATUS.published }).where(eq(assessments.id, assessmentId));
  const upload = (url: string, token: string | undefined, fields: Record<string, string>, files: FilePart[]) => {
    const { payload, contentType } = multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, ...(token ? { access_token: token } : {}) },
      payload,
    });
  };
  const photo = (bytes: Buffer = png, filename = 'picture.png'): FilePart => ({
    field: 'photo',
    filename,
    type: 'image/png',
    bytes,
  });
  const file = (bytes: Buffer, filename: string, type = 'application/octet-stream'): FilePart => ({
    field: 'files',
    filename,
    type,
    bytes,
  });
  const dataOf = (response: { json: () => unknown }) => (response.json() as { data: Question }).data;
  const get = (url: string, token?: string) => api.get(url, { token });

  describe('uploadImage, the picture route and removeUploadedImage', () => {
    it('refuses 401, 403, 404, a wrong type (415), a file too large (413) and bad fields, writing nothing', async () => {
      const question = (await draft()).questions[0]!;
      const rows = await countRows(t, 'question_files');
      const files = onDisk();
      const url = '/api/question/uploadImage';
      const fields = { questionId: question.id };
      expectError(await upload(url, undefined, fields, [photo()]), 401, 'session expired');
      expectError(await upload(url, w.students[0]!.token, fields, [photo()]), 403, FORBIDDEN);
      expectError(await upload(url, w.otherTeacher.token, fields, [photo()]), 403, FORBIDDEN);
      expectError(await upload(url, w.foreign.teacher.token, fields, [photo()]), 404, 'Question not found');
      const text = Buffer.from('I am text pretending to be a picture');
      expectError(
        await upload(url, w.teacher.token, fields, [photo(text, 'fake.png')]),
        415,
        'Only PNG, JPEG, GIF or WebP pictures are allowed',
      );
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 1)]);
      expectError(await upload(url, w.teacher.token, fields, [photo(big)]), 413, 'The picture must be at most 5 MB');
      expectError(await upload(url, w.teacher.token, fields, []), 400, 'Please provide: photo');
      expectError(await upload(url, w.teacher.token, {}, [photo()]), 400, 'Please provide: questionId');
      expectError(
        await upload(url, w.teacher.token, { ...fields, classId: w.otherClass.id }, [photo()]),
        400,
        'classId must be the class of the assessment',
      );
      expectError(
        await upload(url, w.teacher.token, { ...fields, teacherId: w.otherTeacher.user.id }, [photo()]),
        400,
        'teacherId must be the signed-in teacher',
      );
      expectError(
        await api.post(url, { questionId: question.id }, { token: w.teacher.token }),
        415,
        'Send the upload as multipart/form-data',
      );
      expect(await countRows(t, 'question_files')).toBe(rows);
      expect(onDisk()).toEqual(files);
    });

    it('stores the picture, serves it to teachers and assigned students once published, replaces and removes it', async () => {
      const { assessment, questions } = await draft();
      const id = questions[0]!.id;
      const fields = {
        questionId: id,
        instituteId: w.institute.id,
        classId: w.klass.id,
        teacherId: w.teacher.user.id,
      };
      const before = onDisk();
      const first = await upload('/api/question/uploadImage', w.teacher.token, fields, [photo()]);
      expect(first.statusCode).toBe(200);
      const url = dataOf(first).image!;
      expect(url).toMatch(new RegExp(`^/api/question/image/${id}\\?v=`));
      expect(onDisk()).toHaveLength(before.length + 1);

      const served = await get(url, w.teacher.token);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(png)).toBe(true);
      // A draft's picture is not there for students; another class's teacher is refused.
      expectError(await get(url, w.students[0]!.token), 404, 'Question not found');
      expectError(await get(url, w.otherTeacher.token), 403, FORBIDDEN);
      expectError(await get(url, w.foreign.teacher.token), 404, 'Question not found');
      // A student of the institute outside the class: the loader's 403.
      expectError(await get(url, w.outsider.token), 403, FORBIDDEN);

      // Replacing keeps one picture on disk.
      const second = await upload('/api/question/uploadImage', w.teacher.token, { questionId: id }, [photo()]);
      expect(dataOf(second).image).not.toBe(url);
      expect(onDisk()).toHaveLength(before.length + 1);

      await publish(assessment.id);
      expect((await get(dataOf(second).image!, w.students[0]!.token)).statusCode).toBe(200);
      expectError(
        await upload('/api/question/uploadImage', w.teacher.token, { questionId: id }, [photo()]),
        409,
        'Unpublish the assessment to change its questions',
      );
      expectError(
        await api.post('/api/question/removeUploadedImage', { questionId: id }, { token: w.teacher.token }),
        409,
        'Unpublish the assessment to change its questions',
      );
      await t.app.db
        .update(assessments)
        .set({ status: ASSESSMENT_STATUS.unpublished })
        .where(eq(assessments.id, assessment.id));

      const removed = await api.post(
        '/api/question/removeUploadedImage',
        { questionId: id },
        { token: w.teacher.token },
      );
      expect(removed.statusCode).toBe(200);
      expect(dataOf(removed).image).toBeNull();
      expect(onDisk()).toEqual(before);
      expectError(
        await api.post('/api/question/removeUploadedImage', { questionId: id }, { token: w.teacher.token }),
        400,
        'The question has no picture',
      );
    });
  });

  describe('insertFiles, the file route and removeFiles', () => {
    it('attaches PDF, Word and audio files by their content and refuses others, writing nothing', async () => {
      const { assessment, questions } = await draft();
      const id = questions[1]!.id;
      const url = '/api/question/insertFiles';
      const rows = await countRows(t, 'question_files');
      const disk = onDisk();
      expectError(
        await upload(url, w.teacher.token, { questionId: id }, [file(PDF, 'a.pdf'), file(EXE, 'virus.pdf')]),
        415,
        'Only images, PDF, audio and office documents (Word, Excel, PowerPoint) can be attached',
      );
      expectError(
        await upload(url, w.teacher.token, { questionId: id }, [
          file(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf'),
        ]),
        413,
        'Each file must be at most 10 MB',
      );
      const eleven = Array.from({ length: 11 }, (_, index) => file(PDF, `n${index}.pdf`));
      expectError(
        await upload(url, w.teacher.token, { questionId: id }, eleven),
        400,
        'A question can have at most 10 files',
      );
      expectError(await upload(url, w.teacher.token, { questionId: id }, []), 400, 'Please provide: files');
      expectError(await upload(url, w.otherTeacher.token, { questionId: id }, [file(PDF, 'a.pdf')]), 403, FORBIDDEN);
      expect(await countRows(t, 'question_files')).toBe(rows);
      expect(onDisk()).toEqual(disk);

      const ok = await upload(url, w.teacher.token, { questionId: id, instituteId: w.institute.id }, [
        file(PDF, 'Lesson notes.pdf', 'application/pdf'),
        file(DOCX, 'worksheet.docx'),
        file(MP3, 'listen.mp3'),
      ]);
      expect(ok.statusCode).toBe(200);
      const attached = dataOf(ok).files;
      expect(attached.map((f) => [f.fileName, f.contentType, f.size])).toEqual([
        ['Lesson notes.pdf', 'application/pdf', PDF.length],
        ['worksheet.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX.length],
        ['listen.mp3', 'audio/mpeg', MP3.length],
      ]);
      // Up to 10 in all: seven more fit, eight do not.
      expectError(
        await upload(
          url,
          w.teacher.token,
          { questionId: id },
          Array.from({ length: 8 }, (_, i) => file(PDF, `m${i}.pdf`)),
        ),
        400,
        'A question can have at most 10 files',
      );

      const pdfUrl = attached[0]!.url;
      const served = await get(pdfUrl, w.teacher.token);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toContain('attachment');
      expectError(await get(pdfUrl, w.students[0]!.token), 404, 'File not found');
      await publish(assessment.id);
      expect((await get(pdfUrl, w.students[0]!.token)).rawPayload.equals(PDF)).toBe(true);
      expectError(await get(pdfUrl, w.outsider.token), 403, FORBIDDEN);
      expectError(await get('/api/question/file/nope', w.teacher.token), 404, 'File not found');
      await t.app.db
        .update(assessments)
        .set({ status: ASSESSMENT_STATUS.unpublished })
        .where(eq(assessments.id, assessment.id));

      const remove = (fileIds: string[]) =>
        api.post('/api/question/removeFiles', { questionId: id, fileIds }, { token: w.teacher.token });
      expectError(await remove([attached[0]!.id, 'nope']), 404, 'File not found');
      expect(dataOf(await get(`/api/question/read?questionId=${id}`, w.teacher.token)).files).toHaveLength(3);
      const left = await remove([attached[0]!.id, attached[2]!.id]);
      expect(dataOf(left).files.map((f) => f.fileName)).toEqual(['worksheet.docx']);
      expect(onDisk()).toHaveLength(disk.length + 1);
    });

    it("counts the bytes against the licence's storage and gives them back when the question goes", async () => {
      const school = await classWorld(t, { studentCount: 1 });
      const plan = await t.database.query<{ storage_mb: number }>(
        "SELECT storage_mb FROM plans WHERE code = 'STARTER_PLAN'",
      );
      const licence = await buildLicence(t, school.institute, { extras: { extraStorageMb: 1 - plan[0]!.storage_mb } });
      const { questions } = await buildAssessment(t.app.db, {
        klass: school.klass,
        createdBy: school.teacher.user,
        questions: MIXED_QUESTIONS,
      });
      const big = Buffer.concat([PDF, Buffer.alloc(600 * 1024, 32)]);
      const first = await upload('/api/question/insertFiles', school.teacher.token, { questionId: questions[0]!.id }, [
        file(big, 'big.pdf'),
      ]);
      expect(first.statusCode).toBe(200);
      expect(await usedOf(t, licence.id, 'storage')).toBe(big.length);
      const disk = onDisk();
      const refused = await upload(
        '/api/question/insertFiles',
        school.teacher.token,
        { questionId: questions[1]!.id },
        [file(big, 'big.pdf')],
      );
      expect(refused.statusCode).toBe(406);
      expect(onDisk()).toEqual(disk);
      const removed = await api.post(
        '/api/question/remove',
        { questionId: questions[0]!.id },
        { token: school.teacher.token },
      );
      expect(removed.statusCode).toBe(200);
      expect(await usedOf(t, licence.id, 'storage')).toBe(0);
      expect(onDisk()).toHaveLength(disk.length - 1);
    });
  });

  describe('uploadOptionImage', () => {
    it("sets an option's picture URL, serves it, copies it with a duplicate and drops it with its option", async () => {
      const { questions } = await draft();
      const id = questions[0]!.id;
      const url = '/api/question/uploadOptionImage';
      expectError(
        await upload(url, w.teacher.token, { questionId: id, optionId: 'zz' }, [photo()]),
        400,
        'Option not found',
      );
      expectError(
        await upload(url, w.teacher.token, { questionId: id, optionId: 'a' }, [photo(PDF, 'x.png')]),
        415,
        'Only PNG, JPEG, GIF or WebP pictures are allowed',
      );
      const disk = onDisk();
      const set = await upload(url, w.teacher.token, { questionId: id, optionId: 'a' }, [photo()]);
      expect(set.statusCode).toBe(200);
      const picture = dataOf(set).options[0]!.image!;
      expect(picture).toMatch(/^\/api\/question\/file\/[0-9a-f-]+$/);
      expect(dataOf(set).files).toEqual([]);
      expect((await get(picture, w.teacher.token)).rawPayload.equals(png)).toBe(true);

      // Replacing the option's picture removes the earlier one.
      const again = await upload(url, w.teacher.token, { questionId: id, optionId: 'a' }, [photo()]);
      const second = dataOf(again).options[0]!.image!;
      expect(second).not.toBe(picture);
      expectError(await get(picture, w.teacher.token), 404, 'File not found');
      expect(onDisk()).toHaveLength(disk.length + 1);

      const copy = await api.post('/api/question/duplicate', { questionId: id }, { token: w.teacher.token });
      const copied = dataOf(copy).options[0]!.image!;
      expect(copied).not.toBe(second);
      expect((await get(copied, w.teacher.token)).rawPayload.equals(png)).toBe(true);
      expect(onDisk()).toHaveLength(disk.length + 2);

      // Dropping the option in an edit drops its picture.
      const edited = await api.post(
        '/api/question/update',
        {
          questionId: id,
          setData: {
            options: [
              { id: 'b', title: '4' },
              { id: 'c', title: '5' },
            ],
            correctOptions: ['b'],
          },
        },
        { token: w.teacher.token },
      );
      expect(edited.statusCode).toBe(200);
      expectError(await get(second, w.teacher.token), 404, 'File not found');
      expect(onDisk()).toHaveLength(disk.length + 1);
    });
  });
});
