import { REALTIME_PROTOCOL_VERSION } from '@bright/contracts';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/authz';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';
import { buildLicence, usedOf } from '../../../test/licence-factories';

const FORBIDDEN = 'Not authorized to perform this action';
const CREATE = '/api/classFeed/post/create';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** multipart/form-data with text fields and files. */
function multipart(
  fields: Record<string, string>,
  files: Array<{ field?: string; name: string; type: string; bytes: Buffer }>,
) {
  const boundary = `----feed${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('class feed routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 3 });
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(() => t?.close());

  const student = (index: number) => w.students[index]!;
  const upload = (
    token: string | undefined,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1],
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: CREATE,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { access_token: token } : {}) },
    });
  };
  const feedFiles = () => {
    const dir = path.join(t.app.config.dataDir, 'files', 'feed');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const written = async () => [
    await countRows(t, 'feed_posts'),
    await countRows(t, 'feed_attachments'),
    await countRows(t, 'notifications'),
    feedFiles().length,
  ];

  it('refuses: 401, 403 outside the class, 404 for another institute, 400/413/415 with exact messages, writing nothing', async () => {
    const before = await written();
    expectError(await api.post(CREATE, { classId: w.klass.id, text: 'hi' }), 401, 'session expired');
    expectError(
      await api.post(CREATE, { classId: w.klass.id, text: 'hi' }, { token: w.outsider.token }),
      403,
      FORBIDDEN,
    );
    expectError(
      await api.post(CREATE, { classId: w.klass.id, text: 'hi' }, { token: w.otherTeacher.token }),
      403,
      FORBIDDEN,
    );
    expectError(
      await api.post(CREATE, { classId: w.foreign.klass.id, text: 'hi' }, { token: w.admin.token }),
      404,
      'Class not found',
    );
    expectError(await api.post(CREATE, { text: 'hi' }, { token: w.teacher.token }), 400, 'Please provide: classId');
    expectError(
      await api.post(CREATE, { classId: w.klass.id, text: '   ' }, { token: w.teacher.token }),
      400,
      'Please provide: text',
    );
    expectError(
      await api.post(CREATE, { classId: w.klass.id, text: 'x'.repeat(5001) }, { token: w.teacher.token }),
      400,
      'text must be at most 5000 characters',
    );
    expectError(
      await upload(w.teacher.token, { classId: w.klass.id }, [
        { name: 'fake.png', type: 'image/png', bytes: Buffer.from('<html>not a picture</html>') },
      ]),
      415,
      'Only images (PNG, JPEG, WebP, GIF) and PDF files can be attached',
    );
    expectError(
      await upload(w.teacher.token, { classId: w.klass.id }, [
        { name: 'big.pdf', type: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
      ]),
      413,
      'Each file must be at most 10 MB',
    );
    const six = Array.from({ length: 6 }, (_, n) => ({ name: `p${n}.png`, type: 'image/png', bytes: pngBytes() }));
    expectError(
      await upload(w.teacher.token, { classId: w.klass.id, text: 'many' }, six),
      400,
      'At most 5 files can be attached to a post',
    );
    expectError(
      await upload(w.teacher.token, { classId: w.klass.id, colour: 'red' }, []),
      400,
      'Unknown field: colour',
    );
    expect(await written()).toEqual(before);
  });

  let postId: string;

  it('posts text with an image and a PDF; members are notified after the commit', async () => {
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect(`${baseUrl}/notifications`, {
        auth: { token: student(0).token, protocol: REALTIME_PROTOCOL_VERSION },
        transports: ['websocket'],
        reconnection: false,
      });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
    const pushed = new Promise<{ title: string; body: string }>((resolve) => socket.once('notification', resolve));
    const response = await upload(w.teacher.token, { classId: w.klass.id, text: 'Homework: page 12' }, [
      { name: 'board.png', type: 'image/png', bytes: pngBytes() },
      { name: 'worksheet.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(response.statusCode).toBe(200);
    const post = response.json().data;
    postId = post.id;
    expect(post).toMatchObject({
      text: 'Homework: page 12',
      edited: false,
      authorIsTeacher: true,
      author: { first_name: 'Tomas' },
      attachments: [
        { name: 'board.png', type: 'image/png' },
        { name: 'worksheet.pdf', type: 'application/pdf' },
      ],
      abilities: { canEdit: true, canDelete: true },
    });
    expect(await pushed).toMatchObject({ title: `New post in ${w.klass.name}`, body: 'Homework: page 12' });
    socket.disconnect();
    const rows = await t.database.query<{ user_id: string; type: string }>(
      `SELECT user_id, type FROM notifications WHERE type = 'CLASS_FEED_POST'`,
    );
    expect(rows.map((row) => row.user_id).sort()).toEqual(w.students.map((s) => s.user.id).sort());

    const image = await api.get(post.attachments[0].url, { token: student(1).token });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, pngBytes())).toBe(0);
    const pdf = await api.get(post.attachments[1].url, { token: student(1).token });
    expect(pdf.headers['content-disposition']).toContain('attachment; filename="worksheet.pdf"');
    expectError(await api.get(post.attachments[0].url, { token: w.outsider.token }), 403, FORBIDDEN);
    expectError(
      await api.get(post.attachments[0].url, { token: w.foreign.teacher.token }),
      404,
      'Attachment not found',
    );
  });

  it('lists newest first with pagination, comments, and shows edits as edited', async () => {
    for (const text of ['Second', 'Third'])
      await api.post(CREATE, { classId: w.klass.id, text }, { token: student(1).token });
    const page = await api.get(`/api/classFeed/fetch?classId=${w.klass.id}&skip=0&limit=2`, {
      token: student(0).token,
    });
    expect(page.json().data.total).toBe(3);
    expect(page.json().data.posts.map((p: { text: string }) => p.text)).toEqual(['Third', 'Second']);
    expect(page.json().data.posts[0].abilities).toEqual({ canEdit: false, canDelete: false, canComment: true });
    const next = await api.get(`/api/classFeed/fetch?classId=${w.klass.id}&skip=2&limit=2`, {
      token: student(0).token,
    });
    expect(next.json().data.posts.map((p: { id: string }) => p.id)).toEqual([postId]);

    const comment = await api.post(
      '/api/classFeed/comment/create',
      { postId, text: 'Thank you!' },
      { token: student(0).token },
    );
    expect(comment.json()).toMatchObject({
      message: 'Comment added',
      data: { text: 'Thank you!', author: { id: student(0).user.id } },
    });
    const [told] = await t.database.query<{ user_id: string }>(
      `SELECT user_id FROM notifications WHERE type = 'CLASS_FEED_COMMENT'`,
    );
    expect(told!.user_id).toBe(w.teacher.user.id);
    expectError(
      await api.post('/api/classFeed/comment/create', { postId, text: '' }, { token: student(0).token }),
      400,
      'Please provide: text',
    );

    expectError(
      await api.post('/api/classFeed/post/update', { postId, text: 'Mine now' }, { token: student(0).token }),
      403,
      'Only the author can edit a post',
    );
    expectError(
      await api.post('/api/classFeed/post/update', { postId, text: 'x' }, { token: w.foreign.teacher.token }),
      404,
      'Post not found',
    );
    const edited = await api.post(
      '/api/classFeed/post/update',
      { postId, text: 'Homework: page 14' },
      { token: w.teacher.token },
    );
    expect(edited.json().data).toMatchObject({ text: 'Homework: page 14', edited: true, commentCount: 1 });
    const pdfId = edited.json().data.attachments[1].id;
    const fewer = await api.post(
      '/api/classFeed/post/update',
      { postId, text: '', removeAttachmentIds: [pdfId] },
      { token: w.teacher.token },
    );
    expect(fewer.json().data.attachments).toHaveLength(1);
    expectError(
      await api.get(`/api/classFeed/attachment/${pdfId}`, { token: w.teacher.token }),
      404,
      'Attachment not found',
    );
  });

  it('deletes: the author or a teacher, not another student; comments likewise', async () => {
    const page = await api.get(`/api/classFeed/fetch?classId=${w.klass.id}`, { token: w.teacher.token });
    const [third, second] = page.json().data.posts;
    expectError(
      await api.post('/api/classFeed/post/delete', { postId: third.id }, { token: student(0).token }),
      403,
      FORBIDDEN,
    );
    expect(
      (await api.post('/api/classFeed/post/delete', { postId: third.id }, { token: student(1).token })).statusCode,
    ).toBe(200);
    expect(
      (await api.post('/api/classFeed/post/delete', { postId: second.id }, { token: w.teacher.token })).json(),
    ).toEqual({
      message: 'Post deleted',
      data: { postId: second.id },
    });
    expectError(
      await api.post('/api/classFeed/post/delete', { postId: second.id }, { token: w.teacher.token }),
      404,
      'Post not found',
    );

    const [first] = (await api.get(`/api/classFeed/fetch?classId=${w.klass.id}`, { token: w.teacher.token })).json()
      .data.posts;
    const commentId = first.comments[0].id;
    expectError(
      await api.post('/api/classFeed/comment/delete', { commentId }, { token: student(2).token }),
      403,
      FORBIDDEN,
    );
    expect(
      (await api.post('/api/classFeed/comment/delete', { commentId }, { token: w.teacher.token })).statusCode,
    ).toBe(200);
    const filesBefore = feedFiles().length;
    await api.post('/api/classFeed/post/delete', { postId: first.id }, { token: w.teacher.token });
    expect(feedFiles().length).toBe(filesBefore - 1);
    expect(await countRows(t, 'feed_attachments')).toBe(0);
  });

  it("counts files against the licence's storage: past it 406 'Data Limit Reached' and nothing written; a delete gives the bytes back", async () => {
    const school = await classWorld(t, { studentCount: 1 });
    // The plan's storage less 1023 MB: 1 MB in all.
    const plan = await t.database.query<{ storage_mb: number }>(
      "SELECT storage_mb FROM plans WHERE code = 'STARTER_PLAN'",
    );
    const licence = await buildLicence(t, school.institute, { extras: { extraStorageMb: 1 - plan[0]!.storage_mb } });
    const big = Buffer.concat([PDF, Buffer.alloc(600 * 1024, 32)]);
    const file = { name: 'notes.pdf', type: 'application/pdf', bytes: big };
    const first = await upload(school.teacher.token, { classId: school.klass.id, text: 'One' }, [file]);
    expect(first.statusCode).toBe(200);
    expect(await usedOf(t, licence.id, 'storage')).toBe(big.length);

    const before = await written();
    const refused = await upload(school.teacher.token, { classId: school.klass.id, text: 'Two' }, [file]);
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

    const postId = first.json().data.id as string;
    expect((await api.post('/api/classFeed/post/delete', { postId }, { token: school.teacher.token })).statusCode).toBe(
      200,
    );
    expect(await usedOf(t, licence.id, 'storage')).toBe(0);
    expect((await upload(school.teacher.token, { classId: school.klass.id, text: 'Two' }, [file])).statusCode).toBe(
      200,
    );
  });
});
