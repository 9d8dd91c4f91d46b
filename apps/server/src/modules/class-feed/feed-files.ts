import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FeedAttachmentType } from '@bright/contracts';

const EXTENSIONS: Record<FeedAttachmentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** A file's type by its magic bytes, whatever its name or declared type say; null if not one we keep. */
export function sniffAttachmentType(bytes: Buffer): FeedAttachmentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  // GIF87a or GIF89a
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** Stored names are ours only: `feed/<hex>.<ext>`; anything else is refused. */
const STORED_NAME = /^feed\/[a-f0-9]{32}\.(png|jpg|webp|gif|pdf)$/;

/** A file name safe to show and to send back in Content-Disposition: no paths, no control characters. */
export function cleanFileName(name: string | undefined, type: FeedAttachmentType) {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>'.includes(char))
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || `file.${EXTENSIONS[type]}`;
}

/** Class feed files on local disk, under DATA_DIR/files/feed. */
export function createFeedFiles(dataDir: string) {
  const filesDir = path.join(dataDir, 'files');
  const resolve = (stored: string) => {
    if (!STORED_NAME.test(stored)) throw new Error(`Unexpected stored file name ${stored}`);
    return path.join(filesDir, stored);
  };
  return {
    /** Writes atomically (a temporary file, then rename) and returns the stored name. */
    async save(bytes: Buffer, type: FeedAttachmentType) {
      const stored = `feed/${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
      const target = resolve(stored);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
      return stored;
    },
    async read(stored: string) {
      try {
        return await readFile(resolve(stored));
      } catch {
        return null;
      }
    },
    async remove(stored: string) {
      await rm(resolve(stored), { force: true });
    },
  };
}

export type FeedFiles = ReturnType<typeof createFeedFiles>;
