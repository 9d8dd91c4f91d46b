import { z } from 'zod';
import { access } from './access';
import { CreditUse, EngineInfo } from './ai';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { UI_LANGUAGE_CODES, type UiLanguage } from './languages';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';

/**
 * AI notebooks and threads (issue 19) on the Learn-AI host: a teacher's notebooks in folders, their
 * sources split into passages with page or time, full-text search, and threads whose answers cite the
 * passages retrieved for them (the server drops any other citation).
 */

export const NOTEBOOK_MESSAGES = defineMessages('notebooks', {
  created: 'Notebook created',
  updated: 'Notebook updated',
  deleted: 'Notebook deleted',
  notebookNotFound: 'Notebook not found',
  folderCreated: 'Folder created',
  folderUpdated: 'Folder renamed',
  folderDeleted: 'Folder deleted',
  folderNotFound: 'Folder not found',
  sourceAdded: 'Source added',
  sourceDeleted: 'Source deleted',
  sourceNotFound: 'Source not found',
  threadCreated: 'Thread created',
  threadDeleted: 'Thread deleted',
  threadNotFound: 'Thread not found',
  nameTooLong: 'A name must be at most 200 characters',
  textTooLong: 'A pasted source must be at most 500000 characters',
  tooManySources: 'A notebook can hold at most 200 sources',
  notebookFull: 'A notebook can hold at most 50 MB of sources',
  fileTooLarge: 'A source file must be at most 50 MB',
  fileType: 'Only PDF files and .vtt or .srt transcripts can be added',
  notPdf: 'This file is not a PDF that can be read',
  pdfEncrypted: 'This PDF is protected by a password: remove the password and add it again',
  pdfNoText: 'No text could be read from this PDF (scanned pages need text recognition first)',
  badTranscript: 'No timed captions could be read from this transcript (.vtt or .srt)',
  noText: 'The source has no text to add',
  selectFile: 'Please select file to upload',
  multipartOnly: 'Send the upload as multipart/form-data',
  unknownField: 'Unknown field',
  emptyQuestion: 'Please ask a question',
  questionTooLong: 'A question must be at most 4000 characters',
  searchTooShort: 'Please provide: q',
  notInSources: 'Your sources do not say anything about this.',
  answerCut: 'The answer was cut off: the AI service stopped. Your credits were given back',
  threadCreateFailed: 'Failed to create the Thread from the API',
  classNotFound: 'Class not found',
} as const);

/** SPEC §9 AI teacher modes. */
export const TEACHER_MODES = ['GENERAL', 'LESSON_PLAN_CREATOR', 'QUIZ_MASTER'] as const;
export const TeacherMode = z.enum(TEACHER_MODES);
export type TeacherMode = z.infer<typeof TeacherMode>;

/** SPEC §9 quick actions: Summarize, Apply My Knowledge, Explain More, Quiz Me. */
export const QUICK_ACTIONS = ['SUMMARIZE', 'APPLY_MY_KNOWLEDGE', 'EXPLAIN_MORE', 'QUIZ_ME'] as const;
export const QuickAction = z.enum(QUICK_ACTIONS);
export type QuickAction = z.infer<typeof QuickAction>;

/** SPEC §9 content sources: user (pasted text), PDF, YOUTUBE_TRANSCRIPT. */
export const SOURCE_KINDS = ['user', 'PDF', 'YOUTUBE_TRANSCRIPT'] as const;
export const SourceKind = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof SourceKind>;

/** SPEC §9 history groups of the thread list. */
export const HISTORY_GROUPS = ['TODAY', 'YESTERDAY', 'LAST_SEVEN_DAYS', 'OLDER'] as const;
export type HistoryGroup = (typeof HISTORY_GROUPS)[number];

export const NOTEBOOK_LIMITS = {
  sources: 200,
  bytes: 50 * 1024 * 1024,
  nameMax: 200,
  textMax: 500_000,
  questionMax: 4000,
  /** Passages retrieved for one answer. */
  retrieved: 6,
} as const;

/** Uploads: one file in "file": a PDF, or a .vtt / .srt transcript. */
export const NOTEBOOK_UPLOAD = { field: 'file', maxBytes: NOTEBOOK_LIMITS.bytes } as const;

/** Which group a thread's last activity falls in, by the viewer's local calendar days. */
export function historyGroup(at: Date, now: Date = new Date()): HistoryGroup {
  const day = (value: Date) => new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
  const days = Math.round((day(now) - day(at)) / 86_400_000);
  if (days <= 0) return 'TODAY';
  if (days === 1) return 'YESTERDAY';
  if (days < 7) return 'LAST_SEVEN_DAYS';
  return 'OLDER';
}

