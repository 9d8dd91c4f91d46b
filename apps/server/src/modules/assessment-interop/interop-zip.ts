import { IMPORT_LIMITS, INTEROP_MESSAGES } from '@bright/contracts';
import { unzipSync, zipSync } from 'fflate';
import { AppError, badRequest } from '../../lib/app-error';

export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * A package path made safe: forward slashes, no '.' or '..' escaping the root, not absolute
 * (zip slip). Returns null for a path that leaves the package.
 */
export function safePath(raw: string): string | null {
  const parts: string[] = [];
  const cleaned = raw.replace(/\\/g, '/');
  if (cleaned.startsWith('/') || /^[a-zA-Z]:/.test(cleaned) || cleaned.includes('\0')) return null;
  for (const part of cleaned.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** Resolves `href` (URL-encoded, relative to the file at `from`) to a package path, or null if it escapes. */
export function resolveHref(from: string, href: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(href.split('#')[0]!.split('?')[0]!);
  } catch {
    return null;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) return null;
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  return safePath(decoded.startsWith('/') ? decoded.slice(1) : dir + decoded);
}

/**
 * The members of a zip, within limits checked on the declared sizes before anything is inflated
 * (fflate never writes past a member's declared size, so a lying header cannot grow memory either).
 * Every member name must stay inside the package.
 */
export function readZip(bytes: Uint8Array): Map<string, Uint8Array> {
  let total = 0;
  let count = 0;
  let unsafe = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        count += 1;
        total += file.originalSize;
        if (count > IMPORT_LIMITS.maxEntries || total > IMPORT_LIMITS.maxUnpackedBytes)
          throw new AppError('PAYLOAD_TOO_LARGE', INTEROP_MESSAGES.fileTooLarge);
        if (file.name.endsWith('/')) return false;
        if (safePath(file.name) === null) unsafe = true;
        return !unsafe;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(INTEROP_MESSAGES.notZip);
  }
  if (unsafe) throw badRequest(INTEROP_MESSAGES.unsafePath);
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(entries)) files.set(safePath(name)!, data);
  return files;
}

export const writeZip = (files: Map<string, Uint8Array>) =>
  zipSync(Object.fromEntries([...files].map(([name, data]) => [name, [data, { level: 6 }] as const])));
