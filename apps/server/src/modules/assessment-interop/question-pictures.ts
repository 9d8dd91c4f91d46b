import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Question and option pictures on local disk, under DATA_DIR/files/questions, named like the class
 * feed's files (`questions/<hex>.<ext>`).
 * TODO(merge): the questions module (engineer Q) owns this folder; once its file store is committed,
 * use its save/read instead of this copy of the class-feed approach.
 */
const STORED_NAME = /^questions\/[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
const READABLE = /^(questions\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
export const PICTURE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function createQuestionPictures(dataDir: string) {
  const filesDir = path.join(dataDir, 'files');
  const resolve = (stored: string) => {
    if (!STORED_NAME.test(stored)) throw new Error(`Unexpected stored file name ${stored}`);
    return path.join(filesDir, stored);
  };
  return {
    isStoredName: (name: string) => STORED_NAME.test(name),
    /** Writes atomically (a temporary file, then rename) and returns the stored name. */
    async save(bytes: Uint8Array, extension: string) {
      const stored = `questions/${randomBytes(16).toString('hex')}.${extension}`;
      const target = resolve(stored);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
      return stored;
    },
    /** Reads ours and any other safe stored name of the folder (`questions/<name>` or a bare `<name>`). */
    async read(stored: string) {
      if (!READABLE.test(stored) || stored.includes('..')) return null;
      try {
        return new Uint8Array(await readFile(path.join(filesDir, 'questions', stored.replace(/^questions\//, ''))));
      } catch {
        return null;
      }
    },
    async remove(stored: string) {
      if (STORED_NAME.test(stored)) await rm(resolve(stored), { force: true });
    },
  };
}

export type QuestionPictures = ReturnType<typeof createQuestionPictures>;
