import type { LiveQuizReport } from '@bright/contracts';
import PDFDocument from 'pdfkit';
import { registerPdfFonts, writePdfText as write } from '../../lib/pdf-text';

/** The game's report as PDF (EXPORT_LIVE_QUIZ_PDF); nicknames and questions in any language (lib/pdf-text). */
export function renderGamePdf(report: LiveQuizReport): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Live quiz — ${report.game.assessmentName}` } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  write(doc, `Live quiz: ${report.game.assessmentName}`, 20);
  write(doc, `Code ${report.game.code} · ${report.players.length} players · ${report.endedAt ?? 'not ended'}`, 10);
  doc.moveDown();
  write(doc, 'Leaderboard', 14);
  for (const player of report.players) {
    write(doc, `${player.rank}. ${player.nickname} — ${player.score} points, ${player.correctCount} correct`, 11);
  }
  doc.moveDown();
  write(doc, 'Questions', 14);
  for (const question of report.questions) {
    doc.moveDown(0.4);
    write(doc, `${question.questionIndex + 1}. ${question.description}`, 11);
    write(doc, `${question.correctCount} of ${question.answered} answers correct`, 10);
    for (const option of question.options) {
      write(doc, `   ${option.correct ? '[correct]' : '-'} ${option.title}: ${option.count}`, 10);
    }
  }
  doc.end();
  return done;
}
