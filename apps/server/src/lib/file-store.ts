import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files on local disk (DATA_DIR/files/<folder>), shared by the class feed and questions: a type
 * is decided by the file's magic bytes, never by its name or declared type, and only our own stored
 * names (`<folder>/<32 hex>.<ext>`) are ever read or removed.
 */
export const FILE_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/webm': 'webm',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
} as const;
export type SniffedType = keyof typeof FILE_EXTENSIONS;

const startsWith = (bytes: Buffer, signature: number[] | string, offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
};

/** Office Open XML is a zip whose parts name the application folder (word/, xl/, ppt/). */
function sniffOfficeZip(bytes: Buffer): SniffedType | null {
  if (!bytes.includes('[Content_Types].xml', 0, 'latin1')) return null;
  if (bytes.includes('word/', 0, 'latin1'))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (bytes.includes('xl/', 0, 'latin1')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (bytes.includes('ppt/', 0, 'latin1'))
    return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return null;
}

/** Old binary Office files share one container (OLE2); which application is told by the name's extension. */
function sniffOle(fileName: string | undefined): SniffedType | null {
  const extension = (fileName ?? '').toLowerCase().split('.').pop();
  if (extension === 'doc') return 'application/msword';
  if (extension === 'xls') return 'application/vnd.ms-excel';
  if (extension === 'ppt') return 'application/vnd.ms-powerpoint';
  return null;
}

/** A file's type by its magic bytes; null if it is not one we keep. */
export function sniffFileType(bytes: Buffer, fileName?: string): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  if (startsWith(bytes, 'GIF8') && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return 'audio/wav';
  if (startsWith(bytes, 'OggS')) return 'audio/ogg';
  if (startsWith(bytes, 'ID3')) return 'audio/mpeg';
  // An MPEG audio frame: 11 sync bits, then a version and layer that are not "reserved".
  if (bytes.length >= 4 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x18) !== 0x08) {
    if ((bytes[1]! & 0x06) !== 0) return 'audio/mpeg';
  }
  if (startsWith(bytes, 'ftyp', 4) && (startsWith(bytes, 'M4A ', 8) || startsWith(bytes, 'M4B ', 8)))
    return 'audio/mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return sniffOfficeZip(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffOle(fileName);
  return null;
}

/** A file name safe to show and to send back in Content-Disposition: no paths, no control characters. */
export function cleanFileName(name: string | undefined, type: SniffedType) {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>'.includes(char))
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || `file.${FILE_EXTENSIONS[type]}`;
}

const EXTENSION_PATTERN = [...new Set(Object.values(FILE_EXTENSIONS))].join('|');

/** Files of one folder under DATA_DIR/files. */
export function createFileStore(dataDir: string, folder: string) {
  if (!/^[a-z][a-z0-9-]*$/.test(folder)) throw new Error(`Bad file folder ${folder}`);
  const filesDir = path.join(dataDir, 'files');
  const storedName = new RegExp(`^${folder}/[a-f0-9]{32}\\.(${EXTENSION_PATTERN})$`);
  const resolve = (stored: string) => {
    if (!storedName.test(stored)) throw new Error(`Unexpected stored file name ${stored}`);
    return path.join(filesDir, stored);
  };
  return {
    /** Writes atomically (a temporary file, then rename) and returns the stored name. */
    async save(bytes: Buffer, type: SniffedType) {
      const stored = `${folder}/${randomBytes(16).toString('hex')}.${FILE_EXTENSIONS[type]}`;
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
    /** Where a stored file is on disk, for a tool that reads files (ffmpeg). */
    pathOf(stored: string) {
      return resolve(stored);
    },
    async remove(stored: string) {
      await rm(resolve(stored), { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
