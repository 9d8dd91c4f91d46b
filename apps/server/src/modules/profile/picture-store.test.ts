import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPictureStore, sniffPictureType } from './picture-store';

describe('sniffPictureType', () => {
  it('knows PNG, JPEG and WebP by their magic bytes', () => {
    expect(sniffPictureType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(sniffPictureType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffPictureType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffPictureType(Buffer.from('hello, I am text pretending to be a .png'))).toBeNull();
    expect(sniffPictureType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffPictureType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPictureType(Buffer.from('RIFF\x10\x00\x00\x00WAVE', 'latin1'))).toBeNull();
    expect(sniffPictureType(Buffer.alloc(0))).toBeNull();
  });
});

describe('createPictureStore', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bright-pictures-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const store = createPictureStore(dataDir);

  it('saves under files/avatars, reads back, removes', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    const stored = await store.save('user-1', bytes, 'image/jpeg');
    expect(stored).toMatch(/^avatars\/user-1-[0-9a-f]{16}\.jpg$/);
    expect(readdirSync(path.join(dataDir, 'files', 'avatars'))).toEqual([stored.split('/')[1]]);
    expect(await store.read(stored)).toEqual({ bytes, type: 'image/jpeg' });
    await store.remove(stored);
    expect(await store.read(stored)).toBeNull();
  });

  it('refuses stored names that are not its own', async () => {
    await expect(store.read('avatars/../../etc/passwd.png')).rejects.toThrow();
    await expect(store.remove('../outside.png')).rejects.toThrow();
  });
});
