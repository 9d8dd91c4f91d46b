import { z } from 'zod';
import { access } from './access';
import { ASSESSMENT_ACCESS_MESSAGES, AssessmentId } from './assessment-ids';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import {
  Blank,
  BloomLevel,
  NumericAnswer,
  Points,
  QUESTION_MESSAGES,
  QuestionContent,
  QuestionOption,
  QuestionType,
} from './question-model';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/**
 * Questions of an assessment, their files, topics, the institute's question bank, curated questions
 * and imports of generated questions (issue 6, parts 2 and 3). The content model is question-model.ts.
 *
 * Editing saves field by field, so an incomplete question (an empty option, no correct option yet) is
 * allowed while editing; checkQuestionContent decides completeness when a whole question is added
 * (add-question, bank, imports) and when the assessment is published. What update always refuses:
 * points outside 0..1000, an option count outside OPTION_LIMITS, duplicate option ids or titles, and
 * correct options that are not options.
 *
 * A PUBLISHED assessment's questions cannot be added, removed or changed (409), so students' answers
 * always match the questions they were given; only the reference answer and rubric (add-answer-rubric)
 * and the topic (updateTopic) may still change, as they do not change what students see or answer.
 */

export const QUESTION_ROUTE_MESSAGES = defineMessages('questionRoute', {
  questionNotFound: ASSESSMENT_ACCESS_MESSAGES.questionNotFound,
  assessmentNotFound: ASSESSMENT_ACCESS_MESSAGES.assessmentNotFound,
  invalidQuestionId: 'Invalid questionId',
  published: 'Unpublish the assessment to change its questions',
  nothingToUpdate: 'Nothing to update',
  // QUESTION_MESSAGES (question-model.ts) hold the content texts; repeated here where routes name them.
  optionCount: QUESTION_MESSAGES.optionCount,
  correctEmpty: QUESTION_MESSAGES.correctEmpty,
  correctUnknown: QUESTION_MESSAGES.correctUnknown,
  duplicateOptions: QUESTION_MESSAGES.duplicateOptions,
  pointsRange: QUESTION_MESSAGES.pointsRange,
  reorderMismatch: 'questionIds must list every question of the assessment once',
  tooManyQuestions: 'An assessment can have at most 200 questions',
  optionNotFound: 'Option not found',
  fileNotFound: 'File not found',
  noImage: 'The question has no picture',
  imageType: 'Only PNG, JPEG, GIF or WebP pictures are allowed',
  imageTooLarge: 'The picture must be at most 5 MB',
  fileType: 'Only images, PDF, audio and office documents (Word, Excel, PowerPoint) can be attached',
  fileTooLarge: 'Each file must be at most 10 MB',
  tooManyFiles: 'A question can have at most 10 files',
  providePhoto: provideMessage('photo'),
  provideFiles: provideMessage('files'),
  multipartOnly: 'Send the upload as multipart/form-data',
  unknownField: 'Unknown field',
  instituteMismatch: 'instituteId must be the institute of the assessment',
  classMismatch: 'classId must be the class of the assessment',
  teacherMismatch: 'teacherId must be the signed-in teacher',
  topicNotFound: 'Topic not found',
  instituteNotFound: 'Institute not found',
  optionImageUnknown: 'An option picture must be uploaded with question/uploadOptionImage',
  topicNameRequired: 'Please Select a Topic',
  topicNameTooLong: 'A topic name must be at most 200 characters',
  topicExists: 'A topic with this name already exists here',
  topicTooDeep: 'Topics can be nested at most 5 levels deep',
  bankItemNotFound: 'Question bank item not found',
  curatedNotFound: 'Curated question not found',
  generatedNotFound: 'Generated question not found',
  nothingToImport: 'Choose at least one question',
  // Success messages.
  created: 'Question created',
  duplicated: 'Question duplicated',
  updated: 'Question updated',
  skipped: 'Nothing to update',
  removed: 'Question removed',
  reordered: 'Questions reordered',
  added: 'Question added',
  answerRubricSaved: 'Answer and rubric saved',
  imageUploaded: 'Picture uploaded',
  imageRemoved: 'Picture removed',
  filesInserted: 'Files added',
  filesRemoved: 'Files removed',
  topicUpdated: 'Topic updated',
  topicCreated: 'Topic created',
  savedToBank: 'Saved to the question bank',
  imported: 'Questions imported',
} as const);

