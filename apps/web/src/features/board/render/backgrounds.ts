import { BOARD_PAGE_SIZE, type PageBackground } from '@bright/contracts';
import { fetchBoardFile } from '../api/board-api';

type PdfDocument = Awaited<ReturnType<(typeof import('pdfjs-dist'))['getDocument']>['promise']>;

/** pdf.js and its worker load only when a PDF is opened; the worker URL comes from the build (`?url`). */
async function pdfjs() {
  const [lib, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  lib.GlobalWorkerOptions.workerSrc = worker.default;
  return lib;
}

const STANDARD_FONTS = `${import.meta.env.BASE_URL}pdfjs/standard_fonts/`;

const pdfs = new Map<string, Promise<PdfDocument>>();
const rendered = new Map<string, Promise<CanvasImageSource>>();

/** A PDF's pages, parsed once per file. */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const lib = await pdfjs();
  // Fonts a PDF names without embedding them (Helvetica, Times, Symbol...) come from the build
  // (build/pdfjs-fonts.ts), never the network, and not from the system either: a page then looks the same
  // on every machine, in its PDF download too.
  return lib.getDocument({
    data: bytes,
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
    useSystemFonts: false,
  }).promise;
}

function pdfOf(lessonId: string, fileId: string) {
  let pdf = pdfs.get(fileId);
  if (!pdf) {
    pdf = fetchBoardFile(lessonId, fileId).then(openPdf);
    pdfs.set(fileId, pdf);
    pdf.catch(() => pdfs.delete(fileId));
  }
  return pdf;
}

/** A PDF page drawn to a canvas about twice the board page's size, so zooming in stays sharp. */
export async function renderPdfPage(pdf: PdfDocument, pageNumber: number): Promise<HTMLCanvasElement> {
  const page = await pdf.getPage(pageNumber);
  const unit = page.getViewport({ scale: 1 });
  const scale = Math.min((BOARD_PAGE_SIZE.width * 2) / unit.width, (BOARD_PAGE_SIZE.height * 2) / unit.height);
  const viewport = page.getViewport({ scale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
  return canvas;
}

async function loadImage(lessonId: string, fileId: string): Promise<CanvasImageSource> {
  const bytes = await fetchBoardFile(lessonId, fileId);
  return createImageBitmap(new Blob([bytes as BlobPart]));
}

/** A page's background as something a canvas draws, loaded once per file and page. */
export function loadBackground(lessonId: string, background: PageBackground): Promise<CanvasImageSource> {
  const key = `${background.fileId}#${background.pdfPage ?? 0}`;
  let source = rendered.get(key);
  if (!source) {
    source =
      background.kind === 'pdf'
        ? pdfOf(lessonId, background.fileId).then((pdf) => renderPdfPage(pdf, background.pdfPage ?? 1))
        : loadImage(lessonId, background.fileId);
    rendered.set(key, source);
    source.catch(() => rendered.delete(key));
  }
  return source;
}
