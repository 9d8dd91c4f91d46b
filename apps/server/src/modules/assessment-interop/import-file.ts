import { INTEROP_MESSAGES } from '@bright/contracts';
import { badRequest } from '../../lib/app-error';
import { looksLikeAiken, readAiken } from './aiken';
import { readGift } from './gift';
import type { Conversion } from './interop-types';
import { isZip, readZip } from './interop-zip';
import { readQtiPackage, readQtiXml } from './qti-package-reader';

/** An uploaded file, whatever its format (by its content, then its name), as questions and problems. */
export function convertFile(bytes: Uint8Array, fileName = ''): Conversion {
  if (!bytes.length) throw badRequest(INTEROP_MESSAGES.emptyFile);
  if (isZip(bytes)) return readQtiPackage(readZip(bytes));
  if (/\.zip$/i.test(fileName)) throw badRequest(INTEROP_MESSAGES.notZip);
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(INTEROP_MESSAGES.unknownFormat);
  }
  source = source.replace(/^\uFEFF/, '');
  if (/^\s*</.test(source)) return readQtiXml(source);
  if (/\.gift$/i.test(fileName)) return readGift(source);
  if (looksLikeAiken(source)) return readAiken(source);
  if (/\{/.test(source)) return readGift(source);
  throw badRequest(INTEROP_MESSAGES.unknownFormat);
}
