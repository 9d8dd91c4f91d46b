import { z } from 'zod';
import { access } from './access';
import { ASSESSMENT_ACCESS_MESSAGES, AssessmentId } from './assessment-ids';
import { ClassId } from './classes';
import { envelope } from './envelope';
import { ASSESSMENT_PAGE_SIZE } from './constants';
import { provideMessage } from './errors';
import { EntityId } from './people';
import { QuestionContent } from './question-model';
import { defineRoute } from './route';
import { defineMessages, defineTemplate } from './message-catalogue';

/**
 * Authoring assessments: create, rename, settings, assignees, publish, lists (issue 6, parts 1 and 4).
 * Questions are in questions.ts; taking, grading and results in assessment-responses.ts.
 */

const booleanTemplate = defineTemplate('assessment.boolean', '{field} must be true or false');

/** Texts that server, web and tests share; SPEC §5 and §8 where they name one. */
export const ASSESSMENT_MESSAGES = defineMessages('assessment', {
  nameRequired: 'Please Enter Assessment Name',
  nameTooLong: 'Assessment name must be at most 200 characters',
  noMarkup: 'Assessment name must not contain < or >',
  alreadyExists: 'Assessment already exists',
  needsQuestion: 'Assessment Must Have At Least One Question',
  tooManyQuestions: 'An assessment can have at most 200 questions',
  assessmentNotFound: ASSESSMENT_ACCESS_MESSAGES.assessmentNotFound,
  createdByMismatch: 'createdBy must be the signed-in teacher',
  createdByNeeded: provideMessage('createdBy'),
  invalidType: 'type must be SUBJECTIVE or MCQ',
  invalidCategory: 'category must be TEST or ASSIGNMENT',
  nothingToUpdate: 'Nothing to update',
  instituteMismatch: 'instituteId must be the institute of the assessment',
  instituteNeeded: provideMessage('instituteId'),
  studentsNeeded: provideMessage('students'),
  studentsInvalid: 'students must be ALL or a list of student ids',
  studentsEmpty: 'Choose at least one student, or ALL',
  notInClass: '1 or more students are not a part of the class',
  studentNotInClass: 'The student is not a part of the class',
  description: 'description must be at most 5000 characters',
  dueOn: 'dueOn must be a date and time (ISO 8601 with an offset) or null',
  timeLimit: 'timeLimit must be a whole number of minutes from 1 to 600',
  extraMinutes: 'extraMinutes must be a whole number of minutes from 0 to 600',
  boolean: (field: string) => booleanTemplate({ field }),
  theme: 'theme must be a short name (letters, digits, - or _), or null',
  scoringGuide: 'scoringGuide must be at most 10000 characters',
  totalScore: 'totalScore must be a number greater than 0 (at most 100000), or null',
  invalidSkip: 'Invalid skip',
  invalidLimit: 'Invalid limit',
  invalidFilter: 'filter must be ALL, PUBLISHED or UNPUBLISHED',
  invalidSort: 'sort must be NAME, DATE_CREATED or LAST_MODIFIED',
  invalidOrder: 'order must be asc or desc',
  searchTooLong: 'search must be at most 100 characters',
  // Success messages.
  created: 'Assessment created',
  updated: 'Assessment updated',
  removed: 'Assessment removed',
  settingsSaved: 'Settings saved',
  assigned: 'Assigned students updated',
  timeExtended: 'Time limit extended',
  published: 'Assessment published',
  unpublished: 'Assessment unpublished',
} as const);

/** 'Question 3: option count must be valid': a problem of one question, numbered from 1. */
const questionProblemTemplate = defineTemplate('assessment.questionProblem', 'Question {n}: {problem}');
export const questionProblemMessage = (questionNumber: number, problem: string) =>
  questionProblemTemplate({ n: questionNumber, problem });

