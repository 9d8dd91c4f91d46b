import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/authz';
import { client, countRows, expectError, tokenFor } from '../../../test/api-client';
import { buildUser } from '../../../test/factories';
import { type School, buildLicence, buildSchool, usedOf } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { lessonFolders } from '../../db/schema';
import { PDF, type Part, multipart, storedFiles, streamedUpload } from './test-support';

const UPLOAD = '/api/myFiles/upload';

describe('myFiles/upload and the file route', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;
  let colleague: string;
  let foreign: School;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    school = await buildSchool(t, null);
    foreign = await buildSchool(t, null);
    const other = await buildUser(t.app.db, { roles: ['instructor'], institute: school.institute });
    colleague = await tokenFor(t, other.user, school.institute.id);
  });
  afterAll(() => t?.close());

  const upload = (token: string | undefined, files: Part[], fields: Record<string, string> = {}) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { access_token: token } : {}) },
    });
  };
  const written = async () => [await countRows(t, 'my_files'), storedFiles(t).length];
  const teacher = () => school.tokens.instructor;

  it('refuses the anonymous (401) and students (403), and a request that is not an upload, writing nothing', async () => {
    const before = await written();
    const png = { name: 'board.png', type: 'image/png', bytes: pngBytes() };
    expectError(await upload(undefined, [png]), 401, 'session expired');
    expectError(await upload(school.tokens.learner, [png]), 403, 'Not authorized to perform this action');
    expectError(
      await api.post(UPLOAD, { name: 'x' }, { token: teacher() }),
      415,
      'Send the upload as multipart/form-data',
    );
    expectError(await upload(teacher(), []), 400, 'Please select file to upload');
    expectError(await upload(teacher(), [{ ...png, bytes: Buffer.alloc(0) }]), 400, 'Please select file to upload');
    expectError(await upload(teacher(), [png, png]), 400, 'Upload one file at a time');
    expectError(await upload(teacher(), [{ ...png, field: 'photo' }]), 400, 'Unknown field: photo');
    expectError(await upload(teacher(), [png], { colour: 'red' }), 400, 'Unknown field: colour');
    expectError(await upload(teacher(), [png], { folderId: 'nope' }), 404, 'Folder not found');
    expect(await written()).toEqual(before);
  });

  it('refuses a file that lies about its type and a PDF that is not one (415), writing nothing', async () => {
    const before = await written();
    const cases: Array<[Part, string]> = [
      [
        { name: 'page.pdf', type: 'application/pdf', bytes: Buffer.from('<html>not a pdf</html>') },
        'This file is not a valid PDF',
      ],
      [
        { name: 'scan.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj') },
        'This file is not a valid PDF',
      ],
      [{ name: 'board.pdf', type: 'application/pdf', bytes: pngBytes() }, 'This file is not a valid PDF'],
      [
        { name: 'photo.png', type: 'image/png', bytes: Buffer.from('MZ\x90\x00 a program') },
        "The file's content does not match its name or type",
      ],
      [
        { name: 'photo.jpg', type: 'image/jpeg', bytes: pngBytes() },
        "The file's content does not match its name or type",
      ],
      [{ name: 'board', type: 'image/gif', bytes: pngBytes() }, "The file's content does not match its name or type"],
      [
        { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') },
        'Only pictures, PDF files, audio and Office documents can be uploaded',
      ],
    ];
    for (const [file, message] of cases) expectError(await upload(teacher(), [file]), 415, message);
    expect(await written()).toEqual(before);
  });

  it('refuses a 200 MB upload with 413, whether or not it declares its length, writing nothing', async () => {
    const before = await written();
    for (const declareLength of [true, false]) {
      const body = streamedUpload(200 * 1024 * 1024, declareLength);
      const response = await t.app.inject({
        method: 'POST',
        url: UPLOAD,
        payload: body.payload,
        headers: { ...body.headers, access_token: teacher() },
      });
      expectError(response, 413, 'A file must be at most 50 MB');
    }
    expect(await written()).toEqual(before);
  });

  let pictureId: string;
  let pdfId: string;

  it('keeps a picture and a PDF with the type read from their bytes; a second of the same name is kept beside it', async () => {
    const picture = await upload(teacher(), [
      { name: 'Board photo.png', type: 'application/octet-stream', bytes: pngBytes() },
    ]);
    expect(picture.statusCode, picture.body).toBe(200);
    expect(picture.json()).toMatchObject({
      message: 'File uploaded',
      data: {
        kind: 'FILE',
        name: 'Board photo.png',
        contentType: 'image/png',
        size: pngBytes().length,
        status: 'SUCCESS',
        folderId: null,
      },
    });
    pictureId = picture.json().data.id;
    expect(picture.json().data.url).toBe(`/api/myFiles/file/${pictureId}`);

    const again = await upload(teacher(), [{ name: 'Board photo.png', type: 'image/png', bytes: pngBytes() }]);
    expect(again.json().data.name).toBe('Board photo (2).png');

    const pdf = await upload(teacher(), [{ name: 'Fractions — ورقة عمل.pdf', type: 'application/pdf', bytes: PDF }], {
      name: 'Fractions worksheet.pdf',
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data).toMatchObject({ name: 'Fractions worksheet.pdf', contentType: 'application/pdf' });
    pdfId = pdf.json().data.id;
    expect(storedFiles(t)).toHaveLength(3);
  });

  it('uploads into a folder of My Files; a folder of another space or person is not found', async () => {
    const [folder, lessonsFolder, othersFolder] = await t.app.db
      .insert(lessonFolders)
      .values([
        { instituteId: school.institute.id, ownerId: school.teacher.user.id, space: 'FILES', name: 'Worksheets' },
        { instituteId: school.institute.id, ownerId: school.teacher.user.id, space: 'LESSONS', name: 'Term 1' },
        { instituteId: school.institute.id, ownerId: school.admin.user.id, space: 'FILES', name: 'Admin files' },
      ])
      .returning();
    const file = { name: 'in-folder.png', type: 'image/png', bytes: pngBytes() };
    const response = await upload(teacher(), [file], { folderId: folder!.id });
    expect(response.json().data.folderId).toBe(folder!.id);
    expectError(await upload(teacher(), [file], { folderId: lessonsFolder!.id }), 404, 'Folder not found');
    expectError(await upload(teacher(), [file], { folderId: othersFolder!.id }), 404, 'Folder not found');
  });

  it('gives the bytes to their owner only: pictures and PDFs inline; anyone else gets 404', async () => {
    const picture = await api.get(`/api/myFiles/file/${pictureId}`, { token: teacher() });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-disposition']).toMatch(/^inline; filename="Board photo.png"/);
    expect(picture.rawPayload.equals(pngBytes())).toBe(true);
    const pdf = await api.get(`/api/myFiles/file/${pdfId}`, { token: teacher() });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expectError(await api.get(`/api/myFiles/file/${pictureId}`), 401, 'session expired');
    expectError(await api.get(`/api/myFiles/file/${pictureId}`, { token: colleague }), 404, 'File not found');
    expectError(await api.get(`/api/myFiles/file/${pictureId}`, { token: school.tokens.admin }), 404, 'File not found');
    expectError(
      await api.get(`/api/myFiles/file/${pictureId}`, { token: foreign.tokens.instructor }),
      404,
      'File not found',
    );
    expectError(await api.get('/api/myFiles/file/nope', { token: teacher() }), 404, 'File not found');
  });

  it("counts uploads against the licence's storage: past it 406 'Data Limit Reached' and nothing written; a delete gives the bytes back", async () => {
    const limited = await buildSchool(t, null);
    const plan = await t.database.query<{ storage_mb: number }>(
      "SELECT storage_mb FROM plans WHERE code = 'STARTER_PLAN'",
    );
    const licence = await buildLicence(t, limited.institute, { extras: { extraStorageMb: 1 - plan[0]!.storage_mb } });
    const big = {
      name: 'notes.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([Buffer.alloc(600 * 1024, 32), PDF]),
    };
    big.bytes.write('%PDF-1.4', 0, 'latin1');
    const first = await upload(limited.tokens.instructor, [big]);
    expect(first.statusCode, first.body).toBe(200);
    expect(await usedOf(t, licence.id, 'storage')).toBe(big.bytes.length);

    const before = await written();
    const refused = await upload(limited.tokens.instructor, [big]);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 406,
      body: {
        message: 'Data Limit Reached',
        code: 'licence.dataLimit',
        type: 'LICENSE_LIMIT_EXHAUSTED',
        feature: 'storage',
      },
    });
    expect(await written()).toEqual(before);

    const fileId = first.json().data.id as string;
    const deleted = await api.post('/api/myFiles/delete', { fileId }, { token: limited.tokens.instructor });
    expect(deleted.json()).toEqual({ message: 'File deleted', data: { fileId } });
    expect(await usedOf(t, licence.id, 'storage')).toBe(0);
    expect(storedFiles(t)).toHaveLength(before[1]! - 1);
    expect((await upload(limited.tokens.instructor, [big])).statusCode).toBe(200);
  });
});
