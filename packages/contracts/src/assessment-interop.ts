import { z } from 'zod';
import { access } from './access';
import { AssessmentId } from './assessment-ids';
import { envelope } from './envelope';
import { QuestionContent } from './question-model';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/**
 * Moving questions in and out (issue 6, "Interoperability"): a 1EdTech QTI 3.0 package out; QTI 3.0
 * and 2.1 packages (or a bare item), QTI 1.2 (Canvas), Moodle XML, GIFT and Aiken files in. What a format cannot carry is
 * reported in `problems`, never dropped silently.
 */
export const INTEROP_MESSAGES = defineMessages('interop', {
  exported: 'Assessment exported',
  imported: 'Questions imported',
  previewed: 'Import preview',
  fileMissing: 'Please provide: file',
  unknownField: 'Unexpected form field',
  published: 'Unpublish the assessment to change its questions',
  fileTooLarge: 'The file is too large to import (at most 20 MB, and 100 MB unpacked)',
  emptyFile: 'The file is empty',
  unknownFormat:
    'The file is not a format we can import: a QTI 3.0, 2.1 or 1.2 package (zip) or XML file, a Moodle XML, GIFT or Aiken file',
  notZip: 'The file is not a valid QTI package: it is not a readable zip archive',
  noManifest: 'The file is not a valid QTI package: imsmanifest.xml is missing',
  unsafePath: 'The file is not a valid QTI package: it names a file outside the package',
  badXml: 'The file is not valid XML',
  entities: 'XML entity declarations are not accepted',
  nothingImported: 'Nothing could be imported',
  giftSyntax: 'The GIFT file has syntax errors',
  tooManyQuestions: 'At most 500 questions can be imported at once',
  dryRunInvalid: 'dryRun must be true or false',
} as const);

export const IMPORT_FORMATS = ['qti3', 'qti21', 'qti12', 'gift', 'aiken', 'moodlexml'] as const;
export const ImportFormat = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof ImportFormat>;

export const IMPORT_LIMITS = {
  /** The uploaded file. */
  maxBytes: 20 * 1024 * 1024,
  /** All members of a package, unpacked (zip bombs). */
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxEntries: 5000,
  maxQuestions: 500,
  field: 'file',
} as const;

/**
 * Something of the file that was not imported as it stood: `item` names it (a QTI item identifier,
 * a GIFT question's name, or 'line n'); `skipped` says whether the whole question was left out or
 * only a part of it (feedback, partial credit, a distractor) was not kept.
 */
export const ImportProblem = z
  .object({
    item: z.string(),
    line: z.number().int().nullable(),
    reason: z.string(),
    skipped: z.boolean(),
  })
  .meta({ id: 'ImportProblem' });
export type ImportProblem = z.infer<typeof ImportProblem>;

/** One question as it will be (or was) stored; `image` is the package path of its picture. */
export const ImportedQuestion = QuestionContent.extend({
  topicName: z.string().nullable(),
  image: z.string().nullable(),
}).meta({ id: 'ImportedQuestion' });
export type ImportedQuestion = z.infer<typeof ImportedQuestion>;

export const ImportOutcome = z
  .object({
    format: ImportFormat,
    dryRun: z.boolean(),
    /** How many questions were stored (0 on a dry run). */
    imported: z.number().int(),
    questions: z.array(ImportedQuestion),
    problems: z.array(ImportProblem),
  })
  .meta({ id: 'ImportOutcome' });
export type ImportOutcome = z.infer<typeof ImportOutcome>;

export const exportQtiRoute = defineRoute({
  method: 'GET',
  path: '/api/assessment/export-qti',
  summary:
    "An assessment's questions as a 1EdTech QTI 3.0 package (application/zip: imsmanifest.xml, one test, one item per question, images); the class's teachers and the institute's admins",
  tags: ['assessments'],
  access: access.signedIn,
  query: z.object({ assessmentId: AssessmentId }),
  response: z.unknown().meta({ description: 'The QTI 3.0 package (application/zip)' }),
  media: { produces: ['application/zip'] },
});

/** The fields of an import besides the file. */
export const ImportQuestionsFields = z.strictObject({
  assessmentId: AssessmentId,
  dryRun: z.enum(['true', 'false']).optional(),
});

export const importQuestionsRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/import',
  summary:
    'Import questions at the end of an unpublished assessment: multipart/form-data with "file" (a QTI 3.0 or 2.1 zip package or item XML, a Moodle XML, GIFT or Aiken file, at most 20 MB), "assessmentId" and optional "dryRun" (true: preview only, nothing written). All or nothing; what could not be mapped is listed in problems',
  tags: ['assessments'],
  access: access.signedIn,
  response: envelope(ImportOutcome),
  media: { multipart: { files: [IMPORT_LIMITS.field], required: true, fields: ImportQuestionsFields } },
});