export const ASSESSMENT_PAGE_MAX = 100;
export const ASSESSMENT_NAME_MAX = 200;
export const ASSESSMENT_QUESTIONS_MAX = 200;
/** SPEC §9: the default time limit is DEFAULT_ASSESSMENT_TIME_LIMIT_MINUTES (1); a teacher sets 1 to 600. */
export const TIME_LIMIT_MAX = 600;
export const EXTRA_MINUTES_MAX = 600;
export const TOTAL_SCORE_MAX = 100_000;

/** SUBJECTIVE (default) or MCQ, which the web shows as Objective (SPEC §5). */
export const ASSESSMENT_TYPES = ['SUBJECTIVE', 'MCQ'] as const;
export const AssessmentType = z.enum(ASSESSMENT_TYPES, { error: ASSESSMENT_MESSAGES.invalidType });
export type AssessmentType = z.infer<typeof AssessmentType>;

/** TEST: the Tests list; ASSIGNMENT: My Assignments. */
export const ASSESSMENT_CATEGORIES = ['TEST', 'ASSIGNMENT'] as const;
export const AssessmentCategory = z.enum(ASSESSMENT_CATEGORIES, { error: ASSESSMENT_MESSAGES.invalidCategory });
export type AssessmentCategory = z.infer<typeof AssessmentCategory>;

/** SPEC §9 "Assignment filters" and "Sorting". */
export const ASSESSMENT_FILTERS = ['ALL', 'PUBLISHED', 'UNPUBLISHED'] as const;
export const AssessmentFilter = z.enum(ASSESSMENT_FILTERS, { error: ASSESSMENT_MESSAGES.invalidFilter });
export type AssessmentFilter = z.infer<typeof AssessmentFilter>;
export const ASSESSMENT_SORTS = ['NAME', 'DATE_CREATED', 'LAST_MODIFIED'] as const;
export const AssessmentSort = z.enum(ASSESSMENT_SORTS, { error: ASSESSMENT_MESSAGES.invalidSort });
export type AssessmentSort = z.infer<typeof AssessmentSort>;

export const AssessmentName = z
  .string({ error: ASSESSMENT_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: ASSESSMENT_MESSAGES.nameRequired })
  .max(ASSESSMENT_NAME_MAX, { error: ASSESSMENT_MESSAGES.nameTooLong })
  .regex(/^[^<>]*$/, { error: ASSESSMENT_MESSAGES.noMarkup });

const bool = (field: string) => z.boolean({ error: ASSESSMENT_MESSAGES.boolean(field) });

// ---------------------------------------------------------------------------------------------------
// Shapes

/** setting/read and setting/update; also part of assessment/read. */
export const AssessmentSettings = z
  .object({
    description: z.string(),
    /** ISO date-time (UTC) or null. */
    dueOn: z.string().nullable(),
    /** Minutes (default 1); each student may have extra minutes (extendTime). */
    timeLimit: z.number().int(),
    shuffleQuestions: z.boolean(),
    shuffleAnswerOptions: z.boolean(),
    /** 'All Questions must be answered' before submitting. */
    requireAllAnswered: z.boolean(),
    theme: z.string().nullable(),
    /** Teacher-only: null in a student's assessment/read. */
    scoringGuide: z.string().nullable(),
    /** When set, scores are scaled to it; otherwise the sum of the questions' points. */
    totalScore: z.number().nullable(),
    /** Students see their scores and the key only once released. */
    resultsReleased: z.boolean(),
  })
  .meta({ id: 'AssessmentSettings' });
export type AssessmentSettings = z.infer<typeof AssessmentSettings>;

/** A learner of the class, as the editor's assign dialog and extra-time list show them. */
export const AssigneeRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /** Reached by the assessment (always true when assigned to all). */
  assigned: z.boolean(),
  /** Minutes added to the time limit for this student. */
  extraMinutes: z.number().int(),
});
export type AssigneeRow = z.infer<typeof AssigneeRow>;