/** The question picture (uploadImage) and option pictures (uploadOptionImage): multipart field "photo". */
export const QUESTION_IMAGE = {
  field: 'photo',
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;

/** Files attached to a question (insertFiles): multipart field "files"; types checked by magic bytes. */
export const QUESTION_FILES = {
  field: 'files',
  /** At most this many per request and per question. */
  maxFiles: 10,
  maxBytes: 10 * 1024 * 1024,
  types: [
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'application/pdf',
    'audio/mpeg',
    'audio/wav',
    'audio/ogg',
    'audio/mp4',
    'audio/webm',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/msword',
    'application/vnd.ms-excel',
    'application/vnd.ms-powerpoint',
  ],
} as const;
export type QuestionFileType = (typeof QUESTION_FILES.types)[number];

export const MAX_TOPIC_DEPTH = 5;

const idField = (field: string, invalid: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? provideMessage(field) : invalid) })
    .trim()
    .min(1, { error: provideMessage(field) })
    .max(100, { error: invalid });

export const QuestionId = idField('questionId', QUESTION_ROUTE_MESSAGES.invalidQuestionId);
export const TopicId = idField('topicId', QUESTION_ROUTE_MESSAGES.topicNotFound);

export const TopicName = z
  .string({ error: QUESTION_ROUTE_MESSAGES.topicNameRequired })
  .trim()
  .min(1, { error: QUESTION_ROUTE_MESSAGES.topicNameRequired })
  .max(200, { error: QUESTION_ROUTE_MESSAGES.topicNameTooLong });

// ---------------------------------------------------------------------------------------------------
// Shapes

/** A file attached to a question. GET `url` with the session token. */
export const QuestionFile = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type QuestionFile = z.infer<typeof QuestionFile>;

/**
 * A question as its teachers see it: the whole content with the key. `image` is the URL of the
 * question's picture (GET with the session token) or null; option pictures are URLs in options[].image.
 * `source` says where it was copied from: 'curated:<id>', 'bank:<id>', 'generated:<id>',
 * 'import:<format>', or null when written here.
 */
