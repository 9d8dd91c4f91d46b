import { NOTEBOOK_MESSAGES as M } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, countRows, expectError } from '../../../test/api-client';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { PHOTOSYNTHESIS, TRANSCRIPT_VTT, VOLCANO_PAGES, makePdf, multipart } from './test-support';

let t: TestApp;
let api: ReturnType<typeof client>;
let w: ClassWorld;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  w = await classWorld(t, { studentCount: 2, className: 'Class 6A' });
});
afterAll(() => t.close());

const create = async (token: string, name = 'Biology') => {
  const response = await api.post('/api/learn-ai/notebooks', { name }, { token });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string };
};
const addText = (token: string, notebookId: string, text = PHOTOSYNTHESIS, extra: object = {}) =>
  api.post('/api/learn-ai/notebooks/sources/text', { notebookId, title: 'Notes', text, ...extra }, { token });
const upload = (
  token: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) => {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/learn-ai/notebooks/sources/upload',
    payload: body.payload,
    headers: { ...body.headers, access_token: token },
  });
};

describe('notebooks and folders', () => {
  it('creates, lists, renames, moves into a folder and deletes a notebook of its owner', async () => {
    const folder = (
      await api.post('/api/learn-ai/notebooks/folders/create', { name: 'Science' }, { token: w.teacher.token })
    ).json().data;
    const notebook = await create(w.teacher.token);
    const moved = await api.post(
      '/api/learn-ai/notebooks/update',
      { notebookId: notebook.id, name: 'Biology 6A', folderId: folder.id, mode: 'QUIZ_MASTER' },
      { token: w.teacher.token },
    );
    expect(moved.json().data).toMatchObject({
      name: 'Biology 6A',
      folderId: folder.id,
      mode: 'QUIZ_MASTER',
      canEdit: true,
    });
    const list = (await api.get('/api/learn-ai/notebooks', { token: w.teacher.token })).json().data;
    expect(list.folders.map((each: { name: string }) => each.name)).toEqual(['Science']);
    expect(list.notebooks.map((each: { name: string }) => each.name)).toEqual(['Biology 6A']);
    await api.post('/api/learn-ai/notebooks/folders/delete', { folderId: folder.id }, { token: w.teacher.token });
    const after = (
      await api.get('/api/learn-ai/notebooks/read', { token: w.teacher.token, query: { notebookId: notebook.id } })
    ).json().data;
    expect(after.folderId).toBeNull();
    const gone = await api.post(
      '/api/learn-ai/notebooks/delete',
      { notebookId: notebook.id },
      { token: w.teacher.token },
    );
    expect(gone.statusCode).toBe(200);
    expectError(
      await api.get('/api/learn-ai/notebooks/read', { token: w.teacher.token, query: { notebookId: notebook.id } }),
      404,
      M.notebookNotFound,
    );
  });

  it('refuses anonymous callers, students creating, bad names, and other people’s notebooks and folders (404)', async () => {
    expectError(await api.post('/api/learn-ai/notebooks', { name: 'X' }), 401, 'session expired');
    expectError(
      await api.post('/api/learn-ai/notebooks', { name: 'X' }, { token: w.students[0]!.token }),
      403,
      'Not authorized to perform this action',
    );
    expectError(
      await api.post('/api/learn-ai/notebooks', { name: ' ' }, { token: w.teacher.token }),
      400,
      'Please provide: name',
    );
    expectError(
      await api.post('/api/learn-ai/notebooks', { name: 'x'.repeat(201) }, { token: w.teacher.token }),
      400,
      M.nameTooLong,
    );
    const notebook = await create(w.teacher.token, 'Private');
    for (const token of [w.otherTeacher.token, w.admin.token, w.foreign.teacher.token, w.students[0]!.token])
      expectError(
        await api.get('/api/learn-ai/notebooks/read', { token, query: { notebookId: notebook.id } }),
        404,
        M.notebookNotFound,
      );
    expectError(
      await api.post(
        '/api/learn-ai/notebooks/update',
        { notebookId: notebook.id, name: 'Mine' },
        { token: w.otherTeacher.token },
      ),
      404,
      M.notebookNotFound,
    );
    const folder = (
      await api.post('/api/learn-ai/notebooks/folders/create', { name: 'Mine' }, { token: w.teacher.token })
    ).json().data;
    expectError(
      await api.post(
        '/api/learn-ai/notebooks/folders/rename',
        { folderId: folder.id, name: 'Ours' },
        { token: w.otherTeacher.token },
      ),
      404,
      M.folderNotFound,
    );
    expectError(
      await api.post('/api/learn-ai/notebooks', { name: 'X', folderId: folder.id }, { token: w.otherTeacher.token }),
      404,
      M.folderNotFound,
    );
  });
});

