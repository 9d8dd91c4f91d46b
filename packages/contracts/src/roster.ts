import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** The columns of a roster file, in the example's order (SPEC §5: every field is required). */
export const ROSTER_COLUMNS = ['first_name', 'last_name', 'email', 'guardian_name', 'guardian_contact_number'] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

export const ROSTER_LIMITS = {
  /** The multipart file field (SPEC §5: "file parameter named ... csv"). */
  field: 'csv',
  maxBytes: 2 * 1024 * 1024,
  maxRows: 1000,
} as const;

export const ROSTER_MESSAGES = defineMessages('roster', {
  provideFile: 'Please provide: csv',
  multipartOnly: 'Send the file as multipart/form-data in the file field csv',
  csvOnly: 'Only CSV files are allowed',
  tooLarge: 'The file must be at most 2 MB',
  empty: 'The file has no students',
  tooManyRows: 'At most 1000 students at a time',
  missingColumns: (columns: string[]) => `Missing column${columns.length > 1 ? 's' : ''}: ${columns.join(', ')}`,
  badRows: (count: number) =>
    `${count} row${count === 1 ? ' has' : 's have'} problems; nothing was imported. Fix ${count === 1 ? 'it' : 'them'} and upload again.`,
  imported: (count: number) => `${count} student${count === 1 ? '' : 's'} imported`,
  unreadable: 'The file could not be read as CSV',
} as const);

/** Why a row is refused: a code the web translates, and an English sentence. */
export const ROSTER_PROBLEMS = [
  'missingField',
  'invalidName',
  'invalidEmail',
  'invalidContact',
  'duplicateInFile',
  'alreadyInInstitute',
  'staffEmail',
  'tooManyFields',
] as const;
export const RosterProblemCode = z.enum(ROSTER_PROBLEMS);
export type RosterProblemCode = z.infer<typeof RosterProblemCode>;

export const RosterProblem = z.object({
  field: z.enum(ROSTER_COLUMNS).nullable(),
  code: RosterProblemCode,
  message: z.string(),
});
export type RosterProblem = z.infer<typeof RosterProblem>;

export const RosterRow = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  guardian_name: z.string(),
  guardian_contact_number: z.string(),
  problems: z.array(RosterProblem),
});
export type RosterRow = z.infer<typeof RosterRow>;

export const RosterPreview = z
  .object({
    rows: z.array(RosterRow),
    total: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
  })
  .meta({ id: 'RosterPreview' });
export type RosterPreview = z.infer<typeof RosterPreview>;

export const RosterImported = z.object({
  total: z.number().int(),
  /** New accounts (invited, no password until they sign up). */
  created: z.number().int(),
  /** Existing accounts that joined the institute. */
  joined: z.number().int(),
  classId: z.string().nullable(),
  invitationsSent: z.number().int(),
});
export type RosterImported = z.infer<typeof RosterImported>;

const MULTIPART_NOTE =
  'multipart/form-data: file field "csv" (a .csv file, at most 2 MB and 1000 rows) and an optional text field "classId" to also add the students to that class';

/** The fields of a roster upload besides the CSV file. */
export const RosterUploadFields = z.strictObject({ classId: z.string().min(1).optional() });

export const rosterPreviewRoute = defineRoute({
  method: 'POST',
  path: '/api/student/bulkUpload/preview',
  summary: `Check a roster file and show every row with its problems; writes nothing. ${MULTIPART_NOTE}`,
  tags: ['roster'],
  access: access.roles('admin', 'instructor'),
  response: envelope(RosterPreview),
  media: { multipart: { files: [ROSTER_LIMITS.field], required: true, fields: RosterUploadFields } },
});

export const rosterImportRoute = defineRoute({
  method: 'POST',
  path: '/api/student/bulkUpload',
  summary: `Import a roster file, all or nothing: one bad row refuses the whole file (400). ${MULTIPART_NOTE}`,
  tags: ['roster'],
  access: access.roles('admin', 'instructor'),
  response: envelope(RosterImported),
  media: { multipart: { files: [ROSTER_LIMITS.field], required: true, fields: RosterUploadFields } },
});

export const rosterExampleRoute = defineRoute({
  method: 'GET',
  path: '/api/student/bulkUpload/example',
  summary: 'An example roster file (text/csv) with the required columns',
  tags: ['roster'],
  access: access.signedIn,
  response: z.unknown().meta({ description: 'text/csv' }),
  media: { produces: ['text/csv'] },
});

/** The example file's rows: what the download serves and what the page shows. */
export const ROSTER_EXAMPLE_ROWS: ReadonlyArray<Record<RosterColumn, string>> = [
  {
    first_name: 'Aarav',
    last_name: 'Sharma',
    email: 'aarav.sharma@example.com',
    guardian_name: 'Meera Sharma',
    guardian_contact_number: '+91 98765 43210',
  },
  {
    first_name: 'Lucía',
    last_name: 'García',
    email: 'lucia.garcia@example.com',
    guardian_name: 'Carlos García',
    guardian_contact_number: '+34 612 345 678',
  },
];