export const Question = QuestionContent.extend({
  id: z.string(),
  assessmentId: z.string(),
  position: z.number().int(),
  tempId: z.string().nullable(),
  topicId: z.string().nullable(),
  topicName: z.string().nullable(),
  image: z.string().nullable(),
  files: z.array(QuestionFile),
  source: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Question' });
export type Question = z.infer<typeof Question>;

/**
 * A question as a student receives it (served by the taking routes through the questions module's
 * toStudentQuestion): never the key (STUDENT_HIDDEN_FIELDS: correctOptions, acceptedAnswers, blanks,
 * numeric, answer, rubric); options without `match`; for MATCHING the right-hand sides come shuffled in
 * `matchChoices` (empty for other types); `blankCount` is the number of {{n}} marks to fill.
 */
export const StudentQuestion = z
  .object({
    id: z.string(),
    assessmentId: z.string(),
    position: z.number().int(),
    type: QuestionType,
    description: z.string(),
    points: z.number(),
    bloomLevel: BloomLevel.nullish(),
    options: z.array(QuestionOption.omit({ match: true })),
    matchChoices: z.array(z.string()),
    blankCount: z.number().int(),
    image: z.string().nullable(),
    files: z.array(QuestionFile),
    topicId: z.string().nullable(),
    topicName: z.string().nullable(),
  })
  .meta({ id: 'StudentQuestion' });
export type StudentQuestion = z.infer<typeof StudentQuestion>;

/** question/fetch and question/reorder: an assessment's questions in position order. */
export const QuestionList = z
  .object({
    assessmentId: z.string(),
    published: z.boolean(),
    questions: z.array(Question),
    /** canEdit: false once the assessment is published (unpublish to change questions). */
    abilities: z.object({ canEdit: z.boolean() }),
  })
  .meta({ id: 'QuestionList' });
export type QuestionList = z.infer<typeof QuestionList>;

export const AnswerRubric = z.object({
  questionId: z.string(),
  answer: z.string().nullable(),
  rubric: z.string().nullable(),
});
export type AnswerRubric = z.infer<typeof AnswerRubric>;

/** A topic of the tree: curated (instituteId null, seeded) or the institute's own. */
export const TopicNode = z
  .object({
    topicId: z.string(),
    topicName: z.string(),
    /** Names from the root down to this topic, joined with ' > ' ('Mathematics > Fractions'). */
    hierarchy: z.string(),
    parentId: z.string().nullable(),
    curated: z.boolean(),
    /** Curated questions under this very topic (0 for an institute's own). */
    curatedQuestionCount: z.number().int(),
    videos: z.array(z.object({ title: z.string(), url: z.string() })),
    get children() {
      return z.array(TopicNode);
    },
  })
  .meta({ id: 'TopicNode' });
export type TopicNode = z.infer<typeof TopicNode>;

/** One item of an institute's question bank. */
export const BankItem = QuestionContent.extend({
  id: z.string(),
  topicId: z.string().nullable(),
  topicName: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
}).meta({ id: 'QuestionBankItem' });
export type BankItem = z.infer<typeof BankItem>;

/** One seeded curated question. */
export const CuratedQuestion = QuestionContent.extend({
  id: z.string(),
  topicId: z.string(),
  topicName: z.string(),
  hierarchy: z.string(),
}).meta({ id: 'CuratedQuestion' });
export type CuratedQuestion = z.infer<typeof CuratedQuestion>;

export const Video = z.object({ title: z.string(), url: z.string() });
export type Video = z.infer<typeof Video>;

/** curatedQuestion/fetchTopicsWithQuestionsAndVideos: every curated topic that has questions or videos. */
export const CuratedTopic = z
  .object({
    topicId: z.string(),
    topicName: z.string(),
    hierarchy: z.string(),
    parentId: z.string().nullable(),
    videos: z.array(Video),
    questions: z.array(CuratedQuestion),
  })
  .meta({ id: 'CuratedTopic' });
export type CuratedTopic = z.infer<typeof CuratedTopic>;

/** What an import or curated add answers: the new questions and the assessment's list after it. */
export const ImportResult = z.object({
  assessmentId: z.string(),
  added: z.array(Question),
  questions: z.array(Question),
});
export type ImportResult = z.infer<typeof ImportResult>;

// ---------------------------------------------------------------------------------------------------
// Writing questions

/** Fields of a question that are not content: the web's temporary id and the topic. */
const QuestionMeta = {
  tempId: z.string().trim().max(100).nullish(),
  topicId: z.string().trim().max(100).nullish(),
  topicName: z.string().trim().max(200, { error: QUESTION_ROUTE_MESSAGES.topicNameTooLong }).nullish(),
};

export const CreateQuestionBody = z.strictObject({
  assessmentId: AssessmentId,
  description: z.string().max(10000, { error: QUESTION_MESSAGES.descriptionTooLong }).optional(),
  points: Points.optional(),
  /** MCQ by default. The new question gets starting options for its type (TRUE_OR_FALSE: True and False). */
  type: QuestionType.optional(),
  bloomLevel: BloomLevel.nullish(),
  ...QuestionMeta,
});
export type CreateQuestionBody = z.input<typeof CreateQuestionBody>;

export const createQuestionRoute = defineRoute({
  method: 'POST',
  path: '/api/question/create',
  summary:
    'A new question at the end of a draft assessment (its teachers and the admins); type MCQ by default, with starting options for its type (MCQ four empty ones, TRUE_OR_FALSE True and False)',
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: CreateQuestionBody,
  response: envelope(Question),
});

export const QuestionIdBody = z.strictObject({ questionId: QuestionId });
export const QuestionIdQuery = z.strictObject({ questionId: QuestionId });

export const duplicateQuestionRoute = defineRoute({
  method: 'POST',
  path: '/api/question/duplicate',
  summary: 'A copy of a question (with copies of its files) right after it, in a draft assessment',
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: QuestionIdBody,
  response: envelope(Question),
});

export const readQuestionRoute = defineRoute({
  method: 'GET',
  path: '/api/question/read',
  summary: "One question with its key (the assessment's teachers and the admins)",
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  query: QuestionIdQuery,
  response: envelope(Question),
});

export const fetchQuestionsRoute = defineRoute({
  method: 'GET',
  path: '/api/question/fetch',
  summary: "An assessment's questions with their keys, in order (its teachers and the admins)",
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({ assessmentId: AssessmentId }),
  response: envelope(QuestionList),
});

/**
 * What question/update may change: any content field and the topic fields. Changing `type` keeps what
 * still fits the new type and resets the rest (see the questions service: options are kept between
 * choice-like types within the new limits, TRUE_OR_FALSE gets True/False, correct options are kept only
 * if they still exist, and the other types' keys are cleared). For ORDERING the options are listed in
 * their right order: options sent without correctOptions make the new list the right order.
 */
export const UpdateQuestionSetData = z
  .strictObject(
    {
      type: QuestionType.optional(),
      description: z.string().max(10000, { error: QUESTION_MESSAGES.descriptionTooLong }).optional(),
      points: Points.optional(),
      options: z.array(QuestionOption).max(20, { error: QUESTION_MESSAGES.optionCount }).optional(),
      correctOptions: z.array(z.string().max(64)).max(20).optional(),
      acceptedAnswers: z.array(z.string().trim().min(1).max(500)).max(50).optional(),
      blanks: z.array(Blank).max(20).optional(),
      numeric: NumericAnswer.nullable().optional(),
      bloomLevel: BloomLevel.nullable().optional(),
      answer: z.string().max(10000).nullable().optional(),
      rubric: z.string().max(10000).nullable().optional(),
      ...QuestionMeta,
    },
    { error: (issue) => (issue.input === undefined ? provideMessage('setData') : undefined) },
  )
  .refine((data) => Object.values(data).some((value) => value !== undefined), {
    error: QUESTION_ROUTE_MESSAGES.nothingToUpdate,
  });
export type UpdateQuestionSetData = z.input<typeof UpdateQuestionSetData>;

export const updateQuestionRoute = defineRoute({
  method: 'POST',
  path: '/api/question/update',
  summary:
    "Change some fields of a question of a draft assessment; a blank questionId is skipped silently (200, data null, nothing written: SPEC §5). Refused: points outside 0..1000, 'option count must be valid', duplicate options, correct options that are not options",
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    /** May be blank: then nothing happens. */
    questionId: z
      .string({ error: provideMessage('questionId') })
      .trim()
      .max(100, {
        error: QUESTION_ROUTE_MESSAGES.invalidQuestionId,
      }),
    setData: UpdateQuestionSetData,
  }),
  response: envelope(Question.nullable()),
});

