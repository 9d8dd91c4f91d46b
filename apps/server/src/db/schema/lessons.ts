import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { classes } from './classes';
import { createdAt, id, updatedAt } from './ids';

/** Binary Yjs updates and snapshots: Buffer from node-postgres, Uint8Array from PGlite. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Where a lesson or a file is kept: My Lessons (teach), My Content, or My Files. */
export const LESSON_SPACES = ['LESSONS', 'CONTENT', 'FILES'] as const;

/** A folder of a teacher's, nested under another folder of the same space or at the top. */
export const lessonFolders = pgTable(
  'lesson_folders',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    space: text('space', { enum: LESSON_SPACES }).notNull(),
    parentId: text('parent_id').references((): AnyPgColumn => lessonFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('lesson_folders_name_unique')
      .on(table.ownerId, table.instituteId, table.space, table.parentId, table.name)
      .nullsNotDistinct(),
    index('lesson_folders_parent_idx').on(table.parentId),
  ],
);

/**
 * A lesson (the SPEC's flow / IWB): a Teach lesson or a Content lesson of many board pages. Its name is
 * unique in its folder; a clash is answered with replace or keep-both, never a silent duplicate.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The class it was made for (flow/addIWB class_id), if any. */
    classId: text('class_id').references(() => classes.id, { onDelete: 'set null' }),
    folderId: text('folder_id').references(() => lessonFolders.id, { onDelete: 'cascade' }),
    space: text('space', { enum: LESSON_SPACES }).notNull().default('LESSONS'),
    name: text('name').notNull(),
    lessonType: text('lesson_type', { enum: ['teach', 'CONTENT'] })
      .notNull()
      .default('teach'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The page a presenter shows; followers open it on join. */
    currentPageId: text('current_page_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('lessons_name_unique')
      .on(table.ownerId, table.instituteId, table.space, table.folderId, table.name)
      .nullsNotDistinct(),
    index('lessons_owner_idx').on(table.ownerId, table.instituteId, table.space),
    index('lessons_class_idx').on(table.classId),
  ],
);

/** A lesson published to a class (flow/publishIwb): readable, never writable, by its students. */
export const lessonPublications = pgTable(
  'lesson_publications',
  {
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(true),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.classId] }),
    index('lesson_publications_class_idx').on(table.classId),
  ],
);

/**
 * One board page of a lesson. Its ink lives in a Yjs document (board_page_updates, board_page_snapshots);
 * `generation` starts a new document when the page is cleared.
 */
export const lessonPages = pgTable(
  'lesson_pages',
  {
    id: id(),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A picture or a PDF page behind the ink: { kind, fileId, pdfPage? }. */
    background: jsonb('background'),
    generation: integer('generation').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('lesson_pages_lesson_idx').on(table.lessonId, table.position)],
);

/** Yjs updates of a page as they arrive, until compaction folds them into the snapshot. */
export const boardPageUpdates = pgTable(
  'board_page_updates',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => lessonPages.id, { onDelete: 'cascade' }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    generation: integer('generation').notNull().default(0),
    update: bytea('update').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.seq] })],
);

/** A page's whole Yjs state, with the last update it includes; `format` is the Yjs encoding version. */
export const boardPageSnapshots = pgTable('board_page_snapshots', {
  pageId: text('page_id')
    .primaryKey()
    .references(() => lessonPages.id, { onDelete: 'cascade' }),
  generation: integer('generation').notNull().default(0),
  snapshot: bytea('snapshot').notNull(),
  stateVector: bytea('state_vector').notNull(),
  updatesThrough: bigint('updates_through', { mode: 'number' }).notNull(),
  format: smallint('format').notNull().default(1),
  updatedAt: updatedAt(),
});

/**
 * A file in My Files (an upload: picture, PDF, video, document), or a flashcard deck or quiz-card set
 * made there; uploads are stored under DATA_DIR/files/my-files and counted against the licence's storage.
 */
export const myFiles = pgTable(
  'my_files',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: text('folder_id').references(() => lessonFolders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['FILE', 'FLASHCARD', 'QUIZCARD'] }).notNull(),
    name: text('name').notNull(),
    /** Uploads: the stored file, its type read from its magic bytes, its size. */
    storedName: text('stored_name'),
    contentType: text('content_type'),
    size: integer('size').notNull().default(0),
    /** Flashcard decks and quiz cards: their cards. */
    content: jsonb('content'),
    status: text('status', { enum: ['IN_PROGRESS', 'SUCCESS', 'FAILED'] })
      .notNull()
      .default('SUCCESS'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('my_files_owner_idx').on(table.ownerId, table.instituteId, table.folderId)],
);