export const AssessmentAssignees = z
  .object({
    assessmentId: z.string(),
    assignedToAll: z.boolean(),
    assignedCount: z.number().int(),
    /** Every learner of the class, by name. */
    students: z.array(AssigneeRow),
  })
  .meta({ id: 'AssessmentAssignees' });
export type AssessmentAssignees = z.infer<typeof AssessmentAssignees>;

/** The editor's key stats. */
export const AssessmentStats = z.object({
  questionCount: z.number().int(),
  /** Sum of the questions' points. */
  totalPoints: z.number(),
  assignedCount: z.number().int(),
  /** Students who opened it (any response). */
  startedCount: z.number().int(),
  /** Responses submitted (SUBMITTED or GRADED). */
  submittedCount: z.number().int(),
});
export type AssessmentStats = z.infer<typeof AssessmentStats>;

export const AssessmentAbilities = z.object({
  /** Edit, publish, assign, see responses (the class's teachers and the admins). */
  canEdit: z.boolean(),
  /** The caller is an assigned student of the published assessment. */
  canTake: z.boolean(),
});

/** assessment/read and the answer of every authoring call. */
export const AssessmentDetail = z
  .object({
    id: z.string(),
    instituteId: z.string(),
    classId: z.string(),
    className: z.string(),
    name: z.string(),
    type: AssessmentType,
    category: AssessmentCategory,
    /** 'Unpublished' or 'Published' (SPEC §3: any value but 'Unpublished' means published). */
    status: z.string(),
    published: z.boolean(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string().nullable(),
    settings: AssessmentSettings,
    assignedToAll: z.boolean(),
    /** Teacher-only (null for a student): who it is assigned to and the extra time of each. */
    assignees: AssessmentAssignees.nullable(),
    /** Teacher-only (null for a student). */
    stats: AssessmentStats.nullable(),
    abilities: AssessmentAbilities,
  })
  .meta({ id: 'AssessmentDetail' });
export type AssessmentDetail = z.infer<typeof AssessmentDetail>;

/** One row of the Tests and My Assignments lists (teachers and admins). */
export const AssessmentListItem = z
  .object({
    id: z.string(),
    classId: z.string(),
    className: z.string(),
    name: z.string(),
    type: AssessmentType,
    category: AssessmentCategory,
    status: z.string(),
    published: z.boolean(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string().nullable(),
    dueOn: z.string().nullable(),
    timeLimit: z.number().int(),
    assignedToAll: z.boolean(),
    questionCount: z.number().int(),
    totalPoints: z.number(),
    assignedCount: z.number().int(),
    submittedCount: z.number().int(),
  })
  .meta({ id: 'AssessmentListItem' });
export type AssessmentListItem = z.infer<typeof AssessmentListItem>;

// ---------------------------------------------------------------------------------------------------
// Creating

export const CreateAssessmentBody = z.strictObject({
  classId: ClassId,
  name: AssessmentName,
  /** Must be the caller ('Please provide: createdBy'). */
  createdBy: z
    .string({ error: ASSESSMENT_MESSAGES.createdByNeeded })
    .trim()
    .min(1, { error: ASSESSMENT_MESSAGES.createdByNeeded })
    .max(100, { error: ASSESSMENT_MESSAGES.createdByMismatch }),
  type: AssessmentType.default('SUBJECTIVE'),
  category: AssessmentCategory.default('TEST'),
});
export type CreateAssessmentBody = z.input<typeof CreateAssessmentBody>;

export const createAssessmentRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/create',
  summary:
    "A new draft assessment in a class (its teachers and the admins); the name is unique in the class ('Assessment already exists'), createdBy must be the caller",
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  body: CreateAssessmentBody,
  response: envelope(AssessmentDetail),
});

export const createDraftRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/createDraft',
  summary: 'The same as assessment/create (the web calls it without showing its errors)',
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  body: CreateAssessmentBody,
  response: envelope(AssessmentDetail),
});