export const removeQuestionRoute = defineRoute({
  method: 'POST',
  path: '/api/question/remove',
  summary: 'Delete a question of a draft assessment with its stored files; the others close up their positions',
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: QuestionIdBody,
  response: envelope(z.object({ questionId: z.string(), assessmentId: z.string() })),
});

export const reorderQuestionsRoute = defineRoute({
  method: 'POST',
  path: '/api/question/reorder',
  summary: "Put a draft assessment's questions in a new order: questionIds lists every question once",
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    assessmentId: AssessmentId,
    questionIds: z
      .array(z.string().trim().min(1).max(100))
      .min(1, { error: provideMessage('questionIds') })
      .max(200),
  }),
  response: envelope(QuestionList),
});

export const updateCorrectOptionRoute = defineRoute({
  method: 'POST',
  path: '/api/question/updateCorrectOption',
  summary:
    "Set the correct options (ids of the question's options; ORDERING: every id in the right order): 'correct answers must not be empty'",
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    questionId: QuestionId,
    correctOptions: z
      .array(z.string().trim().min(1).max(64), { error: QUESTION_MESSAGES.correctEmpty })
      .min(1, { error: QUESTION_MESSAGES.correctEmpty })
      .max(20),
  }),
  response: envelope(Question),
});

/** A whole question, checked with checkQuestionContent: the first problem is the message. */
export const AddQuestionBody = z.strictObject({
  ...QuestionContent.shape,
  assessmentId: AssessmentId,
  ...QuestionMeta,
});
export type AddQuestionBody = z.input<typeof AddQuestionBody>;

export const addQuestionRoute = defineRoute({
  method: 'POST',
  path: '/api/question/add-question',
  summary:
    'Add a whole question at the end of a draft assessment: {body: {assessmentId, ...content}}, refused unless complete (checkQuestionContent)',
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({ body: AddQuestionBody }),
  response: envelope(Question),
});

export const addAnswerRubricRoute = defineRoute({
  method: 'POST',
  path: '/api/question/add-answer-rubric',
  summary:
    "Set a question's reference answer and rubric, shown beside students' answers when grading (also on a published assessment)",
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    body: z.strictObject({
      questionId: QuestionId,
      answer: z.string().max(10000).nullable(),
      rubric: z.string().max(10000).nullable(),
    }),
  }),
  response: envelope(AnswerRubric),
});

export const readAnswerRubricRoute = defineRoute({
  method: 'GET',
  path: '/api/question/answer-rubric/:id',
  summary: "A question's reference answer and rubric (:id is the questionId; its teachers and the admins)",
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  params: z.object({ id: QuestionId }),
  response: envelope(AnswerRubric),
});