describe('sources', () => {
  it('splits a pasted text, a PDF page by page and a .vtt transcript into passages with page or time', async () => {
    const notebook = await create(w.teacher.token, 'Earth');
    const text = await addText(w.teacher.token, notebook.id);
    expect(text.json().data).toMatchObject({ kind: 'user', passageCount: 1, pageCount: null });
    const pdf = await upload(
      w.teacher.token,
      { notebookId: notebook.id },
      { name: 'volcanoes.pdf', type: 'application/pdf', bytes: await makePdf(VOLCANO_PAGES) },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data).toMatchObject({ kind: 'PDF', title: 'volcanoes', pageCount: 3, passageCount: 3 });
    const detail = (
      await api.get('/api/learn-ai/notebooks/sources/read', {
        token: w.teacher.token,
        query: { sourceId: pdf.json().data.id },
      })
    ).json().data;
    expect(detail.passages.map((passage: { page: number }) => passage.page)).toEqual([1, 2, 3]);
    expect(detail.passages[1].text).toContain('basalt');
    const vtt = await upload(
      w.teacher.token,
      { notebookId: notebook.id, title: 'Water cycle video' },
      { name: 'lesson.vtt', type: 'text/vtt', bytes: Buffer.from(TRANSCRIPT_VTT) },
    );
    expect(vtt.json().data).toMatchObject({ kind: 'YOUTUBE_TRANSCRIPT', title: 'Water cycle video' });
    const read = (
      await api.get('/api/learn-ai/notebooks/read', { token: w.teacher.token, query: { notebookId: notebook.id } })
    ).json().data;
    expect(read.sourceCount).toBe(3);
    expect(read.sources.map((source: { kind: string }) => source.kind)).toEqual(['user', 'PDF', 'YOUTUBE_TRANSCRIPT']);
    expect(read.sources.map((source: { passageCount: number }) => source.passageCount)).toEqual([1, 3, 1]);
  });

  it('refuses a file that is not a PDF, an encrypted PDF, a PDF of pictures, a bad transcript and other types', async () => {
    const notebook = await create(w.teacher.token, 'Refusals');
    const id = { notebookId: notebook.id };
    expectError(
      await upload(w.teacher.token, id, {
        name: 'fake.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('hello, not a pdf'),
      }),
      415,
      M.notPdf,
    );
    expectError(
      await upload(w.teacher.token, id, {
        name: 'secret.pdf',
        type: 'application/pdf',
        bytes: await makePdf(['Secret'], { userPassword: 'pw' }),
      }),
      415,
      M.pdfEncrypted,
    );
    expectError(
      await upload(w.teacher.token, id, {
        name: 'scans.pdf',
        type: 'application/pdf',
        bytes: await makePdf(['', '', '']),
      }),
      415,
      M.pdfNoText,
    );
    expectError(
      await upload(w.teacher.token, id, { name: 'notes.srt', type: 'text/plain', bytes: Buffer.from('no cues here') }),
      400,
      M.badTranscript,
    );
    expectError(
      await upload(w.teacher.token, id, { name: 'song.mp3', type: 'audio/mpeg', bytes: Buffer.from('ID3....') }),
      415,
      M.fileType,
    );
    expectError(await upload(w.teacher.token, id), 400, M.selectFile);
    expectError(
      await addText(w.teacher.token, notebook.id, 'no timings', { kind: 'YOUTUBE_TRANSCRIPT' }),
      400,
      M.badTranscript,
    );
    expectError(await addText(w.teacher.token, notebook.id, 'x'.repeat(500_001)), 400, M.textTooLong);
    expectError(await addText(w.otherTeacher.token, notebook.id), 404, M.notebookNotFound);
    expect(await countRows(t, `notebook_sources WHERE notebook_id = '${notebook.id}'`)).toBe(0);
  });

  it('holds at most 200 sources and 50 MB a notebook', async () => {
    const notebook = await create(w.teacher.token, 'Full');
    await t.database.query(
      `INSERT INTO notebook_sources (id, notebook_id, kind, title, language, bytes)
       SELECT 'full-' || g, $1, 'user', 'S' || g, 'en', 10 FROM generate_series(1, 200) g`,
      [notebook.id],
    );
    expectError(await addText(w.teacher.token, notebook.id), 400, M.tooManySources);
    await t.database.query(`DELETE FROM notebook_sources WHERE id = 'full-1'`);
    await t.database.query(`UPDATE notebook_sources SET bytes = 270000 WHERE notebook_id = $1`, [notebook.id]);
    expectError(await addText(w.teacher.token, notebook.id), 413, M.notebookFull);
  });

  it('deletes a source with its passages', async () => {
    const notebook = await create(w.teacher.token, 'Deletes');
    const source = (await addText(w.teacher.token, notebook.id)).json().data;
    expectError(
      await api.post(
        '/api/learn-ai/notebooks/sources/delete',
        { sourceId: source.id },
        { token: w.otherTeacher.token },
      ),
      404,
      M.sourceNotFound,
    );
    expect(
      (await api.post('/api/learn-ai/notebooks/sources/delete', { sourceId: source.id }, { token: w.teacher.token }))
        .statusCode,
    ).toBe(200);
    expect(await countRows(t, `notebook_passages WHERE source_id = '${source.id}'`)).toBe(0);
  });
});