/** 'ALL' (the whole class, also later joiners) or the chosen learners of the class. */
export const AssignedStudents = z.union([z.literal('ALL'), z.array(EntityId).max(1000)], {
  error: (issue) =>
    issue.input === undefined ? ASSESSMENT_MESSAGES.studentsNeeded : ASSESSMENT_MESSAGES.studentsInvalid,
});
export type AssignedStudents = z.infer<typeof AssignedStudents>;

export const CreateAndPublishBody = z.strictObject({
  classId: ClassId,
  name: AssessmentName,
  createdBy: z.string().trim().min(1).max(100).optional(),
  type: AssessmentType.default('SUBJECTIVE'),
  category: AssessmentCategory.default('TEST'),
  /** Each is checked as on publish: the first problem is named with its number ('Question 2: ...'). */
  questions: z
    .array(QuestionContent, { error: ASSESSMENT_MESSAGES.needsQuestion })
    .min(1, { error: ASSESSMENT_MESSAGES.needsQuestion })
    .max(ASSESSMENT_QUESTIONS_MAX, { error: ASSESSMENT_MESSAGES.tooManyQuestions }),
  /** Default ALL. */
  students: AssignedStudents.optional(),
});
export type CreateAndPublishBody = z.input<typeof CreateAndPublishBody>;

export const createDraftAndPublishRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/createDraftandPublish',
  summary:
    'Create an assessment with its questions, assign it (ALL by default) and publish it, all in one transaction: any bad question writes nothing',
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  body: CreateAndPublishBody,
  response: envelope(AssessmentDetail),
});

// ---------------------------------------------------------------------------------------------------
// One assessment

export const AssessmentIdBody = z.strictObject({ assessmentId: AssessmentId });
export const AssessmentIdQuery = z.strictObject({ assessmentId: AssessmentId });

/** A missing setData is 'Please provide: setData'; an empty one 'Nothing to update'. */
const setDataError = (issue: { input?: unknown }) =>
  issue.input === undefined ? provideMessage('setData') : undefined;

export const UpdateAssessmentSetData = z
  .strictObject(
    {
      name: AssessmentName.optional(),
      type: AssessmentType.optional(),
      category: AssessmentCategory.optional(),
    },
    { error: setDataError },
  )
  .refine((data) => Object.values(data).some((value) => value !== undefined), {
    error: ASSESSMENT_MESSAGES.nothingToUpdate,
  });

export const updateAssessmentRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/update',
  summary: 'Rename an assessment, or change its type or category (setData: {name} | {type} | {category})',
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    assessmentId: AssessmentId,
    setData: UpdateAssessmentSetData,
  }),
  response: envelope(AssessmentDetail),
});

export const removeAssessmentRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/remove',
  summary: 'Delete an assessment with its questions, files and responses',
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  body: AssessmentIdBody,
  response: envelope(z.object({ assessmentId: z.string() })),
});

export const readAssessmentRoute = defineRoute({
  method: 'GET',
  path: '/api/assessment/read',
  summary:
    'One assessment: everything with key stats and assignees for its teachers and the admins; an assigned student of the published assessment gets it without the teacher-only fields',
  tags: ['assessments'],
  access: access.signedIn,
  query: AssessmentIdQuery,
  response: envelope(AssessmentDetail),
});

export const isAssessmentExistRoute = defineRoute({
  method: 'GET',
  path: '/api/assessment/isExist',
  summary:
    'Whether an assessment exists for the caller (SPEC §3 isAssessmentExists): false for an unknown id, another institute’s, or a draft or unassigned one for a student',
  tags: ['assessments'],
  access: access.signedIn,
  query: AssessmentIdQuery,
  response: envelope(z.object({ isAssessmentExists: z.boolean() })),
});

export const isAssessmentPublishedRoute = defineRoute({
  method: 'GET',
  path: '/api/assessment/isPublished',
  summary: 'Whether an assessment is published, with its status',
  tags: ['assessments'],
  access: access.signedIn,
  query: AssessmentIdQuery,
  response: envelope(z.object({ assessmentId: z.string(), isPublished: z.boolean(), status: z.string() })),
});