const Id = (field: string) =>
  z
    .string({ error: provideMessage(field) })
    .trim()
    .min(1, { error: provideMessage(field) })
    .max(100);
const Name = z
  .string({ error: provideMessage('name') })
  .trim()
  .min(1, { error: provideMessage('name') })
  .max(NOTEBOOK_LIMITS.nameMax, { error: NOTEBOOK_MESSAGES.nameTooLong });
const Language = z.enum(UI_LANGUAGE_CODES as [UiLanguage, ...UiLanguage[]]);

export const NotebookFolder = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
export type NotebookFolder = z.infer<typeof NotebookFolder>;

export const NotebookSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    folderId: z.string().nullable(),
    mode: TeacherMode,
    sourceCount: z.number().int(),
    bytes: z.number().int(),
    ownerName: z.string(),
    /** The classes it is shared with, read-only (names for the owner's list). */
    sharedWith: z.array(z.object({ classId: z.string(), name: z.string() })),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Whether the caller owns it (may add sources, rename, share); students read only. */
    canEdit: z.boolean(),
  })
  .meta({ id: 'NotebookSummary' });
export type NotebookSummary = z.infer<typeof NotebookSummary>;

export const NotebookSource = z
  .object({
    id: z.string(),
    notebookId: z.string(),
    kind: SourceKind,
    title: z.string(),
    language: z.string(),
    bytes: z.number().int(),
    pageCount: z.number().int().nullable(),
    passageCount: z.number().int(),
    /** A video's address, kept as given (never fetched by the server). */
    url: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'NotebookSource' });
export type NotebookSource = z.infer<typeof NotebookSource>;

export const Passage = z.object({
  id: z.string(),
  sourceId: z.string(),
  ordinal: z.number().int(),
  page: z.number().int().nullable(),
  startSeconds: z.number().int().nullable(),
  text: z.string(),
});
export type Passage = z.infer<typeof Passage>;

export const NotebookDetail = NotebookSummary.extend({ sources: z.array(NotebookSource) }).meta({
  id: 'NotebookDetail',
});
export type NotebookDetail = z.infer<typeof NotebookDetail>;

export const NotebookList = z.object({ folders: z.array(NotebookFolder), notebooks: z.array(NotebookSummary) });
export type NotebookList = z.infer<typeof NotebookList>;

export const SourceDetail = NotebookSource.extend({ passages: z.array(Passage) });
export type SourceDetail = z.infer<typeof SourceDetail>;

/** A search result; `snippet` marks matched words between << and >>. */
export const SearchHit = z.object({
  passageId: z.string(),
  notebookId: z.string(),
  notebookName: z.string(),
  sourceId: z.string(),
  sourceTitle: z.string(),
  kind: SourceKind,
  page: z.number().int().nullable(),
  startSeconds: z.number().int().nullable(),
  snippet: z.string(),
  rank: z.number(),
});
export type SearchHit = z.infer<typeof SearchHit>;

/** One citation of an answer: the number it carries in the text and the passage it names. */
export const Citation = z.object({
  n: z.number().int(),
  passageId: z.string(),
  sourceId: z.string(),
  sourceTitle: z.string(),
  kind: SourceKind,
  page: z.number().int().nullable(),
  startSeconds: z.number().int().nullable(),
  quote: z.string(),
});
export type Citation = z.infer<typeof Citation>;

export const MESSAGE_STATUSES = ['complete', 'cut'] as const;

