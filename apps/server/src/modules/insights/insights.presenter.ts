import { BLOOM_REPORT_LETTERS, BLOOM_UNCATEGORISED, type InsightsPerson, type Proficiency } from '@bright/contracts';
import type { PersonRow, SkillRow } from './insights.queries';

export const round2 = (value: number) => Math.round(value * 100) / 100;
/** The Bloom report's rounding: percent with 2 decimals; null when nothing is graded. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : null);

export const toPerson = (row: PersonRow): InsightsPerson => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
});

export const toIso = (value: Date | string) => new Date(value).toISOString();

export function toProficiency(row: SkillRow): Proficiency {
  const bloom = BLOOM_REPORT_LETTERS.find((level) => level.level === row.key);
  const isBloom = row.kind === 'BLOOM';
  return {
    key: row.key,
    label: isBloom ? (bloom?.label ?? BLOOM_UNCATEGORISED) : row.label,
    letter: isBloom ? (bloom?.letter ?? null) : null,
    topicId: isBloom ? null : row.topic_id,
    earned: round2(row.earned),
    possible: round2(row.possible),
    percentage: percentOf(row.earned, row.possible),
    pendingCount: row.pending,
    questionCount: row.questions,
  };
}

const emptyBloom = (level: string): SkillRow => ({
  student_id: null,
  kind: 'BLOOM',
  key: level,
  label: level,
  topic_id: null,
  earned: 0,
  possible: 0,
  pending: 0,
  questions: 0,
});

/** The six levels in the report's A to F order (empty ones too), then Uncategorised when it has answers. */
export function bloomsOf(rows: SkillRow[]): Proficiency[] {
  const byKey = new Map(rows.filter((row) => row.kind === 'BLOOM').map((row) => [row.key, row]));
  const levels = BLOOM_REPORT_LETTERS.map((level) => toProficiency(byKey.get(level.level) ?? emptyBloom(level.level)));
  const other = byKey.get('UNCATEGORISED');
  return other ? [...levels, toProficiency(other)] : levels;
}

export const topicsOf = (rows: SkillRow[]): Proficiency[] =>
  rows
    .filter((row) => row.kind === 'TOPIC')
    .map(toProficiency)
    .sort((a, b) => a.label.localeCompare(b.label));

export const isWeak = (item: Proficiency, threshold: number) => item.percentage !== null && item.percentage < threshold;

/** A class's skills from its per-student sums: the same totals as grouping without the student. */
export function pooled(rows: SkillRow[]): SkillRow[] {
  const sums = new Map<string, SkillRow>();
  for (const row of rows) {
    const id = `${row.kind} ${row.key}`;
    const sum = sums.get(id);
    if (!sum) {
      sums.set(id, { ...row, student_id: null });
      continue;
    }
    sum.earned += row.earned;
    sum.possible += row.possible;
    sum.pending += row.pending;
    sum.questions += row.questions;
    if (row.label > sum.label) sum.label = row.label;
    if (row.topic_id !== null && (sum.topic_id === null || row.topic_id > sum.topic_id)) sum.topic_id = row.topic_id;
  }
  return [...sums.values()];
}