// ---------------------------------------------------------------------------------------------------
// Files (multipart routes have no JSON body schema; their fields are listed in the summary)

/** Multipart fields of uploadImage besides the file "photo"; instituteId, classId, teacherId must match when sent. */
export const UploadImageFields = z.strictObject({
  questionId: QuestionId,
  instituteId: z.string().trim().max(100).optional(),
  classId: z.string().trim().max(100).optional(),
  teacherId: z.string().trim().max(100).optional(),
});

export const uploadQuestionImageRoute = defineRoute({
  method: 'POST',
  path: '/api/question/uploadImage',
  summary:
    'Set the picture of a question of a draft assessment: multipart/form-data with the file "photo" (PNG, JPEG, GIF or WebP by content, at most 5 MB) and the fields questionId, instituteId, classId, teacherId; replaces any earlier picture',
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  response: envelope(Question),
  media: { multipart: { files: [QUESTION_IMAGE.field], required: true, fields: UploadImageFields } },
});

export const removeUploadedImageRoute = defineRoute({
  method: 'POST',
  path: '/api/question/removeUploadedImage',
  summary: "Remove a question's picture (and its stored file)",
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: QuestionIdBody,
  response: envelope(Question),
});

export const InsertFilesFields = z.strictObject({
  questionId: QuestionId,
  instituteId: z.string().trim().max(100).optional(),
});

export const insertQuestionFilesRoute = defineRoute({
  method: 'POST',
  path: '/api/question/insertFiles',
  summary:
    'Attach files to a question of a draft assessment: multipart/form-data with up to 10 files in "files" (images, PDF, audio, Word/Excel/PowerPoint by content; at most 10 MB each, 10 per question) and the fields questionId, instituteId',
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  response: envelope(Question),
  media: { multipart: { files: [QUESTION_FILES.field], required: true, fields: InsertFilesFields } },
});

export const removeQuestionFilesRoute = defineRoute({
  method: 'POST',
  path: '/api/question/removeFiles',
  summary: "Remove some of a question's files (and their stored bytes)",
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    questionId: QuestionId,
    fileIds: z
      .array(z.string().trim().min(1).max(100))
      .min(1, { error: provideMessage('fileIds') })
      .max(20),
  }),
  response: envelope(Question),
});

export const UploadOptionImageFields = z.strictObject({
  questionId: QuestionId,
  optionId: z
    .string({ error: provideMessage('optionId') })
    .trim()
    .min(1, { error: provideMessage('optionId') })
    .max(64),
});

export const uploadOptionImageRoute = defineRoute({
  method: 'POST',
  path: '/api/question/uploadOptionImage',
  summary:
    'Set one option\'s picture (PICTURE_CHOICE): multipart/form-data with the file "photo" (PNG, JPEG, GIF or WebP, at most 5 MB) and the fields questionId, optionId; options[i].image becomes the picture\'s URL',
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  response: envelope(Question),
  media: { multipart: { files: [QUESTION_IMAGE.field], required: true, fields: UploadOptionImageFields } },
});

export const questionImageRoute = defineRoute({
  method: 'GET',
  path: '/api/question/image/:questionId',
  summary: "A question's picture (bytes): the assessment's teachers, the admins and its assigned students",
  tags: ['questions'],
  access: access.signedIn,
  params: z.object({ questionId: QuestionId }),
  response: z.unknown().meta({ description: 'The picture' }),
  media: { produces: QUESTION_IMAGE.types },
});

export const questionFileRoute = defineRoute({
  method: 'GET',
  path: '/api/question/file/:fileId',
  summary:
    "A question's file or option picture (bytes): the assessment's teachers, the admins and its assigned students",
  tags: ['questions'],
  access: access.signedIn,
  params: z.object({ fileId: z.string().trim().min(1).max(100) }),
  response: z.unknown().meta({ description: 'The file' }),
  media: { produces: QUESTION_FILES.types },
});

// ---------------------------------------------------------------------------------------------------
// Topics (recent topics, at most RECENT_TOPICS_MAX newest first, are kept by the web client)

