import { z } from 'zod';
import { access } from './access';
import { PageQuery } from './behaviour';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';

export const MY_FILES_MESSAGES = defineMessages('myFiles', {
  uploaded: 'File uploaded',
  updated: 'File updated',
  renamed: 'File renamed',
  deleted: 'File deleted',
  flashcardsSaved: 'Flashcards saved',
  quizcardsSaved: 'Quiz cards saved',
  movedToFiles: 'Moved to My Files',
  movedToContent: 'Moved to My Content',
  fileNotFound: 'File not found',
  folderNotFound: 'Folder not found',
  lessonNotFound: 'Lesson not found',
  selectFile: 'Please select file to upload',
  oneFile: 'Upload one file at a time',
  multipartOnly: 'Send the upload as multipart/form-data',
  unknownField: 'Unknown field',
  fileType: 'Only pictures, PDF files, audio and Office documents can be uploaded',
  typeMismatch: "The file's content does not match its name or type",
  notPdf: 'This file is not a valid PDF',
  tooLarge: 'A file must be at most 50 MB',
  nameTooLong: 'A name must be at most 200 characters',
  nameTaken: 'A file with this name already exists here',
  noCardsToUpdate: 'Only flashcard decks and quiz cards have cards',
  wrongCards: 'These cards do not fit this kind of file',
  cardsRequired: 'Add at least one card',
  tooManyCards: 'A set can hold at most 200 cards',
  cardSideRequired: 'Every card needs a front and a back',
  cardTooLong: 'A card side must be at most 1000 characters',
  questionRequired: 'Every quiz card needs a question',
  optionsCount: 'A quiz card needs 2 to 6 options',
  optionRequired: 'An option cannot be empty',
  answerOutOfRange: 'The answer must be one of the options',
  notContentLesson: 'Only a Content lesson in My Content can be moved to My Files',
  notInMyFiles: 'Only a lesson in My Files can be moved to My Content',
  lessonNameTaken: 'A lesson with this name already exists there',
  nothingToUpdate: 'Nothing to update',
  invalidKind: 'Invalid kind',
  invalidSort: 'Invalid sort',
} as const);

/** What My Files keeps: uploads, flashcard decks, quiz-card sets; its list also shows lessons moved there. */
export const MY_FILE_KINDS = ['FILE', 'FLASHCARD', 'QUIZCARD'] as const;
export type MyFileKind = (typeof MY_FILE_KINDS)[number];
export const MY_FILE_ITEM_KINDS = [...MY_FILE_KINDS, 'LESSON'] as const;
export type MyFileItemKind = (typeof MY_FILE_ITEM_KINDS)[number];

