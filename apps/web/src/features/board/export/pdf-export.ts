import { BOARD_PAGE_SIZE, type BoardInfo } from '@bright/contracts';
import { fetchPageState } from '../api/board-api';
import { itemsOfState } from '../components/page-thumbnail';
import { loadBackground } from '../render/backgrounds';
import { paintPage } from '../render/page-renderer';

/** Pages are rasterised at this scale: 2400 × 1350 pixels, sharp when printed on A4 landscape. */
const RASTER_SCALE = 1.5;
const JPEG_QUALITY = 0.85;

/**
 * Every page of the lesson as one PDF page each: drawn by the board's own renderer (so Arabic text is
 * already shaped by the browser) to a JPEG and placed with jsPDF (REALTIME-NOTES §6.1).
 */
export async function exportBoardPdf(
  info: BoardInfo,
  onProgress?: (done: number, total: number) => void,
): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const { width, height } = BOARD_PAGE_SIZE;
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'px', format: [width, height], hotfixes: ['px_scaling'] });
  const canvas = document.createElement('canvas');
  canvas.width = width * RASTER_SCALE;
  canvas.height = height * RASTER_SCALE;
  const ctx = canvas.getContext('2d')!;
  for (const [index, page] of info.pages.entries()) {
    const items = itemsOfState(await fetchPageState(info.lessonId, page.id));
    const background = page.background ? await loadBackground(info.lessonId, page.background).catch(() => null) : null;
    paintPage(ctx, items, background, RASTER_SCALE);
    if (index > 0) pdf.addPage([width, height], 'landscape');
    pdf.addImage(canvas.toDataURL('image/jpeg', JPEG_QUALITY), 'JPEG', 0, 0, width, height);
    onProgress?.(index + 1, info.pages.length);
  }
  return pdf.output('blob');
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** A file name from the lesson's name: letters of any script kept, the rest made dashes. */
export const pdfName = (name: string) =>
  `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'lesson'}.pdf`;