// ---------------------------------------------------------------------------------------------------
// Lists

export const fetchAssessmentsRoute = defineRoute({
  method: 'GET',
  path: '/api/assessment/fetch',
  summary: 'Every assessment of a class, newest first (its teachers and the admins)',
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({ classId: ClassId }),
  response: envelope(z.object({ items: z.array(AssessmentListItem) })),
});

export const FetchPaginatedQuery = z.strictObject({
  /** Without it: every class the caller teaches (an admin: every class of the institute). */
  classId: ClassId.optional(),
  skip: z.coerce
    .number({ error: ASSESSMENT_MESSAGES.invalidSkip })
    .int({ error: ASSESSMENT_MESSAGES.invalidSkip })
    .min(0, { error: ASSESSMENT_MESSAGES.invalidSkip })
    .default(0),
  limit: z.coerce
    .number({ error: ASSESSMENT_MESSAGES.invalidLimit })
    .int({ error: ASSESSMENT_MESSAGES.invalidLimit })
    .min(1, { error: ASSESSMENT_MESSAGES.invalidLimit })
    .max(ASSESSMENT_PAGE_MAX, { error: ASSESSMENT_MESSAGES.invalidLimit })
    .default(ASSESSMENT_PAGE_SIZE),
  filter: AssessmentFilter.default('ALL'),
  /** NAME ascending, DATE_CREATED and LAST_MODIFIED newest first, unless order says otherwise. */
  sort: AssessmentSort.default('DATE_CREATED'),
  order: z.enum(['asc', 'desc'], { error: ASSESSMENT_MESSAGES.invalidOrder }).optional(),
  /** TEST for Tests, ASSIGNMENT for My Assignments; both when omitted. */
  category: AssessmentCategory.optional(),
  /** Part of the name, any case. */
  search: z.string().trim().max(100, { error: ASSESSMENT_MESSAGES.searchTooLong }).optional(),
});
export type FetchPaginatedQuery = z.input<typeof FetchPaginatedQuery>;

export const AssessmentPage = z
  .object({ items: z.array(AssessmentListItem), total: z.number().int() })
  .meta({ id: 'AssessmentPage' });
export type AssessmentPage = z.infer<typeof AssessmentPage>;

export const fetchPaginatedAssessmentsRoute = defineRoute({
  method: 'GET',
  path: '/api/assessment/fetch-paginated',
  summary:
    'Tests or My Assignments, a page at a time (skip 0, limit 10), filtered ALL/PUBLISHED/UNPUBLISHED and sorted NAME/DATE_CREATED/LAST_MODIFIED; of one class or every class the caller teaches',
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  query: FetchPaginatedQuery,
  response: envelope(AssessmentPage),
});

// ---------------------------------------------------------------------------------------------------
// Settings

export const readSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/assessment/setting/read',
  summary: "An assessment's settings (its teachers and the admins)",
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  query: AssessmentIdQuery,
  response: envelope(AssessmentSettings),
});

/** The minutes a student has once they press Start: 1 to 600 (the settings and the publish dialog). */
export const TimeLimit = z
  .number({ error: ASSESSMENT_MESSAGES.timeLimit })
  .int({ error: ASSESSMENT_MESSAGES.timeLimit })
  .min(1, { error: ASSESSMENT_MESSAGES.timeLimit })
  .max(TIME_LIMIT_MAX, { error: ASSESSMENT_MESSAGES.timeLimit });