export const ThreadMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  action: QuickAction.nullable(),
  citations: z.array(Citation),
  status: z.enum(MESSAGE_STATUSES),
  engine: EngineInfo.nullable(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof ThreadMessage>;

export const ThreadSummary = z.object({
  id: z.string(),
  notebookId: z.string(),
  notebookName: z.string(),
  title: z.string(),
  mode: TeacherMode,
  /** Who asked: the owner sees students' threads on a shared notebook by name. */
  askedBy: z.object({ userId: z.string(), name: z.string(), isStudent: z.boolean() }),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ThreadSummary = z.infer<typeof ThreadSummary>;

export const ThreadDetail = ThreadSummary.extend({ messages: z.array(ThreadMessage) });
export type ThreadDetail = z.infer<typeof ThreadDetail>;

// Bodies

export const CreateNotebookBody = z.strictObject({
  name: Name,
  folderId: Id('folderId').optional(),
  mode: TeacherMode.default('GENERAL'),
});
export const UpdateNotebookBody = z.strictObject({
  notebookId: Id('notebookId'),
  name: Name.optional(),
  folderId: Id('folderId').nullable().optional(),
  mode: TeacherMode.optional(),
});
export const NotebookIdBody = z.strictObject({ notebookId: Id('notebookId') });
export const NotebookFolderBody = z.strictObject({ name: Name });
export const RenameNotebookFolderBody = z.strictObject({ folderId: Id('folderId'), name: Name });
export const NotebookFolderIdBody = z.strictObject({ folderId: Id('folderId') });

export const TextSourceBody = z.strictObject({
  notebookId: Id('notebookId'),
  title: Name,
  text: z
    .string({ error: provideMessage('text') })
    .trim()
    .min(1, { error: provideMessage('text') })
    .max(NOTEBOOK_LIMITS.textMax, { error: NOTEBOOK_MESSAGES.textTooLong }),
  /** user: plain text; YOUTUBE_TRANSCRIPT: a pasted .vtt or .srt transcript. */
  kind: z.enum(['user', 'YOUTUBE_TRANSCRIPT']).default('user'),
  language: Language.default('en'),
  url: z.url().max(2000).optional(),
});
export type TextSourceBody = z.input<typeof TextSourceBody>;

export const UploadSourceFields = z.strictObject({
  notebookId: Id('notebookId'),
  title: Name.optional(),
  language: Language.default('en'),
  url: z.url().max(2000).optional(),
});

export const SourceIdBody = z.strictObject({ sourceId: Id('sourceId') });

export const SearchQuery = z.strictObject({
  q: z
    .string({ error: NOTEBOOK_MESSAGES.searchTooShort })
    .trim()
    .min(1, { error: NOTEBOOK_MESSAGES.searchTooShort })
    .max(500),
  notebookId: Id('notebookId').optional(),
});

export const CreateThreadBody = z.strictObject({
  notebookId: Id('notebookId'),
  title: Name.optional(),
  mode: TeacherMode.optional(),
});
export const ThreadIdBody = z.strictObject({ threadId: Id('threadId') });

export const ChatBody = z
  .strictObject({
    notebookId: Id('notebookId'),
    /** Omitted: a new thread is started with this question. */
    threadId: Id('threadId').optional(),
    question: z
      .string()
      .trim()
      .max(NOTEBOOK_LIMITS.questionMax, { error: NOTEBOOK_MESSAGES.questionTooLong })
      .default(''),
    action: QuickAction.optional(),
    mode: TeacherMode.optional(),
    requestId: z.string().trim().min(8).max(64).optional(),
  })
  .refine((body) => body.question.length > 0 || body.action !== undefined, {
    error: NOTEBOOK_MESSAGES.emptyQuestion,
    path: ['question'],
  });
export type ChatBody = z.input<typeof ChatBody>;

export const ShareBody = z.strictObject({
  notebookId: Id('notebookId'),
  classIds: z.array(z.string().trim().min(1).max(100)).max(50),
});

/** Events of the chat stream: meta (engine, credits, thread, the question stored), passages, delta…, done | error. */
export const CHAT_STREAM_EVENTS = ['meta', 'passages', 'delta', 'done', 'error'] as const;
export const ChatMeta = EngineInfo.extend({
  credits: CreditUse.nullable(),
  thread: ThreadSummary,
  question: ThreadMessage,
});
export type ChatMeta = z.infer<typeof ChatMeta>;

const TAGS = ['notebooks', 'learn-ai'];
const TEACHERS = access.roles('admin', 'instructor');
const EVERYONE = access.signedIn;

export const listNotebooksRoute = defineRoute({
  method: 'GET',
  path: '/api/learn-ai/notebooks',
  summary: "A teacher's notebooks and folders; a student's: the notebooks shared with a class they are in (read-only)",
  tags: TAGS,
  access: EVERYONE,
  response: envelope(NotebookList),
});

export const createNotebookRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/notebooks',
  summary: 'A new notebook (name, optional folder, teacher mode GENERAL, LESSON_PLAN_CREATOR or QUIZ_MASTER)',
  tags: TAGS,
  access: TEACHERS,
  body: CreateNotebookBody,
  response: envelope(NotebookSummary),
});

export const readNotebookRoute = defineRoute({
  method: 'GET',
  path: '/api/learn-ai/notebooks/read',
  summary: 'A notebook with its sources (its owner, or a student of a class it is shared with)',
  tags: TAGS,
  access: EVERYONE,
  query: z.strictObject({ notebookId: Id('notebookId') }),
  response: envelope(NotebookDetail),
});

export const updateNotebookRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/notebooks/update',
  summary: 'Rename a notebook, move it to a folder (null: the top) or change its teacher mode',
  tags: TAGS,
  access: TEACHERS,
  body: UpdateNotebookBody,
  response: envelope(NotebookSummary),
});

export const deleteNotebookRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/notebooks/delete',
  summary: 'Delete a notebook with its sources, passages and threads',
  tags: TAGS,
  access: TEACHERS,
  body: NotebookIdBody,
  response: envelope(z.object({ notebookId: z.string() })),
});

