// Helpers for the my-files tests; not part of the app.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { TestApp } from '../../../test/test-app';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface Part {
  name: string;
  type: string;
  bytes: Buffer;
  field?: string;
}

/** multipart/form-data with text fields and files. */
export function multipart(fields: Record<string, string>, files: Part[]) {
  const boundary = `----myfiles${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A multipart body with one file of `size` bytes, streamed in 1 MB chunks so that a 200 MB upload
 * never sits in the test's memory; `declareLength` sends its Content-Length as a browser would.
 */
export function streamedUpload(size: number, declareLength: boolean) {
  const boundary = '----myfilesbig';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lecture.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 32);
  async function* body() {
    yield head;
    for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    yield tail;
  }
  return {
    payload: Readable.from(body()),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(declareLength ? { 'content-length': String(head.length + size + tail.length) } : {}),
    },
  };
}

/** The stored files of My Files on disk (DATA_DIR/files/my-files). */
export function storedFiles(t: TestApp) {
  const dir = path.join(t.app.config.dataDir, 'files', 'my-files');
  return existsSync(dir) ? readdirSync(dir) : [];
}
