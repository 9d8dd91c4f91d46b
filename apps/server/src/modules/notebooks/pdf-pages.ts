import { NOTEBOOK_MESSAGES as M } from '@bright/contracts';
import { PDFParse } from 'pdf-parse';
import { AppError } from '../../lib/app-error';

const refuse = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

/**
 * A PDF's text page by page (pdf-parse, on pdfjs). 415 for bytes that are not a PDF, for an encrypted
 * PDF and for one whose pages hold no text (scans: pictures of text need recognition first).
 */
export async function readPdfPages(bytes: Buffer): Promise<{ page: number; text: string }[]> {
  if (!bytes.subarray(0, 1024).includes('%PDF-')) throw refuse(M.notPdf);
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    const pages = result.pages
      .map((page) => ({ page: page.num, text: page.text.trim() }))
      .filter((page) => page.text.length > 0);
    if (pages.length === 0) throw refuse(M.pdfNoText);
    return pages;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as Error).name === 'PasswordException') throw refuse(M.pdfEncrypted);
    throw refuse(M.notPdf);
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}
