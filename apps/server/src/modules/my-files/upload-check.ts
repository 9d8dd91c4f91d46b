import { MY_FILES_MESSAGES as M, MY_FILES_UPLOAD, type MyFileType } from '@bright/contracts';
import { AppError } from '../../lib/app-error';
import { cleanFileName, sniffFileType } from '../../lib/file-store';

/** The extensions a name may carry for each type (a picture called x.pdf lies about its type). */
const EXTENSIONS: Record<MyFileType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'audio/mpeg': ['mp3', 'mpga'],
  'audio/wav': ['wav', 'wave'],
  'audio/ogg': ['ogg', 'oga', 'opus'],
  'audio/mp4': ['m4a', 'm4b', 'mp4a'],
  'audio/webm': ['webm', 'weba'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
};

/** Declared types browsers and phones send for the same kind of file. */
const ALIASES: Partial<Record<MyFileType, readonly string[]>> = {
  'image/jpeg': ['image/jpg', 'image/pjpeg'],
  'application/pdf': ['application/x-pdf'],
  'audio/mpeg': ['audio/mp3', 'audio/mpeg3'],
  'audio/wav': ['audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  'audio/mp4': ['audio/x-m4a', 'audio/m4a'],
  'audio/webm': ['video/webm'],
};

/** Declared types that say nothing about the file: the bytes decide alone. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

const refuse = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

const extensionOf = (name: string) => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

const KNOWN_EXTENSIONS = new Set(Object.values(EXTENSIONS).flat());

/** A PDF ends with its %%EOF marker (maybe followed by a line break or a little padding). */
const looksLikeWholePdf = (bytes: Buffer) => bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF');

function nameAndDeclaredAgree(type: MyFileType, filename: string, declared: string) {
  const extension = extensionOf(filename);
  if (extension && !EXTENSIONS[type].includes(extension)) return false;
  const mime = declared.split(';')[0]!.trim().toLowerCase();
  return GENERIC_TYPES.has(mime) || mime === type || (ALIASES[type] ?? []).includes(mime);
}

export interface IncomingFile {
  filename: string;
  /** The part's declared Content-Type. */
  mimetype: string;
  bytes: Buffer;
}

/**
 * What an upload really is, read from its bytes: 415 for a type My Files does not keep, for a name or
 * declared type that says otherwise (a page renamed .pdf, a picture sent as a PDF), and for a PDF
 * without its end. Nothing is written before this passes.
 */
export function checkUpload(file: IncomingFile): { type: MyFileType; name: string } {
  if (file.bytes.length > MY_FILES_UPLOAD.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', M.tooLarge);
  const sniffed = sniffFileType(file.bytes, file.filename);
  const type = (MY_FILES_UPLOAD.types as readonly string[]).includes(sniffed ?? '') ? (sniffed as MyFileType) : null;
  const saysPdf = extensionOf(file.filename) === 'pdf' || file.mimetype.toLowerCase().includes('pdf');
  if (!type) {
    if (saysPdf) throw refuse(M.notPdf);
    const extension = extensionOf(file.filename);
    throw refuse(KNOWN_EXTENSIONS.has(extension) ? M.typeMismatch : M.fileType);
  }
  if (!nameAndDeclaredAgree(type, file.filename, file.mimetype)) throw refuse(saysPdf ? M.notPdf : M.typeMismatch);
  if (type === 'application/pdf' && !looksLikeWholePdf(file.bytes)) throw refuse(M.notPdf);
  return { type, name: cleanFileName(file.filename, type) };
}
