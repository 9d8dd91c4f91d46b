import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, expectError, tokenFor } from '../../../test/api-client';

describe('institute routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t?.close());

  /** A user who is a learner of A (default, active) and an admin of B. */
  async function twoInstituteUser() {
    const a = await buildInstitute(t.app.db, { name: 'Alpha School' });
    const b = await buildInstitute(t.app.db, { name: 'Beta Academy' });
    const built = await buildUser(t.app.db, { roles: ['learner'], institute: a });
    await t.database.query(
      "INSERT INTO memberships (user_id, institute_id, roles, is_default) VALUES ($1, $2, '{admin,instructor}', false)",
      [built.user.id, b.id],
    );
    return { ...built, a, b, token: await tokenFor(t, built.user, a.id) };
  }

  describe('GET /api/user/institute-list', () => {
    it('answers 401 without a token', async () => {
      expectError(await api.get('/api/user/institute-list'), 401, 'session expired');
    });

    it("lists the caller's institutes with roles, the default and the active one, and no one else's", async () => {
      const { a, b, token } = await twoInstituteUser();
      await buildUser(t.app.db, { roles: ['admin'] });
      const response = await api.get('/api/user/institute-list', { token });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        {
          instituteId: a.id,
          instituteKneuraId: a.kneuraId,
          name: 'Alpha School',
          roles: ['learner'],
          isDefault: true,
          isCurrent: true,
        },
        {
          instituteId: b.id,
          instituteKneuraId: b.kneuraId,
          name: 'Beta Academy',
          roles: ['admin', 'instructor'],
          isDefault: false,
          isCurrent: false,
        },
      ]);
    });

    it('answers an empty list to a user without institutes', async () => {
      const { user } = await buildUser(t.app.db, { roles: [] });
      const response = await api.get('/api/user/institute-list', { token: await tokenFor(t, user, null) });
      expect(response.json()).toEqual({ message: 'OK', data: [] });
    });
  });

  describe('POST /api/galileo/set-default-institute', () => {
    const URL = '/api/galileo/set-default-institute';

    it('answers 401 without a token', async () => {
      expectError(await api.post(URL, { instituteId: 'x' }), 401, 'session expired');
    });

    it('answers 400 naming a missing or unknown field', async () => {
      const { token } = await twoInstituteUser();
      expectError(await api.post(URL, {}, { token }), 400, 'Please provide: instituteId');
      expectError(await api.post(URL, { instituteId: 'x', extra: 1 }, { token }), 400, 'Unknown field: extra');
    });

    it('answers 404 for an institute the caller is not in, and changes nothing', async () => {
      const { user, a, token } = await twoInstituteUser();
      const stranger = await buildInstitute(t.app.db);
      expectError(await api.post(URL, { instituteId: stranger.id }, { token }), 404, 'Institute not found');
      const rows = await t.database.query<{ institute_id: string }>(
        'SELECT institute_id FROM memberships WHERE user_id = $1 AND is_default',
        [user.id],
      );
      expect(rows).toEqual([{ institute_id: a.id }]);
      const session = await api.get('/api/galileo/isSessionActive', { token });
      expect(session.json().data.instituteId).toBe(a.id);
    });

    it('makes the institute the default and switches this session to it, so later requests act there', async () => {
      const { user, a, b, token } = await twoInstituteUser();
      const otherSession = await tokenFor(t, user, a.id);
      const teachersOfB = `/api/admin/getInstituteUser/instructor/${b.id}`;
      expectError(await api.get(teachersOfB, { token }), 403, 'Not authorized to perform this action');

      const response = await api.post(URL, { instituteId: b.id }, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Default institute updated',
        data: {
          access_token: token,
          userId: user.id,
          instituteId: b.id,
          instituteKneuraId: b.kneuraId,
          instituteName: 'Beta Academy',
          roles: ['admin', 'instructor'],
        },
      });
      expect(response.body).not.toContain('password');

      expect((await api.get(teachersOfB, { token })).statusCode).toBe(200);
      const list = (await api.get('/api/user/institute-list', { token })).json().data;
      expect(
        list.map((item: { name: string; isDefault: boolean; isCurrent: boolean }) => [
          item.name,
          item.isDefault,
          item.isCurrent,
        ]),
      ).toEqual([
        ['Alpha School', false, false],
        ['Beta Academy', true, true],
      ]);
      // Another session of the same user keeps acting where it was.
      expect((await api.get('/api/galileo/isSessionActive', { token: otherSession })).json().data.instituteId).toBe(
        a.id,
      );
    });
  });

  describe('GET /api/institute/multiple', () => {
    const URL = '/api/institute/multiple';

    it('answers 401 without a token', async () => {
      expectError(await api.get(URL, { query: { kneuraId: 'X' } }), 401, 'session expired');
    });

    it('answers 400 without codes', async () => {
      const { token } = await twoInstituteUser();
      expectError(await api.get(URL, { token }), 400, 'Please provide: kneuraId');
      expectError(await api.get(URL, { token, query: { kneuraId: ' , ' } }), 400, 'Please provide: kneuraId');
    });

    it('answers the public fields of the institutes behind the codes, skipping unknown ones', async () => {
      const { token } = await twoInstituteUser();
      const one = await buildInstitute(t.app.db, { name: 'One' });
      const two = await buildInstitute(t.app.db, { name: 'Two' });
      await t.database.query(
        "UPDATE institutes SET address = 'Secret Street 1', referral_code = 'SECRETREF' WHERE id = $1",
        [one.id],
      );
      const response = await api.get(URL, {
        token,
        query: { kneuraId: ` ${one.kneuraId.toLowerCase()} ,${two.kneuraId},NOPE1234,${one.kneuraId}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        { instituteKneuraId: one.kneuraId, name: 'One' },
        { instituteKneuraId: two.kneuraId, name: 'Two' },
      ]);
      expect(response.body).not.toContain('Secret');
      expect(response.body).not.toContain(one.id);
    });
  });

  describe('GET /api/institute/get/:id', () => {
    it('answers 401, 404 for an institute the caller is not in, and the details with abilities', async () => {
      const { a, b, token } = await twoInstituteUser();
      expectError(await api.get(`/api/institute/get/${a.id}`), 401, 'session expired');
      const stranger = await buildInstitute(t.app.db);
      expectError(await api.get(`/api/institute/get/${stranger.id}`, { token }), 404, 'Institute not found');
      const asLearner = await api.get(`/api/institute/get/${a.id}`, { token });
      expect(asLearner.json().data).toEqual({
        instituteId: a.id,
        instituteKneuraId: a.kneuraId,
        name: 'Alpha School',
        address: null,
        contactNumber: null,
        abilities: { canEdit: false },
      });
      // Admin of B, but this session acts in A: B is readable, not editable from here.
      expect((await api.get(`/api/institute/get/${b.id}`, { token })).json().data.abilities).toEqual({
        canEdit: false,
      });
      const admin = await buildUser(t.app.db, { roles: ['admin'], institute: a });
      const asAdmin = await api.get(`/api/institute/get/${a.id}`, { token: await tokenFor(t, admin.user, a.id) });
      expect(asAdmin.json().data.abilities).toEqual({ canEdit: true });
    });
  });

  describe('POST /api/admin/updateInstituteinfo/:instituteKneuraId/:instituteId', () => {
    const url = (institute: { kneuraId: string; id: string }) =>
      `/api/admin/updateInstituteinfo/${institute.kneuraId}/${institute.id}`;

    async function adminOfNewInstitute() {
      const institute = await buildInstitute(t.app.db, { name: 'Gamma High' });
      const admin = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute });
      return { institute, token: await tokenFor(t, admin.user, institute.id) };
    }

    it('answers 401 without a token and 403 to a teacher', async () => {
      const { institute } = await adminOfNewInstitute();
      expectError(await api.post(url(institute), { name: 'X' }), 401, 'session expired');
      const teacher = await buildUser(t.app.db, { roles: ['instructor'], institute });
      const token = await tokenFor(t, teacher.user, institute.id);
      expectError(
        await api.post(url(institute), { name: 'X' }, { token }),
        403,
        'Not authorized to perform this action',
      );
    });

    it('answers 400 for an empty body, markup and an empty name', async () => {
      const { institute, token } = await adminOfNewInstitute();
      expectError(await api.post(url(institute), {}, { token }), 400, 'Nothing to update');
      expectError(
        await api.post(url(institute), { name: '<script>x</script>' }, { token }),
        400,
        'Must not contain < or >',
      );
      expectError(await api.post(url(institute), { name: '   ' }, { token }), 400, 'Institute name cannot be empty');
      expectError(await api.post(url(institute), { colour: 'red' }, { token }), 400, 'Unknown field: colour');
      const [row] = await t.database.query<{ name: string }>('SELECT name FROM institutes WHERE id = $1', [
        institute.id,
      ]);
      expect(row!.name).toBe('Gamma High');
    });

    it("answers 404 for another institute's ids, or a code that does not match the id", async () => {
      const { institute, token } = await adminOfNewInstitute();
      const other = await buildInstitute(t.app.db, { name: 'Other' });
      expectError(await api.post(url(other), { name: 'Taken over' }, { token }), 404, 'Institute not found');
      expectError(
        await api.post(url({ kneuraId: other.kneuraId, id: institute.id }), { name: 'Mixed' }, { token }),
        404,
        'Institute not found',
      );
      const names = await t.database.query<{ name: string }>(
        'SELECT name FROM institutes WHERE id IN ($1, $2) ORDER BY name',
        [institute.id, other.id],
      );
      expect(names.map((row) => row.name)).toEqual(['Gamma High', 'Other']);
    });

    it('updates the given fields, trimmed; an empty address clears it', async () => {
      const { institute, token } = await adminOfNewInstitute();
      const first = await api.post(
        url(institute),
        { name: '  Gamma High School ', address: '1 Main Road', contactNumber: '+91 98765 43210' },
        { token },
      );
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        message: 'Institute updated',
        data: {
          instituteId: institute.id,
          instituteKneuraId: institute.kneuraId,
          name: 'Gamma High School',
          address: '1 Main Road',
          contactNumber: '+91 98765 43210',
          abilities: { canEdit: true },
        },
      });
      const second = await api.post(
        url({ ...institute, kneuraId: institute.kneuraId.toLowerCase() }),
        { address: '' },
        { token },
      );
      expect(second.json().data).toMatchObject({
        name: 'Gamma High School',
        address: null,
        contactNumber: '+91 98765 43210',
      });
    });
  });
});