export const createNotebookFolderRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/notebooks/folders/create',
  summary: 'A new folder of notebooks',
  tags: TAGS,
  access: TEACHERS,
  body: NotebookFolderBody,
  response: envelope(NotebookFolder),
});

export const renameNotebookFolderRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/notebooks/folders/rename',
  summary: 'Rename a folder of notebooks',
  tags: TAGS,
  access: TEACHERS,
  body: RenameNotebookFolderBody,
  response: envelope(NotebookFolder),
});

export const deleteNotebookFolderRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/notebooks/folders/delete',
  summary: 'Delete a folder; its notebooks move to the top',
  tags: TAGS,
  access: TEACHERS,
  body: NotebookFolderIdBody,
  response: envelope(z.object({ folderId: z.string() })),
});

export const addTextSourceRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/notebooks/sources/text',
  summary:
    'Add a pasted text (kind user) or a pasted .vtt/.srt transcript (YOUTUBE_TRANSCRIPT) to a notebook, split into passages and indexed in its language',
  tags: TAGS,
  access: TEACHERS,
  body: TextSourceBody,
  response: envelope(NotebookSource),
});

export const uploadSourceRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/notebooks/sources/upload',
  summary:
    'Add a PDF (read page by page) or a .vtt/.srt transcript file: multipart/form-data with the file in "file" and notebookId, optional title, language, url; at most 200 sources and 50 MB a notebook',
  tags: TAGS,
  access: TEACHERS,
  response: envelope(NotebookSource),
  media: { multipart: { files: [NOTEBOOK_UPLOAD.field], required: true, fields: UploadSourceFields } },
});

export const readSourceRoute = defineRoute({
  method: 'GET',
  path: '/api/learn-ai/notebooks/sources/read',
  summary: 'A source with its passages and their pages or times (where a citation leads)',
  tags: TAGS,
  access: EVERYONE,
  query: z.strictObject({ sourceId: Id('sourceId') }),
  response: envelope(SourceDetail),
});

export const deleteSourceRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/notebooks/sources/delete',
  summary: 'Remove a source and its passages from a notebook',
  tags: TAGS,
  access: TEACHERS,
  body: SourceIdBody,
  response: envelope(z.object({ sourceId: z.string() })),
});

export const searchNotebooksRoute = defineRoute({
  method: 'GET',
  path: '/api/learn-ai/notebooks/search',
  summary:
    "Full-text search of passages in each source's language: across all the caller's notebooks (a student: those shared with them), or one with notebookId",
  tags: TAGS,
  access: EVERYONE,
  query: SearchQuery,
  response: envelope(z.object({ hits: z.array(SearchHit) })),
});

export const shareNotebookRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/notebooks/share',
  summary: "Share a notebook read-only with these classes of the teacher's (the list replaces the previous one)",
  tags: TAGS,
  access: TEACHERS,
  body: ShareBody,
  response: envelope(NotebookSummary),
});

export const listThreadsRoute = defineRoute({
  method: 'GET',
  path: '/api/learn-ai/threads',
  summary:
    "The caller's threads, newest first (of one notebook with notebookId); the owner of a shared notebook also sees its students' threads with students=true",
  tags: TAGS,
  access: EVERYONE,
  query: z.strictObject({
    notebookId: Id('notebookId').optional(),
    students: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((value) => value === true || value === 'true')
      .optional(),
  }),
  response: envelope(z.object({ threads: z.array(ThreadSummary) })),
});

export const createThreadRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/threads',
  summary: 'A new, empty thread on a notebook (the first question may also start one)',
  tags: TAGS,
  access: EVERYONE,
  body: CreateThreadBody,
  response: envelope(ThreadSummary),
});

export const readThreadRoute = defineRoute({
  method: 'GET',
  path: '/api/learn-ai/threads/read',
  summary: "A thread with its messages and citations (its asker, or the notebook's owner)",
  tags: TAGS,
  access: EVERYONE,
  query: z.strictObject({ threadId: Id('threadId') }),
  response: envelope(ThreadDetail),
});

export const deleteThreadRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/threads/delete',
  summary: 'Delete one of your threads',
  tags: TAGS,
  access: EVERYONE,
  body: ThreadIdBody,
  response: envelope(z.object({ threadId: z.string() })),
});

export const chatCompletionRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/chat-completion/bright-ai',
  summary:
    'Server-Sent Events: a question (or a quick action) on a notebook answered from its passages, each claim cited [n]; citations to passages not retrieved are dropped. Events meta, passages, delta…, done | error (a cut answer is kept, marked cut, and refunded)',
  tags: TAGS,
  access: EVERYONE,
  body: ChatBody,
  response: z.string().meta({ description: 'text/event-stream' }),
  media: { produces: ['text/event-stream'] },
});
