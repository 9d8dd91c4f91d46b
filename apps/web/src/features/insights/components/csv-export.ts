import { BLOOM_REPORT_LETTERS, type StudentsPerformance } from '@bright/contracts';
import { personName } from '../../../lib/format';

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Quote every field; a leading formula character is neutralised for spreadsheets.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The students' performance as CSV (percentages as numbers, Bloom levels by report letter). */
export function performanceCsv(data: StudentsPerformance, headers: string[]) {
  const rows = data.students.map((row) => [
    personName(row.student),
    row.averagePercentage,
    row.submitted,
    row.assigned,
    row.attendanceRate,
    row.behaviourPoints,
    row.badges,
    ...BLOOM_REPORT_LETTERS.map((level) => row.blooms.find((item) => item.key === level.level)?.percentage ?? null),
  ]);
  const head = [...headers, ...BLOOM_REPORT_LETTERS.map((level) => `${level.letter} ${level.label}`)];
  return [head, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}

export function saveText(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
