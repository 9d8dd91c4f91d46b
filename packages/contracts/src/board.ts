import { z } from 'zod';
import { access } from './access';
import { type MessagePart } from './board-chunks';
import { BOARD_ITEM_KINDS, PageBackground } from './board-items';
import { envelope } from './envelope';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';
import { type CommonServerEvents, type RoomClientEvents, type SocketAck, defineSocketEvent } from './realtime';

export * from './board-items';
export * from './board-chunks';

/**
 * The whiteboard (SPEC §2 whiteboard tools, §3 canvas state): a lesson's pages over REST, each page's
 * Yjs document over the `/board` namespace. Board messages carry `v`; a client of another version is
 * refused with a reason, never dropped silently.
 */
export const BOARD_PROTOCOL_VERSION = 1;
/** In-progress strokes and cursors are batched per room and sent once per tick (REALTIME-NOTES §1.4). */
export const BOARD_LIVE_TICK_MS = 33;
/** The longest a busy server stretches that tick to, so that relaying ink never takes its whole event loop. */
export const BOARD_LIVE_MAX_TICK_MS = 100;
export const BOARD_MAX_PAGES = 200;
export const BOARD_FILE = {
  field: 'file',
  maxBytes: 20 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'],
} as const;

export const BOARD_MESSAGES = defineMessages('board', {
  lessonNotFound: 'Lesson not found',
  expectedBytes: 'Expected bytes',
  pageNotFound: 'Page not found',
  fileNotFound: 'File not found',
  readOnly: 'This lesson is read-only for you',
  badUpdate: 'The change could not be read; the page is unchanged',
  messageTooLarge: 'The message is too large',
  badPart: 'The parts of the message do not fit together',
  notJoined: 'Join the page first',
  protocolMismatch: `Unsupported board protocol: this server speaks version ${BOARD_PROTOCOL_VERSION}`,
  lastPage: 'A lesson keeps at least one page',
  tooManyPages: `A lesson has at most ${BOARD_MAX_PAGES} pages`,
  reorderMismatch: 'The new order must list every page of the lesson once',
  backgroundType: 'Only pictures (PNG, JPEG, WebP, GIF) and PDF files can be page backgrounds',
  fileTooLarge: 'The file is larger than 20 MB',
  missingFile: 'Please select file to upload',
  multipartOnly: 'Send the file as multipart/form-data',
  unknownField: 'Unknown field',
  pageDeleted: 'This page was deleted',
  staleGeneration: 'The page was cleared; open it again',
  notStored: 'The change is not saved yet; it will be sent again',
  pageAdded: 'Page added',
  pagesReordered: 'Pages reordered',
  pageDuplicated: 'Page duplicated',
  pageDeletedDone: 'Page deleted',
  pageCleared: 'Page cleared',
  backgroundSet: 'Background set',
  fileUploaded: 'File uploaded',
  presenting: 'Presenting this page',
} as const);

export const LessonId = z.string({ error: 'Please provide: lessonId' }).trim().min(1).max(100);
export const PageId = z.string({ error: 'Please provide: pageId' }).trim().min(1).max(100);

export const BOARD_ACCESS = ['owner', 'reader'] as const;
export type BoardAccess = (typeof BOARD_ACCESS)[number];

export const BoardPage = z
  .object({
    id: z.string(),
    position: z.number().int(),
    generation: z.number().int(),
    background: PageBackground.nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BoardPage' });
export type BoardPage = z.infer<typeof BoardPage>;

export const BoardPages = z.object({
  lessonId: z.string(),
  currentPageId: z.string().nullable(),
  pages: z.array(BoardPage),
});
export type BoardPages = z.infer<typeof BoardPages>;

/** A lesson's board as the caller may use it; `abilities` says what the UI offers. */
export const BoardInfo = BoardPages.extend({
  name: z.string(),
  lessonType: z.enum(['teach', 'CONTENT']),
  access: z.enum(BOARD_ACCESS),
  abilities: z.object({ edit: z.boolean(), present: z.boolean() }),
}).meta({ id: 'BoardInfo' });
export type BoardInfo = z.infer<typeof BoardInfo>;

export const RecentBoard = z.object({
  lessonId: z.string(),
  name: z.string(),
  lessonType: z.enum(['teach', 'CONTENT']),
  access: z.enum(BOARD_ACCESS),
  updatedAt: z.string(),
});
export type RecentBoard = z.infer<typeof RecentBoard>;

export const BoardFile = z.object({
  fileId: z.string(),
  kind: z.enum(['image', 'pdf']),
  name: z.string(),
  size: z.number().int(),
});
export type BoardFile = z.infer<typeof BoardFile>;

const tags = ['board'] as const;
const teachers = access.roles('admin', 'instructor');

export const recentBoardsRoute = defineRoute({
  method: 'GET',
  path: '/api/board/recent',
  summary: 'The boards the caller opened lately: their own lessons, or for a student the lessons published to them',
  tags,
  access: access.signedIn,
  response: envelope(z.array(RecentBoard)),
});

export const boardInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/board/lesson/:lessonId',
  summary: "A lesson's board: its pages in order with their backgrounds, the presenter's page, the caller's access",
  tags,
  access: access.signedIn,
  params: z.object({ lessonId: LessonId }),
  response: envelope(BoardInfo),
});

