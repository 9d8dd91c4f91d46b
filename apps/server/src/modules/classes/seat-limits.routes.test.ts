import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, countRows, tokenFor } from '../../../test/api-client';
import { buildLicence } from '../../../test/licence-factories';
import { type ClassWorld, classWorld } from '../../../test/class-world';

const HEADER = 'first_name,last_name,email,guardian_name,guardian_contact_number';

/** The licence's seat limits (SPEC §8 'Max Limit for {type}', 406) where classes and students are added. */
describe('seat limits of the licence', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 2 });
    await buildLicence(t, w.institute);
    // This file's database only: a plan with room for the two classes and the three students there are.
    await t.database.query("UPDATE plans SET max_classes = 2, max_students = 3 WHERE code = 'STARTER_PLAN'");
  });
  afterAll(() => t?.close());

  const expectLimit = (response: { statusCode: number; json: () => unknown }, type: string) =>
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 406,
      body: {
        message: `Max Limit for ${type}`,
        code: 'licence.maxLimit',
        params: { type },
        type: 'LICENSE_LIMIT_EXHAUSTED',
        feature: type,
      },
    });

  it('a class past the limit: 406, nothing written', async () => {
    const before = await countRows(t, 'classes');
    const response = await api.post(
      `/api/admin/class/create/${w.institute.kneuraId}/${w.institute.id}`,
      { name: 'One too many' },
      { token: w.teacher.token },
    );
    expectLimit(response, 'CLASS');
    expect(await countRows(t, 'classes')).toBe(before);
  });

  it('a roster that does not fit: 406, nothing written', async () => {
    const before = [await countRows(t, 'users'), await countRows(t, 'memberships')];
    const boundary = '----limit';
    const csv = [
      HEADER,
      'Ann,One,ann-limit@example.test,Guard One,98765 43210',
      'Bob,Two,bob-limit@example.test,Guard Two,98765 43211',
    ].join('\n');
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="classId"\r\n\r\n${w.klass.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="r.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/student/bulkUpload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, access_token: w.teacher.token },
      payload,
    });
    expectLimit(response, 'STUDENT');
    expect([await countRows(t, 'users'), await countRows(t, 'memberships')]).toEqual(before);
  });

  it('approving a join request of someone new to the school past the limit: 406, still pending', async () => {
    const newcomer = await buildUser(t.app.db, { roles: [] });
    const token = await tokenFor(t, newcomer.user, null);
    const sent = await api.post(
      '/api/class-request/create-and-send-class-request',
      { class_code: w.klass.joinCode },
      { token },
    );
    expect(sent.statusCode).toBe(200);
    const response = await api.post(
      '/api/class-request/approve',
      { requestId: sent.json().data.requestId },
      { token: w.teacher.token },
    );
    expectLimit(response, 'STUDENT');
    const [row] = await t.database.query<{ status: string }>('SELECT status FROM class_join_requests WHERE id = $1', [
      sent.json().data.requestId,
    ]);
    expect(row!.status).toBe('PENDING');
  });

  it('adding a student of the school to a class takes no seat', async () => {
    const response = await api.post(
      '/api/admin/class/addUsers/learner',
      { classIds: [w.otherClass.id], userIds: [w.outsider.user.id] },
      { token: w.admin.token },
    );
    expect(response.statusCode).toBe(200);
  });
});