export const updateTopicRoute = defineRoute({
  method: 'POST',
  path: '/api/question/updateTopic',
  summary:
    "Set a question's topic: topicId of a curated topic or one of the institute's own, topicName as shown (also on a published assessment)",
  tags: ['topics'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({ questionId: QuestionId, topicId: TopicId, topicName: TopicName }),
  response: envelope(Question),
});

export const topicsHierarchyRoute = defineRoute({
  method: 'GET',
  path: '/api/graph/topic/all-topics-with-hierarchy',
  summary:
    "Curated topics and the institute's own as a tree (roots sorted by name); instituteId must be the caller's active institute",
  tags: ['topics'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({
    instituteId: z
      .string({ error: provideMessage('instituteId') })
      .trim()
      .min(1, { error: provideMessage('instituteId') })
      .max(100),
  }),
  response: envelope(z.array(TopicNode)),
});

export const createTopicRoute = defineRoute({
  method: 'POST',
  path: '/api/topic/create',
  summary:
    "A topic of the institute's own, at the root or under a curated or own topic (parentId); names are unique among siblings",
  tags: ['topics'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    instituteId: z
      .string({ error: provideMessage('instituteId') })
      .trim()
      .min(1, { error: provideMessage('instituteId') })
      .max(100),
    name: TopicName,
    parentId: z.string().trim().min(1).max(100).nullish(),
  }),
  response: envelope(TopicNode),
});

// ---------------------------------------------------------------------------------------------------
// Banks and curated questions

export const fetchBankViaTopicRoute = defineRoute({
  method: 'GET',
  path: '/api/questionBank/fetchViaTopicId',
  summary: "The caller's institute's question bank items of a topic, newest first",
  tags: ['question bank'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({ topicId: TopicId }),
  response: envelope(z.array(BankItem)),
});

/** Save an assessment's question to the bank (under its topic, or topicId), or a whole new question. */
export const AddToBankBody = z.union([
  z.strictObject({ questionId: QuestionId, topicId: TopicId.optional() }),
  z.strictObject({ ...QuestionContent.shape, topicId: TopicId }),
]);
export type AddToBankBody = z.input<typeof AddToBankBody>;

export const addToBankRoute = defineRoute({
  method: 'POST',
  path: '/api/questionBank/add',
  summary:
    "Save to the institute's question bank: {questionId} (a copy of that question, under its topic or topicId) or {topicId, ...content}; refused unless complete",
  tags: ['question bank'],
  access: access.roles('admin', 'instructor'),
  body: AddToBankBody,
  response: envelope(BankItem),
});

export const fetchCuratedViaTopicRoute = defineRoute({
  method: 'GET',
  path: '/api/curatedQuestion/fetchViaTopicId',
  summary: 'The curated questions of a topic and of the topics under it',
  tags: ['curated questions'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({ topicId: TopicId }),
  response: envelope(z.array(CuratedQuestion)),
});

const IdList = (field: string) =>
  z
    .array(z.string().trim().min(1).max(100), { error: provideMessage(field) })
    .min(1, { error: QUESTION_ROUTE_MESSAGES.nothingToImport })
    .max(100);

export const addCuratedToAssessmentRoute = defineRoute({
  method: 'POST',
  path: '/api/curatedQuestion/addToAssesment',
  summary:
    "Copy curated questions to the end of a draft assessment (source 'curated:<id>'), in the order given; all or nothing",
  tags: ['curated questions'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    assessmentId: AssessmentId,
    curatedQuestionReferenceIds: IdList('curatedQuestionReferenceIds'),
  }),
  response: envelope(ImportResult),
});

export const curatedTopicsRoute = defineRoute({
  method: 'GET',
  path: '/api/curatedQuestion/fetchTopicsWithQuestionsAndVideos',
  summary: 'Every curated topic with its questions and videos (links), in hierarchy order',
  tags: ['curated questions'],
  access: access.roles('admin', 'instructor'),
  response: envelope(z.array(CuratedTopic)),
});

export const importFromBankRoute = defineRoute({
  method: 'POST',
  path: '/api/question/importFromQuestionBank',
  summary:
    "Copy items of the caller's institute's question bank to the end of a draft assessment (source 'bank:<id>'); another institute's item is 404",
  tags: ['question bank'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({ assessmentId: AssessmentId, questionBankIds: IdList('questionBankIds') }),
  response: envelope(ImportResult),
});

export const importGeneratedRoute = defineRoute({
  method: 'POST',
  path: '/api/question/importGeneratedQuestions',
  summary:
    "Copy questions of one group made by the AI question generator to the end of a draft assessment (source 'generated:<id>'); each must be complete",
  tags: ['questions'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    assessmentId: AssessmentId,
    groupId: z
      .string({ error: provideMessage('groupId') })
      .trim()
      .min(1, { error: provideMessage('groupId') })
      .max(100),
    questionIds: IdList('questionIds'),
  }),
  response: envelope(ImportResult),
});