/** SPEC §3 "Upload file progress" and §4: an upload goes IN_PROGRESS to SUCCESS or FAILED. */
export const UPLOAD_STATUSES = ['IN_PROGRESS', 'SUCCESS', 'FAILED'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** Uploads: one file in the multipart field "file", its type read from its magic bytes. */
export const MY_FILES_UPLOAD = {
  field: 'file',
  maxBytes: 50 * 1024 * 1024,
  types: [
    'image/png',
    'image/jpeg',
    'image/webp',
    'image/gif',
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
export type MyFileType = (typeof MY_FILES_UPLOAD.types)[number];

export const MY_FILES_LIMITS = { nameMax: 200, cardsMax: 200, sideMax: 1000, optionsMin: 2, optionsMax: 6 } as const;

export const MY_FILE_SORTS = ['NAME', 'DATE_CREATED', 'LAST_MODIFIED'] as const;
export type MyFileSort = (typeof MY_FILE_SORTS)[number];

const FileId = z
  .string({ error: provideMessage('fileId') })
  .trim()
  .min(1, { error: provideMessage('fileId') })
  .max(100);
const LessonId = z
  .string({ error: provideMessage('lessonId') })
  .trim()
  .min(1, { error: provideMessage('lessonId') })
  .max(100);
const FolderId = z.string().trim().min(1, { error: MY_FILES_MESSAGES.folderNotFound }).max(100);

export const MyFileName = z
  .string({ error: provideMessage('name') })
  .trim()
  .min(1, { error: provideMessage('name') })
  .max(MY_FILES_LIMITS.nameMax, { error: MY_FILES_MESSAGES.nameTooLong });

const CardSide = z
  .string({ error: MY_FILES_MESSAGES.cardSideRequired })
  .trim()
  .min(1, { error: MY_FILES_MESSAGES.cardSideRequired })
  .max(MY_FILES_LIMITS.sideMax, { error: MY_FILES_MESSAGES.cardTooLong });

/** A flashcard: a front and a back, in any script. */
export const Flashcard = z.strictObject({ front: CardSide, back: CardSide });
export type Flashcard = z.infer<typeof Flashcard>;

/** A quiz card: a question, 2 to 6 options and the index of the right one. */
export const QuizCard = z
  .strictObject({
    question: z
      .string({ error: MY_FILES_MESSAGES.questionRequired })
      .trim()
      .min(1, { error: MY_FILES_MESSAGES.questionRequired })
      .max(MY_FILES_LIMITS.sideMax, { error: MY_FILES_MESSAGES.cardTooLong }),
    options: z
      .array(
        z
          .string({ error: MY_FILES_MESSAGES.optionRequired })
          .trim()
          .min(1, { error: MY_FILES_MESSAGES.optionRequired })
          .max(MY_FILES_LIMITS.sideMax, { error: MY_FILES_MESSAGES.cardTooLong }),
        { error: MY_FILES_MESSAGES.optionsCount },
      )
      .min(MY_FILES_LIMITS.optionsMin, { error: MY_FILES_MESSAGES.optionsCount })
      .max(MY_FILES_LIMITS.optionsMax, { error: MY_FILES_MESSAGES.optionsCount }),
    answer: z.number({ error: MY_FILES_MESSAGES.answerOutOfRange }).int({ error: MY_FILES_MESSAGES.answerOutOfRange }),
  })
  .refine((card) => card.answer >= 0 && card.answer < card.options.length, {
    error: MY_FILES_MESSAGES.answerOutOfRange,
    path: ['answer'],
  });
export type QuizCard = z.infer<typeof QuizCard>;

const cardList = <T extends z.ZodType>(card: T) =>
  z
    .array(card, { error: MY_FILES_MESSAGES.cardsRequired })
    .min(1, { error: MY_FILES_MESSAGES.cardsRequired })
    .max(MY_FILES_LIMITS.cardsMax, { error: MY_FILES_MESSAGES.tooManyCards });
export const FlashcardList = cardList(Flashcard);
export const QuizCardList = cardList(QuizCard);

export const MyFileAbilities = z.object({
  canRename: z.boolean(),
  canDelete: z.boolean(),
  canEditCards: z.boolean(),
  /** A lesson moved here may go back to My Content. */
  canMoveToContent: z.boolean(),
});

/** One row of My Files: an upload, a deck, a quiz-card set, or a Content lesson moved here. */
export const MyFileItem = z
  .object({
    id: z.string(),
    kind: z.enum(MY_FILE_ITEM_KINDS),
    name: z.string(),
    folderId: z.string().nullable(),
    /** Uploads: the type read from the file's bytes. */
    contentType: z.enum(MY_FILES_UPLOAD.types).nullable(),
    size: z.number().int(),
    status: z.enum(UPLOAD_STATUSES),
    /** Decks and quiz-card sets: how many cards. */
    cardCount: z.number().int(),
    /** Uploads: GET with the session token (the file route); null for the rest. */
    url: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    abilities: MyFileAbilities,
  })
  .meta({ id: 'MyFileItem' });
export type MyFileItem = z.infer<typeof MyFileItem>;

/** myFiles/get and the answer of the card calls: the row with its cards. */
export const MyFileDetail = MyFileItem.extend({
  flashcards: z.array(Flashcard).nullable(),
  quizcards: z.array(QuizCard).nullable(),
}).meta({ id: 'MyFileDetail' });
export type MyFileDetail = z.infer<typeof MyFileDetail>;

const boolFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true')
  .optional();

/** Which rows: one folder (the top when no folderId), or all of them; by kind, name search and order. */
export const MyFilesQuery = {
  folderId: FolderId.optional(),
  /** true: every folder (a deck picker), ignoring folderId. */
  all: boolFlag,
  kind: z.enum(MY_FILE_ITEM_KINDS, { error: MY_FILES_MESSAGES.invalidKind }).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(MY_FILE_SORTS, { error: MY_FILES_MESSAGES.invalidSort }).default('LAST_MODIFIED'),
};

export const MyFileList = z.object({ items: z.array(MyFileItem) }).meta({ id: 'MyFileList' });
export type MyFileList = z.infer<typeof MyFileList>;

export const MyFilePage = z
  .object({ items: z.array(MyFileItem), total: z.number().int(), skip: z.number().int(), limit: z.number().int() })
  .meta({ id: 'MyFilePage' });
export type MyFilePage = z.infer<typeof MyFilePage>;

const TAGS = ['my files'];
const TEACHERS = access.roles('admin', 'instructor');

export const fetchMyFilesRoute = defineRoute({
  method: 'GET',
  path: '/api/myFiles/fetch',
  summary:
    "The caller's My Files in one folder (the top without folderId) or in all (all=true): uploads, flashcard decks, quiz cards and Content lessons moved here; filter by kind and name, order by NAME, DATE_CREATED or LAST_MODIFIED (newest first)",
  tags: TAGS,
  access: TEACHERS,
  query: z.strictObject(MyFilesQuery),
  response: envelope(MyFileList),
});

export const fetchMyFilesPageRoute = defineRoute({
  method: 'GET',
  path: '/api/myFiles/fetch-paginated',
  summary: 'myFiles/fetch one page at a time: skip (default 0) and limit (default 20, at most 100)',
  tags: TAGS,
  access: TEACHERS,
  query: z.strictObject({ ...MyFilesQuery, ...PageQuery }),
  response: envelope(MyFilePage),
});

export const getMyFileRoute = defineRoute({
  method: 'GET',
  path: '/api/myFiles/get',
  summary: "One of the caller's files with its cards (decks and quiz cards); another's is 404",
  tags: TAGS,
  access: TEACHERS,
  query: z.strictObject({ fileId: FileId }),
  response: envelope(MyFileDetail),
});

/** The fields of an upload besides the file. */
export const UploadFields = z.strictObject({
  folderId: FolderId.optional(),
  /** Shown name; default the file's own name. */
  name: MyFileName.optional(),
});

export const uploadMyFileRoute = defineRoute({
  method: 'POST',
  path: '/api/myFiles/upload',
  summary:
    'Upload one file to My Files: multipart/form-data with the file in "file" (a picture, PDF, audio or Office document, at most 50 MB, its type read from its bytes: a file whose name or declared type says otherwise is refused) and optional folderId and name; counted against the licence\'s storage',
  tags: TAGS,
  access: TEACHERS,
  response: envelope(MyFileItem),
  media: { multipart: { files: [MY_FILES_UPLOAD.field], required: true, fields: UploadFields } },
});

export const myFileContentRoute = defineRoute({
  method: 'GET',
  path: '/api/myFiles/file/:id',
  summary: "An uploaded file's bytes, for its owner (pictures and PDFs inline, the rest as attachments)",
  tags: TAGS,
  access: TEACHERS,
  params: z.object({ id: FileId }),
  response: z.unknown().meta({ description: 'The file, with its type' }),
  media: { produces: MY_FILES_UPLOAD.types },
});

/** A missing setData is 'Please provide: setData'; an empty one 'Nothing to update'. */
const setDataError = (issue: { input?: unknown }) =>
  issue.input === undefined ? provideMessage('setData') : undefined;

export const UpdateMyFileBody = z.strictObject({
  fileId: FileId,
  setData: z
    .strictObject(
      {
        name: MyFileName.optional(),
        /** Another folder of My Files, or null for the top. */
        folderId: FolderId.nullable().optional(),
        flashcards: FlashcardList.optional(),
        quizcards: QuizCardList.optional(),
      },
      { error: setDataError },
    )
    .refine((data) => Object.values(data).some((value) => value !== undefined), {
      error: MY_FILES_MESSAGES.nothingToUpdate,
    }),
});
export type UpdateMyFileBody = z.input<typeof UpdateMyFileBody>;

export const updateMyFileRoute = defineRoute({
  method: 'POST',
  path: '/api/myFiles/update',
  summary: "Change a file: its name, its folder, or a deck's or quiz-card set's cards (all in one step)",
  tags: TAGS,
  access: TEACHERS,
  body: UpdateMyFileBody,
  response: envelope(MyFileDetail),
});

export const renameMyFileRoute = defineRoute({
  method: 'POST',
  path: '/api/myFiles/rename',
  summary: 'Rename a file (unique in its folder)',
  tags: TAGS,
  access: TEACHERS,
  body: z.strictObject({ fileId: FileId, name: MyFileName }),
  response: envelope(MyFileItem),
});

export const deleteMyFileRoute = defineRoute({
  method: 'POST',
  path: '/api/myFiles/delete',
  summary: "Delete a file; an upload's bytes are removed and given back to the licence's storage",
  tags: TAGS,
  access: TEACHERS,
  body: z.strictObject({ fileId: FileId }),
  response: envelope(z.object({ fileId: z.string() })),
});

const DeckBody = <T extends z.ZodType>(cards: T) =>
  z.strictObject({ name: MyFileName, folderId: FolderId.optional(), cards });

export const addFlashcardRoute = defineRoute({
  method: 'POST',
  path: '/api/myFiles/add-flashcard',
  summary: 'A new flashcard deck in My Files: a name and 1 to 200 cards, each a front and a back',
  tags: TAGS,
  access: TEACHERS,
  body: DeckBody(FlashcardList),
  response: envelope(MyFileDetail),
});

export const addQuizcardRoute = defineRoute({
  method: 'POST',
  path: '/api/myFiles/add-quizcard',
  summary: 'A new quiz-card set in My Files: a name and 1 to 200 cards, each a question, 2 to 6 options and the answer',
  tags: TAGS,
  access: TEACHERS,
  body: DeckBody(QuizCardList),
  response: envelope(MyFileDetail),
});

export const moveToMyFilesRoute = defineRoute({
  method: 'POST',
  path: '/api/myFiles/move-to-my-files',
  summary: "Move one of the caller's Content lessons from My Content to the top of My Files",
  tags: TAGS,
  access: TEACHERS,
  body: z.strictObject({ lessonId: LessonId }),
  response: envelope(MyFileItem),
});

export const moveLessonToContentRoute = defineRoute({
  method: 'POST',
  path: '/api/myFiles/move-lesson-to-content',
  summary: 'Move a lesson the caller keeps in My Files back to the top of My Content',
  tags: TAGS,
  access: TEACHERS,
  body: z.strictObject({ lessonId: LessonId }),
  response: envelope(z.object({ lessonId: z.string(), space: z.literal('CONTENT') })),
});
