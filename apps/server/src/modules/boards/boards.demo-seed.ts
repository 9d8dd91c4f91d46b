import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BoardItem, SlideStage } from '@bright/contracts';
import PDFDocument from 'pdfkit';
import type { Executor } from '../../db/client';
import { lessonPublications, lessons } from '../../db/schema';
import { createFileStore } from '../../lib/file-store';
import { insertFile } from './boards.queries';
import { writeSlides } from './boards.slides';

const require = createRequire(import.meta.url);
export const DEMO_TEACH_LESSON = 'Fractions: halves and quarters';
export const DEMO_CONTENT_LESSON = 'Plant cells';

let z = 0;
const item = (fields: Omit<BoardItem, 'id' | 'z'>): BoardItem => ({ id: `demo-${(z += 1)}`, z, ...fields });

/** A hand-drawn looking wave: x, y and pressure, as a pen gives them. */
function wave(x0: number, y0: number, width: number, height: number, turns: number) {
  const points: number[] = [];
  for (let step = 0; step <= 60; step += 1) {
    const t = step / 60;
    points.push(x0 + t * width, y0 + Math.sin(t * Math.PI * 2 * turns) * height, 0.35 + 0.4 * Math.sin(t * Math.PI));
  }
  return points;
}

const inkPage = (): SlideStage => ({
  background: null,
  items: [
    item({ kind: 'pen', color: '#1570ef', size: 6, points: wave(120, 220, 560, 40, 2) }),
    item({ kind: 'pen', color: '#d92d20', size: 8, points: wave(160, 420, 720, 70, 1.5) }),
    item({ kind: 'highlighter', color: '#f79009', size: 24, points: [140, 600, 520, 600, 900, 610] }),
    item({ kind: 'pen', color: '#12b76a', size: 4, points: wave(900, 300, 500, 120, 3) }),
  ],
});

const shapesPage = (): SlideStage => ({
  background: null,
  items: [
    item({ kind: 'line', color: '#1f2933', size: 4, points: [100, 120, 420, 200] }),
    item({ kind: 'arrow', color: '#7a5af8', size: 4, points: [520, 140, 820, 140] }),
    item({ kind: 'triangle', color: '#12b76a', size: 4, points: [120, 300, 420, 600] }),
    item({ kind: 'rectangle', color: '#1570ef', size: 4, points: [520, 300, 860, 560] }),
    item({ kind: 'circle', color: '#d92d20', size: 4, points: [960, 300, 1240, 580] }),
    item({ kind: 'hexagon', color: '#ee46bc', size: 4, points: [1300, 300, 1520, 560] }),
  ],
});

const textPage = (): SlideStage => ({
  background: null,
  items: [
    item({ kind: 'text', color: '#1f2933', size: 56, points: [120, 120], text: 'Fractions: halves and quarters' }),
    item({ kind: 'text', color: '#1570ef', size: 56, points: [120, 260], text: 'الكسور: النصف والربع' }),
    item({ kind: 'text', color: '#d92d20', size: 48, points: [120, 400], text: 'भिन्न: आधा और चौथाई' }),
    item({ kind: 'circle', color: '#1f2933', size: 4, points: [1100, 420, 1400, 720] }),
    item({ kind: 'line', color: '#1f2933', size: 4, points: [1250, 420, 1250, 720] }),
  ],
});

/** A one-page worksheet, as a teacher would upload it for a PDF background. */
function worksheetPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: [800, 450], margin: 40, info: { Title: 'Fractions worksheet' } });
  doc.registerFont(
    'sans',
    readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')),
  );
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('sans').fontSize(28).text('Worksheet: colour one half and one quarter', 40, 40);
  doc.rect(60, 140, 260, 160).lineWidth(3).stroke('#1f2933');
  doc.moveTo(190, 140).lineTo(190, 300).stroke();
  doc.circle(560, 220, 90).lineWidth(3).stroke('#1f2933');
  doc.moveTo(470, 220).lineTo(650, 220).moveTo(560, 130).lineTo(560, 310).stroke();
  doc.end();
  return done;
}

async function storeWorksheet(tx: Executor, dataDir: string, instituteId: string, ownerId: string) {
  const bytes = await worksheetPdf();
  const storedName = await createFileStore(dataDir, 'my-files').save(bytes, 'application/pdf');
  return insertFile(tx, {
    instituteId,
    ownerId,
    kind: 'FILE',
    name: 'Fractions worksheet.pdf',
    storedName,
    contentType: 'application/pdf',
    size: bytes.length,
  });
}

/**
 * Two demo lessons of Class 6A's teacher: a Teach lesson of four pages (ink, the five shapes and an
 * arrow, text in English, Arabic and Hindi, a PDF page as background), published to the class, and a
 * Content lesson. Without a data folder the PDF page is left out.
 */
export async function seedDemoBoards(
  tx: Executor,
  klass: { id: string; instituteId: string },
  teacherId: string,
  dataDir?: string,
) {
  const base = { instituteId: klass.instituteId, ownerId: teacherId, classId: klass.id };
  const [teach] = await tx
    .insert(lessons)
    .values({ ...base, name: DEMO_TEACH_LESSON, lessonType: 'teach', space: 'LESSONS' })
    .returning();
  const stages = [inkPage(), shapesPage(), textPage()];
  if (dataDir) {
    const worksheet = await storeWorksheet(tx, dataDir, klass.instituteId, teacherId);
    stages.push({ background: { kind: 'pdf', fileId: worksheet.id, pdfPage: 1 }, items: [] });
  }
  await writeSlides(tx, teach!.id, { stages });
  await tx.insert(lessonPublications).values({ lessonId: teach!.id, classId: klass.id, publishedBy: teacherId });

  const [content] = await tx
    .insert(lessons)
    .values({ ...base, name: DEMO_CONTENT_LESSON, lessonType: 'CONTENT', space: 'CONTENT' })
    .returning();
  await writeSlides(tx, content!.id, {
    stages: [
      {
        items: [
          item({ kind: 'text', color: '#12b76a', size: 56, points: [120, 120], text: 'Plant cells' }),
          item({ kind: 'circle', color: '#12b76a', size: 6, points: [500, 260, 1100, 760] }),
          item({ kind: 'circle', color: '#7a5af8', size: 4, points: [740, 440, 860, 560] }),
        ],
      },
    ],
  });
}