export const AddPagesBody = z.strictObject({
  lessonId: LessonId,
  /** After this page; at the end when absent. */
  afterPageId: PageId.optional(),
  /** One new page per background (a PDF's pages); one blank page when absent. */
  backgrounds: z.array(PageBackground).min(1).max(BOARD_MAX_PAGES).optional(),
});
export type AddPagesBody = z.input<typeof AddPagesBody>;

export const addPagesRoute = defineRoute({
  method: 'POST',
  path: '/api/board/pages/add',
  summary: "Add a blank page, or one page per background (a PDF's pages), after a page or at the end",
  tags,
  access: teachers,
  body: AddPagesBody,
  response: envelope(BoardPages),
});

export const reorderPagesRoute = defineRoute({
  method: 'POST',
  path: '/api/board/pages/reorder',
  summary: "Put a lesson's pages in a new order: every page once",
  tags,
  access: teachers,
  body: z.strictObject({ lessonId: LessonId, pageIds: z.array(PageId).min(1).max(BOARD_MAX_PAGES) }),
  response: envelope(BoardPages),
});

export const PageBody = z.strictObject({ lessonId: LessonId, pageId: PageId });
export type PageBody = z.input<typeof PageBody>;

export const duplicatePageRoute = defineRoute({
  method: 'POST',
  path: '/api/board/pages/duplicate',
  summary: 'Copy a page, its background and its ink, right after it',
  tags,
  access: teachers,
  body: PageBody,
  response: envelope(BoardPages),
});

export const deletePageRoute = defineRoute({
  method: 'POST',
  path: '/api/board/pages/delete',
  summary: 'Delete a page and its ink (a lesson keeps at least one page)',
  tags,
  access: teachers,
  body: PageBody,
  response: envelope(BoardPages),
});

export const clearPageRoute = defineRoute({
  method: 'POST',
  path: '/api/board/pages/clear',
  summary: "Clear a page's ink: the page starts a new, empty document (its background stays)",
  tags,
  access: teachers,
  body: PageBody,
  response: envelope(BoardPage),
});

export const setBackgroundRoute = defineRoute({
  method: 'POST',
  path: '/api/board/pages/background',
  summary:
    "Set a page's background to a picture or a PDF page the caller uploaded (a My Files file of theirs), or remove it with null",
  tags,
  access: teachers,
  body: PageBody.extend({ background: PageBackground.nullable() }),
  response: envelope(BoardPage),
});

/** The fields of a board file upload besides the file. */
export const BoardFileFields = z.strictObject({ lessonId: LessonId });

export const uploadBoardFileRoute = defineRoute({
  method: 'POST',
  path: '/api/board/files',
  summary:
    'Upload a picture or a PDF for page backgrounds: multipart/form-data with the file "file" (PNG, JPEG, WebP, GIF or PDF by content, at most 20 MB) and the field lessonId; kept in My Files',
  tags,
  access: teachers,
  response: envelope(BoardFile),
  media: { multipart: { files: [BOARD_FILE.field], required: true, fields: BoardFileFields } },
});

export const boardFileRoute = defineRoute({
  method: 'GET',
  path: '/api/board/lesson/:lessonId/files/:fileId',
  summary: "A page background's file (bytes): whoever may open the lesson, for a file one of its pages shows",
  tags,
  access: access.signedIn,
  params: z.object({ lessonId: LessonId, fileId: z.string().trim().min(1).max(100) }),
  response: z.unknown().meta({ description: 'The file' }),
  media: { produces: BOARD_FILE.types },
});

export const pageStateRoute = defineRoute({
  method: 'GET',
  path: '/api/board/lesson/:lessonId/pages/:pageId/state',
  summary:
    "A page's whole Yjs state (application/octet-stream), for thumbnails and the PDF download: whoever may open the lesson",
  tags,
  access: access.signedIn,
  params: z.object({ lessonId: LessonId, pageId: PageId }),
  response: z.unknown().meta({ description: 'The Yjs update of the whole page' }),
  media: { produces: ['application/octet-stream'] },
});

export const presentPageRoute = defineRoute({
  method: 'POST',
  path: '/api/board/present',
  summary: "Show a page to everyone following the lesson: the presenter's page (currentPageId), pushed live",
  tags,
  access: teachers,
  body: PageBody,
  response: envelope(z.object({ lessonId: z.string(), currentPageId: z.string() })),
});

export const BOARD_ROUTES = [
  recentBoardsRoute,
  boardInfoRoute,
  addPagesRoute,
  reorderPagesRoute,
  duplicatePageRoute,
  deletePageRoute,
  clearPageRoute,
  setBackgroundRoute,
  uploadBoardFileRoute,
  boardFileRoute,
  pageStateRoute,
  presentPageRoute,
] as const;

