import {
  ContactNumber,
  Email,
  FirstName,
  LastName,
  ROSTER_COLUMNS,
  ROSTER_LIMITS,
  ROSTER_MESSAGES,
  type RosterColumn,
  type RosterProblem,
  type RosterRow,
} from '@bright/contracts';
import Papa from 'papaparse';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';

/** Pure CSV work, no database: is this a CSV file, what are its rows, and what is wrong with each. */

const BINARY_MAGIC = [
  Buffer.from('PK\x03\x04', 'latin1'), // zip: .xlsx, .docx
  Buffer.from('%PDF', 'latin1'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), // old Office (.xls)
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
];
const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/comma-separated-values',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
  '',
]);

/** A CSV file is a .csv name, a text-ish type, and UTF-8 text without NUL bytes: anything else is 415. */
export function readCsvText(filename: string, mimetype: string, bytes: Buffer): string {
  const refuse = () => new AppError('UNSUPPORTED_MEDIA_TYPE', ROSTER_MESSAGES.csvOnly);
  if (!/\.csv$/i.test(filename) || !CSV_TYPES.has(mimetype.toLowerCase())) throw refuse();
  if (BINARY_MAGIC.some((magic) => bytes.subarray(0, magic.length).equals(magic)) || bytes.includes(0)) throw refuse();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse();
  }
  return text.replace(/^\uFEFF/, '');
}

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const WANTED = new Map(ROSTER_COLUMNS.map((column) => [normalise(column), column]));

export interface ParsedRow {
  line: number;
  values: Record<RosterColumn, string>;
  extra: boolean;
}

/** Parses with papaparse; the header names the columns in any order, case and spacing. */
export function parseRoster(text: string): ParsedRow[] {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const [header = [], ...rest] = result.data;
  const positions = new Map<RosterColumn, number>();
  header.forEach((name, index) => {
    const column = WANTED.get(normalise(String(name)));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = ROSTER_COLUMNS.filter((column) => !positions.has(column));
  if (header.every((cell) => !String(cell).trim()) && rest.length === 0) throw badRequest(ROSTER_MESSAGES.empty);
  if (missing.length > 0) throw badRequest(ROSTER_MESSAGES.missingColumns(missing));
  const rows: ParsedRow[] = [];
  rest.forEach((cells, index) => {
    if (cells.every((cell) => !String(cell).trim())) return;
    const values = Object.fromEntries(
      ROSTER_COLUMNS.map((column) => [column, String(cells[positions.get(column)!] ?? '').trim()]),
    ) as Record<RosterColumn, string>;
    const extra = cells.length > header.length && cells.slice(header.length).some((cell) => String(cell).trim());
    rows.push({ line: index + 2, values, extra });
  });
  if (rows.length === 0) throw badRequest(ROSTER_MESSAGES.empty);
  if (rows.length > ROSTER_LIMITS.maxRows) throw badRequest(ROSTER_MESSAGES.tooManyRows);
  return rows;
}

const RULES: Record<RosterColumn, { schema: z.ZodType; code: RosterProblem['code'] }> = {
  first_name: { schema: FirstName, code: 'invalidName' },
  last_name: { schema: LastName, code: 'invalidName' },
  email: { schema: Email, code: 'invalidEmail' },
  guardian_name: { schema: FirstName, code: 'invalidName' },
  guardian_contact_number: { schema: ContactNumber, code: 'invalidContact' },
};

const FIELD_LABELS: Record<RosterColumn, string> = {
  first_name: 'first name',
  last_name: 'last name',
  email: 'email',
  guardian_name: 'guardian name',
  guardian_contact_number: 'guardian contact number',
};

/** Each field present and valid (SPEC §5); the email lower-cased as every email is. */
export function checkRow(row: ParsedRow): RosterRow {
  const problems: RosterProblem[] = [];
  const values = { ...row.values };
  for (const column of ROSTER_COLUMNS) {
    if (!values[column]) {
      problems.push({ field: column, code: 'missingField', message: `Please provide: ${FIELD_LABELS[column]}` });
      continue;
    }
    const parsed = RULES[column].schema.safeParse(values[column]);
    if (!parsed.success) {
      const message =
        column === 'email'
          ? 'Invalid Email Address'
          : column === 'guardian_contact_number'
            ? 'Invalid guardian contact number'
            : `Invalid ${FIELD_LABELS[column]}: ${parsed.error.issues[0]?.message ?? 'not allowed'}`;
      problems.push({ field: column, code: RULES[column].code, message });
    } else if (column === 'email') values.email = parsed.data as string;
  }
  if (row.extra)
    problems.push({ field: null, code: 'tooManyFields', message: 'This row has more fields than the header' });
  return { line: row.line, ...values, problems };
}

/** Every row whose email is also on another row is refused, naming the other lines. */
export function markDuplicates(rows: RosterRow[]) {
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    if (!row.email || row.problems.some((p) => p.field === 'email')) continue;
    lines.set(row.email, [...(lines.get(row.email) ?? []), row.line]);
  }
  for (const row of rows) {
    const others = (lines.get(row.email) ?? []).filter((line) => line !== row.line);
    if (others.length > 0) {
      row.problems.push({
        field: 'email',
        code: 'duplicateInFile',
        message: `Duplicate email: also on line ${others.join(', ')}`,
      });
    }
  }
}

export function markExisting(rows: RosterRow[], existing: ReadonlyArray<{ email: string; roles: string[] }>) {
  const byEmail = new Map(existing.map((entry) => [entry.email, entry.roles]));
  for (const row of rows) {
    const roles = byEmail.get(row.email);
    if (!roles) continue;
    const staff = roles.includes('admin') || roles.includes('instructor');
    row.problems.push(
      staff
        ? { field: 'email', code: 'staffEmail', message: 'This email belongs to a teacher or admin of the institute' }
        : {
            field: 'email',
            code: 'alreadyInInstitute',
            message: 'Duplicate email: already a student of the institute',
          },
    );
  }
}

/** The example file: the header and two rows, quoted where needed. */
export function exampleCsv(rows: ReadonlyArray<Record<RosterColumn, string>>) {
  return `${Papa.unparse({ fields: [...ROSTER_COLUMNS], data: rows.map((row) => ROSTER_COLUMNS.map((c) => row[c])) })}\r\n`;
}
