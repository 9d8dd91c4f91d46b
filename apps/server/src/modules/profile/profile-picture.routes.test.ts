import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstitute, buildUser } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, expectError, tokenFor } from '../../../test/api-client';

const UPLOAD = '/api/profile/picture';
const pictureOf = (userId: string) => `/api/profile/picture/${userId}`;

/** A real PNG: signature, IHDR, one IDAT of an 8x8 orange square, IEND. */
function pngBuffer() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [255, 140, 0]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----bright${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('profile pictures', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const png = pngBuffer();
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t?.close());

  const avatarsDir = () => path.join(t.app.config.dataDir, 'files', 'avatars');
  const avatarFiles = () => (existsSync(avatarsDir()) ? readdirSync(avatarsDir()).sort() : []);

  const upload = (token: string | undefined, part: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { 'content-type': part.contentType, ...(token ? { access_token: token } : {}) },
      payload: part.body,
    });

  async function member(
    roles: Array<'instructor' | 'learner'>,
    institute?: Awaited<ReturnType<typeof buildInstitute>>,
  ) {
    const home = institute ?? (await buildInstitute(t.app.db));
    const built = await buildUser(t.app.db, { roles, institute: home });
    return { ...built, institute: home, token: await tokenFor(t, built.user, home.id) };
  }

  const profilePicture = async (userId: string) =>
    (
      await t.database.query<{ profile_picture: string | null }>('SELECT profile_picture FROM users WHERE id = $1', [
        userId,
      ])
    )[0]!.profile_picture;

  describe('POST /api/profile/picture', () => {
    it('answers 401 without a token', async () => {
      expectError(await upload(undefined, multipart('photo', 'me.png', 'image/png', png)), 401, 'session expired');
    });

    it('answers 400 without the photo field, and 415 for a JSON body', async () => {
      const teacher = await member(['instructor']);
      expectError(
        await upload(teacher.token, multipart('avatar', 'me.png', 'image/png', png)),
        400,
        'Please provide: photo',
      );
      expectError(
        await api.post(UPLOAD, { photo: 'data' }, { token: teacher.token }),
        415,
        'Send the picture as multipart/form-data in the file field photo',
      );
      expect(await profilePicture(teacher.user.id)).toBeNull();
    });

    it('answers 415 for a text file named .png, and 413 for 3 MB, storing nothing', async () => {
      const teacher = await member(['instructor']);
      const before = avatarFiles();
      const text = Buffer.from('I am a text file wearing a .png name\n'.repeat(20));
      expectError(
        await upload(teacher.token, multipart('photo', 'fake.png', 'image/png', text)),
        415,
        'Only PNG, JPEG or WebP images are allowed',
      );
      const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024, 1)]);
      expectError(
        await upload(teacher.token, multipart('photo', 'big.png', 'image/png', big)),
        413,
        'The picture must be at most 2 MB',
      );
      expect(await profilePicture(teacher.user.id)).toBeNull();
      expect(avatarFiles()).toEqual(before);
    });

    it('stores a real PNG under DATA_DIR/files/avatars, serves it back, and replaces it on a new upload', async () => {
      const teacher = await member(['instructor']);
      const response = await upload(teacher.token, multipart('photo', 'anything.jpg', 'application/octet-stream', png));
      expect(response.statusCode).toBe(200);
      const { message, data } = response.json();
      expect(message).toBe('Profile picture updated');
      expect(data.profilePictureUrl).toMatch(new RegExp(`^/api/profile/picture/${teacher.user.id}\\?v=`));
      const stored = await profilePicture(teacher.user.id);
      expect(stored).toMatch(/^avatars\/.+\.png$/);
      expect(avatarFiles()).toContain(stored!.split('/')[1]);

      const served = await api.get(data.profilePictureUrl, { token: teacher.token });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(png)).toBe(true);

      const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
      const second = await upload(teacher.token, multipart('photo', 'me.jpg', 'image/jpeg', jpeg));
      expect(second.statusCode).toBe(200);
      const replaced = await profilePicture(teacher.user.id);
      expect(replaced).toMatch(/\.jpg$/);
      expect(avatarFiles()).not.toContain(stored!.split('/')[1]);
      const again = await api.get(pictureOf(teacher.user.id), { token: teacher.token });
      expect(again.headers['content-type']).toBe('image/jpeg');
    });
  });

  describe('GET /api/profile/picture/:userId', () => {
    it("answers 401, 404 for another institute's user, 404 when there is no picture, and the image within the institute", async () => {
      const teacher = await member(['instructor']);
      const student = await member(['learner'], teacher.institute);
      const stranger = await member(['instructor']);
      await upload(teacher.token, multipart('photo', 'me.png', 'image/png', png));
      await upload(stranger.token, multipart('photo', 'me.png', 'image/png', png));

      expectError(await api.get(pictureOf(teacher.user.id)), 401, 'session expired');
      expectError(await api.get(pictureOf(stranger.user.id), { token: teacher.token }), 404, 'User not found');
      expectError(await api.get(pictureOf(teacher.user.id), { token: stranger.token }), 404, 'User not found');
      expectError(await api.get(pictureOf(student.user.id), { token: teacher.token }), 404, 'No profile picture');
      const seen = await api.get(pictureOf(teacher.user.id), { token: student.token });
      expect(seen.statusCode).toBe(200);
      expect(seen.rawPayload.equals(png)).toBe(true);
      expect(seen.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});
