// Notebooks' test helpers (sample sources, PDFs, SSE parsing); not part of the app.
import PDFDocument from 'pdfkit';

export const PHOTOSYNTHESIS = `Photosynthesis is the process by which green plants make their own food using sunlight.

Chlorophyll in the leaves absorbs light energy. The energy splits water molecules and releases oxygen into the air.

In the Calvin cycle the plant fixes carbon dioxide from the air into glucose, which stores the energy as sugar.`;

export const VOLCANO_PAGES = [
  'Volcanoes form where magma rises through cracks in the crust of the Earth.',
  'Lava that cools quickly forms basalt, a dark and fine-grained igneous rock.',
  'The Ring of Fire around the Pacific Ocean holds most of the active volcanoes on Earth.',
];

export const TRANSCRIPT_VTT = `WEBVTT

00:00:01.000 --> 00:00:04.000
Welcome to this lesson on the water cycle.

00:01:05.500 --> 00:01:09.000
Evaporation turns water from oceans into vapour.
`;

/** A real PDF with one text page each (pdfkit), optionally password protected, or with blank pages. */
export function makePdf(pages: string[], options: { userPassword?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options as never);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    pages.forEach((text, index) => {
      if (index) doc.addPage();
      if (text) doc.text(text);
      else doc.rect(50, 50, 100, 100).fill('#888888');
    });
    doc.end();
  });
}

/** A multipart/form-data body with fields and one file. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----notebook${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A text/event-stream body's events. */
export function sseEvents(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine!.slice('event: '.length), data: JSON.parse(dataLine!.slice('data: '.length)) };
    });
}