describe('search', () => {
  it('finds passages across all of a teacher’s notebooks, in each source’s language, with page and snippet', async () => {
    const first = await create(w.admin.token, 'Plants');
    const second = await create(w.admin.token, 'Volcanoes');
    await addText(w.admin.token, first.id);
    await upload(
      w.admin.token,
      { notebookId: second.id },
      { name: 'v.pdf', type: 'application/pdf', bytes: await makePdf(VOLCANO_PAGES) },
    );
    await addText(w.admin.token, second.id, 'Die Vulkane speien heiße Lava aus.', { language: 'de', title: 'Deutsch' });
    const search = (q: string, token = w.admin.token, extra: Record<string, string> = {}) =>
      api.get('/api/learn-ai/notebooks/search', { token, query: { q, ...extra } });
    const hits = (await search('igneous rocks')).json().data.hits;
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ notebookName: 'Volcanoes', kind: 'PDF', page: 2 });
    expect(hits[0].snippet).toContain('<<igneous>>');
    expect((await search('fixing carbon')).json().data.hits[0]).toMatchObject({ notebookName: 'Plants' });
    expect((await search('Vulkan')).json().data.hits[0]).toMatchObject({ sourceTitle: 'Deutsch' });
    expect((await search('igneous', w.admin.token, { notebookId: first.id })).json().data.hits).toEqual([]);
    expect((await search('igneous', w.otherTeacher.token)).json().data.hits).toEqual([]);
    expectError(await search('igneous', w.teacher.token, { notebookId: second.id }), 404, M.notebookNotFound);
    expectError(await search(''), 400, M.searchTooShort);
  });
});

describe('sharing with a class', () => {
  it('lets the students of a shared class read it, and nobody else', async () => {
    const notebook = await create(w.teacher.token, 'Shared biology');
    const source = (await addText(w.teacher.token, notebook.id)).json().data;
    expectError(
      await api.post(
        '/api/learn-ai/notebooks/share',
        { notebookId: notebook.id, classIds: [w.otherClass.id] },
        { token: w.teacher.token },
      ),
      403,
      'Not authorized to perform this action',
    );
    expectError(
      await api.post(
        '/api/learn-ai/notebooks/share',
        { notebookId: notebook.id, classIds: [w.foreign.klass.id] },
        { token: w.teacher.token },
      ),
      404,
      'Class not found',
    );
    const shared = await api.post(
      '/api/learn-ai/notebooks/share',
      { notebookId: notebook.id, classIds: [w.klass.id] },
      { token: w.teacher.token },
    );
    expect(shared.json().data.sharedWith).toEqual([{ classId: w.klass.id, name: 'Class 6A' }]);
    const student = w.students[0]!.token;
    const list = (await api.get('/api/learn-ai/notebooks', { token: student })).json().data;
    expect(list.notebooks).toEqual([
      expect.objectContaining({ id: notebook.id, canEdit: false, sharedWith: [], ownerName: 'Tomas Teacher' }),
    ]);
    expect(
      (await api.get('/api/learn-ai/notebooks/sources/read', { token: student, query: { sourceId: source.id } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api.get('/api/learn-ai/notebooks/search', { token: student, query: { q: 'chlorophyll' } })).json().data
        .hits,
    ).toHaveLength(1);
    expectError(await addText(student, notebook.id), 403, 'Not authorized to perform this action');
    expectError(
      await api.get('/api/learn-ai/notebooks/read', { token: w.outsider.token, query: { notebookId: notebook.id } }),
      404,
      M.notebookNotFound,
    );
    await api.post(
      '/api/learn-ai/notebooks/share',
      { notebookId: notebook.id, classIds: [] },
      { token: w.teacher.token },
    );
    expectError(
      await api.get('/api/learn-ai/notebooks/read', { token: student, query: { notebookId: notebook.id } }),
      404,
      M.notebookNotFound,
    );
  });
});