/** Rooms of the board namespace, joined only through wb:join after the lesson's access check. */
export const boardRooms = {
  lesson: (lessonId: string) => `board:${lessonId}`,
  page: (lessonId: string, pageId: string) => `board:${lessonId}:page:${pageId}`,
};

const Version = z.literal(BOARD_PROTOCOL_VERSION, { error: BOARD_MESSAGES.protocolMismatch });
/** Binary: a Buffer on Node, an ArrayBuffer or Uint8Array from a browser. */
const Binary = z
  .custom<Uint8Array | ArrayBuffer>((value) => value instanceof Uint8Array || value instanceof ArrayBuffer, {
    error: BOARD_MESSAGES.expectedBytes,
  })
  .transform((value) => (value instanceof Uint8Array ? value : new Uint8Array(value)));
const Part = z.strictObject({
  id: z.string().min(1).max(64),
  index: z.number().int().min(0),
  count: z.number().int().min(1),
});

export const WbJoin = z.strictObject({ v: Version, lessonId: LessonId, pageId: PageId });
export const WbLeave = z.strictObject({ v: Version, pageId: PageId });
export const WbSync = z.strictObject({
  v: Version,
  pageId: PageId,
  generation: z.number().int().min(0),
  data: Binary,
  part: Part.optional(),
});

const Coordinate = z.number().finite().min(-100_000).max(100_000);
/** A piece of an in-progress stroke (points added since the last tick) or a cursor, never stored. */
export const LiveEntry = z.strictObject({
  id: z.string().min(1).max(64),
  kind: z.enum(BOARD_ITEM_KINDS).optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  size: z.number().min(0.5).max(200).optional(),
  points: z.array(Coordinate).max(900).optional(),
  /** Shapes: the points replace the earlier ones instead of extending them. */
  replace: z.boolean().optional(),
  /** The stroke ended (committed through Yjs, or abandoned). */
  end: z.boolean().optional(),
  cursor: z.tuple([Coordinate, Coordinate]).optional(),
});
export type LiveEntry = z.infer<typeof LiveEntry>;
export const WbLive = z.strictObject({ v: Version, pageId: PageId, entries: z.array(LiveEntry).min(1).max(50) });

const board = ['/board'] as const;

export const wbJoinEvent = defineSocketEvent({
  name: 'wb:join',
  summary: 'Open a page of a lesson: its owner writes, a student of a class it is published to reads',
  namespaces: board,
  payload: WbJoin,
  access: access.signedIn,
});
export const wbLeaveEvent = defineSocketEvent({
  name: 'wb:leave',
  summary: 'Close a page',
  namespaces: board,
  payload: WbLeave,
  access: access.signedIn,
});
export const wbSyncEvent = defineSocketEvent({
  name: 'wb:y',
  summary:
    "A y-protocols sync message of a joined page, whole or in parts; a reader's writes are refused, an update is acknowledged once stored",
  namespaces: board,
  payload: WbSync,
  access: access.signedIn,
});
export const wbLiveEvent = defineSocketEvent({
  name: 'wb:live',
  summary: 'In-progress strokes and the cursor of a joined page, relayed to its room once per tick (editors only)',
  namespaces: board,
  payload: WbLive,
  access: access.signedIn,
});
export const BOARD_SOCKET_EVENTS = [wbJoinEvent, wbLeaveEvent, wbSyncEvent, wbLiveEvent] as const;

export interface BoardJoined {
  pageId: string;
  generation: number;
  readOnly: boolean;
  currentPageId: string | null;
}

type Ack<T> = (answer: SocketAck<T>) => void;
type BinaryIn = Uint8Array | ArrayBuffer;

export interface BoardSyncMessage {
  v: number;
  pageId: string;
  generation: number;
  data: BinaryIn;
  part?: MessagePart;
}

export interface BoardClientEvents extends RoomClientEvents {
  'wb:join': (join: z.input<typeof WbJoin>, ack: Ack<BoardJoined>) => void;
  'wb:leave': (leave: z.input<typeof WbLeave>, ack: Ack<{ pageId: string }>) => void;
  'wb:y': (message: BoardSyncMessage, ack: Ack<{ stored: boolean }>) => void;
  'wb:live': (live: z.input<typeof WbLive>, ack: Ack<null>) => void;
}

export interface LiveBatch {
  v: number;
  pageId: string;
  /** Each entry with the socket that drew it, so a client skips its own. */
  entries: Array<LiveEntry & { from: string }>;
}

export interface BoardServerEvents extends CommonServerEvents {
  'wb:y': (message: BoardSyncMessage) => void;
  'wb:live': (batch: LiveBatch) => void;
  'wb:presenter': (event: { v: number; lessonId: string; pageId: string }) => void;
  'wb:pages': (event: { v: number } & BoardPages) => void;
  /** The page was cleared: drop the local document and join again. */
  'wb:reset': (event: { v: number; lessonId: string; pageId: string; generation: number }) => void;
  /** Why the server stopped serving a page to this socket (deleted, access gone). */
  'wb:refused': (event: { v: number; pageId: string; code: string; message: string }) => void;
}
