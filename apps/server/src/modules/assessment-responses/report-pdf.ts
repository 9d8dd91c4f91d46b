import type { BloomReport, ResponseDetail, ScoredAnswer } from '@bright/contracts';
import PDFDocument from 'pdfkit';
import { registerPdfFonts, writePdfText } from '../../lib/pdf-text';

const formatAnswer = (answer: ScoredAnswer): string => {
  const value = answer.answer;
  if (!value || !answer.answered) return '—';
  const title = (id: string) => answer.question.options.find((option) => option.id === id)?.title || id;
  if (value.selected) return value.selected.map(title).join(', ');
  if (value.text !== undefined) return value.text;
  if (value.blanks) return value.blanks.join(' | ');
  if (value.number !== undefined && value.number !== null) return String(value.number);
  if (value.pairs)
    return Object.entries(value.pairs)
      .map(([id, side]) => `${title(id)} → ${side}`)
      .join('; ');
  return '—';
};

const keyOf = (answer: ScoredAnswer): string => {
  const question = answer.question;
  const title = (id: string) => question.options.find((option) => option.id === id)?.title || id;
  if (question.correctOptions.length > 0) return question.correctOptions.map(title).join(', ');
  if (question.acceptedAnswers.length > 0) return question.acceptedAnswers.join(' / ');
  if (question.blanks.length > 0) return question.blanks.map((blank) => blank.accepted.join(' / ')).join(' | ');
  if (question.numeric) return `${question.numeric.value} ± ${question.numeric.tolerance}`;
  if (question.type === 'MATCHING') return question.options.map((o) => `${o.title} → ${o.match ?? ''}`).join('; ');
  return question.answer ?? '—';
};

export interface ReportInput {
  detail: ResponseDetail;
  bloom: BloomReport;
  studentName: string;
}

/** Renders the report; resolves to the PDF's bytes. */
export function renderReportPdf({ detail, bloom, studentName }: ReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${detail.assessment.name} — ${studentName}` },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { response, assessment } = detail;
  writePdfText(doc, studentName, 20);
  writePdfText(doc, `${assessment.name} · ${assessment.className}`, 13);
  doc.moveDown(0.5);
  const score = response.score ?? 0;
  const max = response.maxScore ?? assessment.maxScore;
  const percent = response.percentage === null ? 'pending' : `${response.percentage}%`;
  writePdfText(doc, `Score: ${score} / ${max} (${percent})   Status: ${response.status}`, 11);
  const waiting = response.waitingCount ?? 0;
  if (waiting > 0) {
    const answers = waiting === 1 ? '1 answer waits' : `${waiting} answers wait`;
    writePdfText(doc, `${answers} for the teacher (${response.pendingScore} points), not counted until graded`, 10);
  }
  if (response.submittedAt)
    writePdfText(doc, `Submitted: ${response.submittedAt}${response.late ? ' (late)' : ''}`, 10);
  doc.moveDown();
  writePdfText(doc, "Bloom's taxonomy", 14);
  for (const row of bloom.blooms) {
    if (row.questionCount === 0) continue;
    const avg = bloom.taxonomyaverages.find((item) => item.label === row.label);
    const letter = row.letter ? `${row.letter}. ` : '';
    const pending = row.pendingCount > 0 ? `, ${row.pendingCount} pending` : '';
    const achieved = row.totalScore > 0 ? `${avg?.achieved ?? 0}%` : 'pending';
    writePdfText(
      doc,
      `${letter}${row.label}: ${row.scoreAchieved} / ${row.totalScore} (${achieved}, class ${avg?.averagePercentage == null ? 'pending' : `${avg.averagePercentage}%`}${pending})`,
      10,
    );
  }
  writePdfText(doc, `Achieved: ${bloom.achievedPercentage}%`, 10);
  doc.moveDown();
  writePdfText(doc, 'Questions', 14);
  detail.answers.forEach((answer, index) => {
    doc.moveDown(0.4);
    writePdfText(doc, `${index + 1}. ${answer.question.description}`, 11);
    const verdict = answer.waiting ? 'waiting for the teacher' : answer.correct ? 'right' : 'not right';
    writePdfText(doc, `Answer: ${formatAnswer(answer)}`, 10);
    writePdfText(doc, `Score: ${answer.score ?? '—'} / ${answer.points} (${verdict})   Key: ${keyOf(answer)}`, 10);
  });
  doc.end();
  return done;
}
