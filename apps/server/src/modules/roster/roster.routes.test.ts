import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';

const HEADER = 'first_name,last_name,email,guardian_name,guardian_contact_number';
const PREVIEW = '/api/student/bulkUpload/preview';
const IMPORT = '/api/student/bulkUpload';

/** A multipart body: an optional classId text field, then one file part. */
function form(file: { field?: string; name?: string; type?: string; bytes: Buffer }, classId?: string) {
  const boundary = `----roster${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (classId)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="classId"\r\n\r\n${classId}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'csv'}"; filename="${file.name ?? 'students.csv'}"\r\n` +
        `Content-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const rosterOf = (count: number, tag: string) =>
  [
    HEADER,
    ...Array.from(
      { length: count },
      (_, i) =>
        `Student,Number${String.fromCharCode(65 + (i % 26))},${tag}-${i + 1}@example.test,Parent Number,+91 98765 ${String(43210 + i).padStart(5, '0')}`,
    ),
  ].join('\n');

describe('roster import routes', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'https://bright.example' } });
    api = client(t);
    w = await classWorld(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const send = (url: string, token: string | undefined, part: ReturnType<typeof form>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': part.contentType, ...(token ? { access_token: token } : {}) },
      payload: part.body,
    });
  const csv = (text: string) => Buffer.from(text, 'utf8');
  const written = async () => [
    await countRows(t, 'users'),
    await countRows(t, 'memberships'),
    await countRows(t, 'class_members'),
    await countRows(t, 'student_guardians'),
  ];

  it('answers 401, and 403 to a student, to a teacher without a class, and to a teacher of another class', async () => {
    const part = () => form({ bytes: csv(rosterOf(1, 'auth')) }, w.klass.id);
    expectError(await send(IMPORT, undefined, part()), 401, 'session expired');
    expectError(await send(IMPORT, w.students[0]!.token, part()), 403, 'Not authorized to perform this action');
    expectError(
      await send(IMPORT, w.teacher.token, form({ bytes: csv(rosterOf(1, 'auth')) })),
      403,
      'Not authorized to perform this action',
    );
    expectError(await send(IMPORT, w.otherTeacher.token, part()), 403, 'Not authorized to perform this action');
    expectError(
      await send(IMPORT, w.admin.token, form({ bytes: csv(rosterOf(1, 'auth')) }, w.foreign.klass.id)),
      404,
      'Class not found',
    );
  });

  it('answers 415 for a JSON body and a file that is not CSV, 413 for 20 MB, 400 without the csv field', async () => {
    const before = await written();
    expectError(
      await api.post(IMPORT, { csv: HEADER }, { token: w.admin.token }),
      415,
      'Send the file as multipart/form-data in the file field csv',
    );
    expectError(
      await send(
        IMPORT,
        w.admin.token,
        form({
          name: 'students.xlsx',
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes: Buffer.from('PK\x03\x04....', 'latin1'),
        }),
      ),
      415,
      'Only CSV files are allowed',
    );
    expectError(
      await send(PREVIEW, w.admin.token, form({ name: 'photo.csv', type: 'image/png', bytes: csv(HEADER) })),
      415,
      'Only CSV files are allowed',
    );
    const huge = Buffer.concat([csv(`${rosterOf(1, 'huge')}\n`), Buffer.alloc(20 * 1024 * 1024, 0x61)]);
    expectError(await send(IMPORT, w.admin.token, form({ bytes: huge })), 413, 'The file must be at most 2 MB');
    expectError(
      await send(IMPORT, w.admin.token, form({ field: 'file', bytes: csv(rosterOf(1, 'f')) })),
      400,
      'Please provide: csv',
    );
    expect(await written()).toEqual(before);
  });

  it('a missing column refuses the file; the preview shows every bad row with why; nothing is written', async () => {
    const before = await written();
    expectError(
      await send(PREVIEW, w.admin.token, form({ bytes: csv('first_name,last_name,email\nA,B,a@b.co') })),
      400,
      'Missing columns: guardian_name, guardian_contact_number',
    );
    const text = [
      HEADER,
      'Ada,Lovelace,ada-p@example.test,Anne Byron,+44 20 7946 0958',
      `Ben,Stone,${w.students[0]!.email},Mary Stone,98765 43210`,
      'Cal,Cole,cal-p@example.test,Rita Cole,not a number',
      'Dee,Dale,ada-p@example.test,Sam Dale,98765 43211',
      'Eve,,eve-p@example.test,Jo Smith,98765 43212',
    ].join('\n');
    const response = await send(PREVIEW, w.admin.token, form({ bytes: csv(text) }));
    expect(response.statusCode).toBe(200);
    const preview = response.json().data;
    expect({ total: preview.total, valid: preview.valid, invalid: preview.invalid }).toEqual({
      total: 5,
      valid: 0,
      invalid: 5,
    });
    expect(
      preview.rows.map((row: { line: number; problems: Array<{ code: string }> }) => [
        row.line,
        row.problems.map((p) => p.code),
      ]),
    ).toEqual([
      [2, ['duplicateInFile']],
      [3, ['alreadyInInstitute']],
      [4, ['invalidContact']],
      [5, ['duplicateInFile']],
      [6, ['missingField']],
    ]);
    expectError(
      await send(IMPORT, w.admin.token, form({ bytes: csv(text) })),
      400,
      '5 rows have problems; nothing was imported. Fix them and upload again.',
    );
    expect(await written()).toEqual(before);
  });

  it('30 students: one bad row refuses all; fixed, all 30 join the institute and the class, with invitations', async () => {
    const lines = rosterOf(30, 'thirty').split('\n');
    const broken = [...lines];
    broken[12] = broken[12]!.replace('@example.test', '@@example');
    const before = await written();
    const preview = (await send(PREVIEW, w.teacher.token, form({ bytes: csv(broken.join('\n')) }, w.klass.id))).json()
      .data;
    expect({ valid: preview.valid, invalid: preview.invalid }).toEqual({ valid: 29, invalid: 1 });
    expect(preview.rows.find((row: { problems: unknown[] }) => row.problems.length > 0)).toMatchObject({
      line: 13,
      problems: [{ field: 'email', code: 'invalidEmail', message: 'Invalid Email Address' }],
    });
    expectError(
      await send(IMPORT, w.teacher.token, form({ bytes: csv(broken.join('\n')) }, w.klass.id)),
      400,
      '1 row has problems; nothing was imported. Fix it and upload again.',
    );
    expect(await written()).toEqual(before);

    const response = await send(IMPORT, w.teacher.token, form({ bytes: csv(lines.join('\n')) }, w.klass.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: '30 students imported',
      data: { total: 30, created: 30, joined: 0, classId: w.klass.id, invitationsSent: 30 },
    });
    const [users, memberships, members, guardians] = before;
    expect(await written()).toEqual([users! + 30, memberships! + 30, members! + 30, guardians! + 30]);
    const list = (
      await api.get(`/api/admin/class/getUsers/learner/${w.klass.id}`, {
        token: w.teacher.token,
        query: { search: 'thirty-13@' },
      })
    ).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        registered: false,
        guardianName: 'Parent Number',
        guardianContactNumber: '+91 98765 43222',
      }),
    ]);
    const mail = await smtp.waitFor((message) => message.to.includes('thirty-1@example.test'));
    expect(mail.links).toContain('https://bright.example/signup?email=thirty-1%40example.test&role=learner');
    // The same file again: everyone is now a student of the institute.
    expectError(
      await send(IMPORT, w.teacher.token, form({ bytes: csv(lines.join('\n')) }, w.klass.id)),
      400,
      '30 rows have problems; nothing was imported. Fix them and upload again.',
    );
  });

  it('an admin imports into the institute only; a user of another institute keeps their default', async () => {
    const other = w.foreign.teacher;
    const text = [
      HEADER,
      `Olga,Other,${other.email},Guard Ian,98765 43219`,
      'New,Person,new-person@example.test,Guard Ian,98765 43218',
    ].join('\n');
    // A teacher elsewhere is no member here, so the row is fine.
    const response = await send(IMPORT, w.admin.token, form({ bytes: csv(text) }));
    expect(response.json().data).toMatchObject({ total: 2, created: 1, joined: 1, classId: null });
    const rows = await t.database.query<{ institute_id: string; is_default: boolean; roles: string[] }>(
      'SELECT institute_id, is_default, roles FROM memberships WHERE user_id = $1 ORDER BY is_default DESC',
      [other.user.id],
    );
    expect(rows).toEqual([
      { institute_id: w.foreign.institute.id, is_default: true, roles: ['admin', 'instructor'] },
      { institute_id: w.institute.id, is_default: false, roles: ['learner'] },
    ]);
  });

  it('GET /api/student/bulkUpload/example serves the example CSV', async () => {
    expectError(await api.get('/api/student/bulkUpload/example'), 401, 'session expired');
    const response = await api.get('/api/student/bulkUpload/example', { token: w.teacher.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="students-example.csv"');
    expect(response.body.split('\r\n')[0]).toBe(HEADER);
    // The example passes its own preview.
    const preview = await send(PREVIEW, w.admin.token, form({ bytes: response.rawPayload }));
    expect(preview.json().data).toMatchObject({ total: 2, valid: 2, invalid: 0 });
  });
});
