import type {
  AttentionReason,
  ClassInsights,
  InsightsPerson,
  Proficiency,
  StudentPerformance,
  StudentProfile,
} from '@bright/contracts';
import PDFDocument from 'pdfkit';
import { type PdfDoc, registerPdfFonts, writePdfText as write } from '../../lib/pdf-text';

/**
 * Insights as PDF (SPEC §2 Insights: CSV and PDF export). Labels in English like the other reports;
 * names, class names and topics in any script (lib/pdf-text).
 */

const REASONS: Record<AttentionReason, string> = {
  LOW_SCORE: 'low average score',
  WEAK_TOPIC: 'a weak topic',
  LOW_ATTENDANCE: 'low attendance',
  NEGATIVE_BEHAVIOUR: 'negative behaviour balance',
  MISSING_WORK: 'overdue work not submitted',
};

const nameOf = (person: InsightsPerson) => [person.first_name, person.last_name].filter(Boolean).join(' ');
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);
const day = (iso: string) => iso.slice(0, 10);

function render(title: string, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function heading(doc: PdfDoc, text: string) {
  doc.moveDown(0.8);
  write(doc, text, 14);
  doc.moveDown(0.2);
}

function proficiencies(doc: PdfDoc, title: string, items: Proficiency[], empty: string) {
  heading(doc, title);
  if (items.length === 0) write(doc, empty, 10);
  for (const item of items) {
    const label = item.letter ? `${item.letter} ${item.label}` : item.label;
    const pending = item.pendingCount > 0 ? `, ${item.pendingCount} waiting to be graded` : '';
    write(doc, `${label}: ${percent(item.percentage)} (${item.earned} of ${item.possible} points${pending})`, 10);
  }
}

const studentLine = (row: StudentPerformance) =>
  [
    nameOf(row.student),
    `average ${percent(row.averagePercentage)}`,
    `submitted ${row.submitted} of ${row.assigned}`,
    `attendance ${percent(row.attendanceRate)}`,
    `behaviour ${row.behaviourPoints}`,
    `badges ${row.badges}`,
  ].join(' · ');

/** The class's insights: summary, Bloom levels, topics, who needs attention, each student. */
export function renderClassInsightsPdf(summary: ClassInsights, students: StudentPerformance[]): Promise<Buffer> {
  return render(`Insights — ${summary.className}`, (doc) => {
    write(doc, `Insights: ${summary.className}`, 20);
    write(
      doc,
      `${day(summary.range.startDate)} to ${day(summary.range.endDate)} · ${summary.studentCount} students`,
      10,
    );
    heading(doc, 'Summary');
    write(doc, `Average score: ${percent(summary.averagePercentage)}`, 11);
    write(doc, `Response rate: ${percent(summary.responseRate)}`, 11);
    write(doc, `Attendance rate: ${percent(summary.attendanceRate)}`, 11);
    const { positive, negative, balance } = summary.behaviour;
    write(doc, `Behaviour: +${positive} / −${negative} (balance ${balance})`, 11);
    proficiencies(doc, 'Bloom levels', summary.blooms, 'No graded answers in this range.');
    proficiencies(doc, 'Topics', summary.topics, 'No topics in this range.');
    heading(doc, 'Students who need attention');
    if (summary.attention.length === 0) write(doc, 'Nobody in this range.', 10);
    for (const row of summary.attention) {
      const topics = row.weakTopics.length ? ` (${row.weakTopics.join(', ')})` : '';
      write(doc, `${nameOf(row.student)}: ${row.reasons.map((reason) => REASONS[reason]).join(', ')}${topics}`, 10);
    }
    heading(doc, 'Students');
    if (students.length === 0) write(doc, 'No students in this class.', 10);
    for (const row of students) write(doc, studentLine(row), 10);
  });
}

/** One student's profile: scores, Bloom levels, topics, attendance, behaviour, badges, study time. */
export function renderStudentProfilePdf(profile: StudentProfile): Promise<Buffer> {
  const name = nameOf(profile.student);
  return render(`${name} — ${profile.className}`, (doc) => {
    write(doc, name, 20);
    write(doc, `${profile.className} · ${day(profile.range.startDate)} to ${day(profile.range.endDate)}`, 10);
    heading(doc, 'Scores');
    if (profile.scores.length === 0) write(doc, 'No submitted work in this range.', 10);
    for (const score of profile.scores)
      write(doc, `${day(score.submittedAt)} ${score.assessmentName}: ${percent(score.percentage)}`, 10);
    proficiencies(doc, 'Bloom levels', profile.blooms, 'No graded answers in this range.');
    proficiencies(doc, 'Topics', profile.topics, 'No topics in this range.');
    heading(doc, 'Attendance');
    const { present, late, absent, excused, rate } = profile.attendance;
    write(doc, `${percent(rate)} · present ${present}, late ${late}, absent ${absent}, excused ${excused}`, 10);
    heading(doc, 'Behaviour');
    const { positive, negative, balance, recent } = profile.behaviour;
    write(doc, `+${positive} / −${negative} (balance ${balance})`, 10);
    for (const note of recent)
      write(doc, `${day(note.createdAt)} ${note.points > 0 ? '+' : ''}${note.points} ${note.remarks}`, 10);
    heading(doc, 'Badges and study time');
    const badges = profile.badges.map((badge) => `${badge.badgeType} × ${badge.count}`).join(', ');
    write(doc, `Badges: ${badges || 'none'}`, 10);
    write(doc, `Study time: ${Math.round(profile.studyMinutes)} minutes`, 10);
  });
}
