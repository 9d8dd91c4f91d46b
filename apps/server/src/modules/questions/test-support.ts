// Helpers for the questions module's tests and authorization cases; not part of the app.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionFiles, questions } from '../../db/schema';
import { createFileStore } from '../../lib/file-store';

export interface FilePart {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields and file parts: payload and content type. */
export function multipartBody(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----questions${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Gives a question a stored picture and one attachment, written as the upload routes would. */
export async function attachStoredFiles(db: Db, dataDir: string, questionId: string, png: Buffer) {
  const store = createFileStore(dataDir, 'questions');
  const picture = await store.save(png, 'image/png');
  const pdfBytes = Buffer.from('%PDF-1.4\n%test\n');
  const pdf = await store.save(pdfBytes, 'application/pdf');
  const rows = await db
    .insert(questionFiles)
    .values([
      {
        questionId,
        kind: 'image',
        storedName: picture,
        fileName: 'picture.png',
        contentType: 'image/png',
        size: png.length,
      },
      {
        questionId,
        kind: 'file',
        storedName: pdf,
        fileName: 'notes.pdf',
        contentType: 'application/pdf',
        size: pdfBytes.length,
      },
    ])
    .returning();
  await db.update(questions).set({ image: picture }).where(eq(questions.id, questionId));
  return { picture: rows[0]!, attachment: rows[1]! };
}