export const SettingsSetData = z
  .strictObject(
    {
      description: z
        .string({ error: ASSESSMENT_MESSAGES.description })
        .max(5000, { error: ASSESSMENT_MESSAGES.description }),
      dueOn: z.iso.datetime({ offset: true, error: ASSESSMENT_MESSAGES.dueOn }).nullable(),
      timeLimit: TimeLimit,
      shuffleQuestions: bool('shuffleQuestions'),
      shuffleAnswerOptions: bool('shuffleAnswerOptions'),
      requireAllAnswered: bool('requireAllAnswered'),
      resultsReleased: bool('resultsReleased'),
      theme: z
        .string({ error: ASSESSMENT_MESSAGES.theme })
        .regex(/^[A-Za-z0-9_-]{1,50}$/, { error: ASSESSMENT_MESSAGES.theme })
        .nullable(),
      scoringGuide: z
        .string({ error: ASSESSMENT_MESSAGES.scoringGuide })
        .max(10000, { error: ASSESSMENT_MESSAGES.scoringGuide }),
      totalScore: z
        .number({ error: ASSESSMENT_MESSAGES.totalScore })
        .positive({ error: ASSESSMENT_MESSAGES.totalScore })
        .max(TOTAL_SCORE_MAX, { error: ASSESSMENT_MESSAGES.totalScore })
        .nullable(),
    },
    { error: setDataError },
  )
  .partial()
  .refine((data) => Object.values(data).some((value) => value !== undefined), {
    error: ASSESSMENT_MESSAGES.nothingToUpdate,
  });
export type SettingsSetData = z.input<typeof SettingsSetData>;

export const updateSettingsRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/setting/update',
  summary:
    'Change some settings: description, dueOn, timeLimit (1 to 600 minutes), shuffleQuestions, shuffleAnswerOptions, requireAllAnswered, theme, scoringGuide, totalScore, resultsReleased',
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    assessmentId: AssessmentId,
    setData: SettingsSetData,
  }),
  response: envelope(AssessmentSettings),
});

// ---------------------------------------------------------------------------------------------------
// Assignees and extra time

export const updateAssignedStudentsRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/updateAssignedStudents',
  summary:
    'Assign to ALL the class (also later joiners) or to chosen learners of the class; newly reached students of a published assessment are notified',
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({ assessmentId: AssessmentId, students: AssignedStudents }),
  response: envelope(AssessmentAssignees),
});

export const extendTimeRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/extendTime',
  summary: 'Give one learner of the class extra minutes on the time limit (0 to 600; 0 takes it back)',
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    assessmentId: AssessmentId,
    studentId: z
      .string({ error: provideMessage('studentId') })
      .trim()
      .min(1, { error: provideMessage('studentId') })
      .max(100, { error: ASSESSMENT_MESSAGES.studentNotInClass }),
    extraMinutes: z
      .number({ error: ASSESSMENT_MESSAGES.extraMinutes })
      .int({ error: ASSESSMENT_MESSAGES.extraMinutes })
      .min(0, { error: ASSESSMENT_MESSAGES.extraMinutes })
      .max(EXTRA_MINUTES_MAX, { error: ASSESSMENT_MESSAGES.extraMinutes }),
  }),
  response: envelope(AssessmentAssignees),
});

// ---------------------------------------------------------------------------------------------------
// Publishing

/** Stored notification type of a publish (one per assigned student). */
export const ASSESSMENT_NOTIFICATION_TYPES = { published: 'ASSESSMENT_PUBLISHED' } as const;

export const publishAssessmentRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/publish',
  summary:
    "Publish: needs at least one question and every question complete ('Question 2: ...'); each assigned student gets a notification. Publishing a published assessment changes nothing",
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    assessmentId: AssessmentId,
    instituteId: z
      .string({ error: ASSESSMENT_MESSAGES.instituteNeeded })
      .trim()
      .min(1, { error: ASSESSMENT_MESSAGES.instituteNeeded })
      .max(100, { error: ASSESSMENT_MESSAGES.instituteMismatch }),
  }),
  response: envelope(AssessmentDetail),
});

export const unpublishAssessmentRoute = defineRoute({
  method: 'POST',
  path: '/api/assessment/unpublish',
  summary: 'Back to draft: students stop seeing it; their responses are kept',
  tags: ['assessments'],
  access: access.roles('admin', 'instructor'),
  body: AssessmentIdBody,
  response: envelope(AssessmentDetail),
});
