import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type PictureType = 'image/png' | 'image/jpeg' | 'image/webp';

const EXTENSIONS: Record<PictureType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const TYPES_BY_EXTENSION: Record<string, PictureType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type by its magic bytes, whatever the file name or declared type say; null if none of ours. */
export function sniffPictureType(bytes: Buffer): PictureType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Stored names are ours only: `avatars/<userId-ish>-<hex>.<ext>`; anything else is refused on read. */
const STORED_NAME = /^avatars\/[A-Za-z0-9-]{1,120}\.(png|jpg|webp)$/;

/** Profile pictures on local disk, under DATA_DIR/files/avatars. */
export function createPictureStore(dataDir: string) {
  const filesDir = path.join(dataDir, 'files');
  const resolve = (stored: string) => {
    if (!STORED_NAME.test(stored)) throw new Error(`Unexpected stored picture name ${stored}`);
    return path.join(filesDir, stored);
  };
  return {
    /** Writes atomically (temporary file, then rename) and returns the stored name. */
    async save(userId: string, bytes: Buffer, type: PictureType) {
      const safeId = userId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 80);
      const stored = `avatars/${safeId}-${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`;
      const target = resolve(stored);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
      return stored;
    },
    async read(stored: string) {
      const file = resolve(stored);
      const type = TYPES_BY_EXTENSION[stored.split('.').pop() ?? ''];
      if (!type) return null;
      try {
        return { bytes: await readFile(file), type };
      } catch {
        return null;
      }
    },
    async remove(stored: string) {
      await rm(resolve(stored), { force: true });
    },
  };
}

export type PictureStore = ReturnType<typeof createPictureStore>;
