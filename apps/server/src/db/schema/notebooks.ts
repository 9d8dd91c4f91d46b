import { customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { classes } from './classes';
import { createdAt, id, updatedAt } from './ids';

/** PostgreSQL's tsvector: written with to_tsvector(config, text) in SQL, never read as a value. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A teacher's folders of notebooks (one level, like NotebookLM has none). */
export const notebookFolders = pgTable(
  'notebook_folders',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('notebook_folders_owner_idx').on(table.ownerId, table.instituteId)],
);

export const notebooks = pgTable(
  'notebooks',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: text('folder_id').references(() => notebookFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['GENERAL', 'LESSON_PLAN_CREATOR', 'QUIZ_MASTER'] })
      .notNull()
      .default('GENERAL'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('notebooks_owner_idx').on(table.ownerId, table.instituteId)],
);

export const notebookSources = pgTable(
  'notebook_sources',
  {
    id: id(),
    notebookId: text('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['user', 'PDF', 'YOUTUBE_TRANSCRIPT'] }).notNull(),
    title: text('title').notNull(),
    /** The UI language code the text is in; its search configuration is derived from it. */
    language: text('language').notNull(),
    bytes: integer('bytes').notNull(),
    pageCount: integer('page_count'),
    url: text('url'),
    createdAt: createdAt(),
  },
  (table) => [index('notebook_sources_notebook_idx').on(table.notebookId)],
);

/**
 * A source split into passages, each with its page (PDF) or start time (transcript), indexed with the
 * text search configuration of its source's language. owner and institute are copied here so that the
 * search across a teacher's notebooks is one indexed scan.
 */
export const notebookPassages = pgTable(
  'notebook_passages',
  {
    id: id(),
    sourceId: text('source_id')
      .notNull()
      .references(() => notebookSources.id, { onDelete: 'cascade' }),
    notebookId: text('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    page: integer('page'),
    startSeconds: integer('start_seconds'),
    text: text('text').notNull(),
    config: text('config').notNull(),
    tsv: tsvector('tsv').notNull(),
  },
  (table) => [
    index('notebook_passages_source_idx').on(table.sourceId, table.ordinal),
    index('notebook_passages_notebook_idx').on(table.notebookId),
    index('notebook_passages_owner_idx').on(table.ownerId),
    index('notebook_passages_tsv_idx').using('gin', table.tsv),
  ],
);

/** A notebook shared read-only with a class. */
export const notebookShares = pgTable(
  'notebook_shares',
  {
    notebookId: text('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.notebookId, table.classId] }),
    index('notebook_shares_class_idx').on(table.classId),
  ],
);

export const notebookThreads = pgTable(
  'notebook_threads',
  {
    id: id(),
    notebookId: text('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    mode: text('mode', { enum: ['GENERAL', 'LESSON_PLAN_CREATOR', 'QUIZ_MASTER'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('notebook_threads_user_idx').on(table.userId, table.updatedAt),
    index('notebook_threads_notebook_idx').on(table.notebookId, table.updatedAt),
  ],
);

export interface StoredCitation {
  n: number;
  passageId: string;
  sourceId: string;
  sourceTitle: string;
  kind: 'user' | 'PDF' | 'YOUTUBE_TRANSCRIPT';
  page: number | null;
  startSeconds: number | null;
  quote: string;
}

export const notebookMessages = pgTable(
  'notebook_messages',
  {
    id: id(),
    threadId: text('thread_id')
      .notNull()
      .references(() => notebookThreads.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    action: text('action', { enum: ['SUMMARIZE', 'APPLY_MY_KNOWLEDGE', 'EXPLAIN_MORE', 'QUIZ_ME'] }),
    citations: jsonb('citations').$type<StoredCitation[]>().notNull().default([]),
    status: text('status', { enum: ['complete', 'cut'] })
      .notNull()
      .default('complete'),
    engine: text('engine', { enum: ['builtin', 'model'] }),
    model: text('model'),
    engineLabel: text('engine_label'),
    createdAt: createdAt(),
  },
  (table) => [index('notebook_messages_thread_idx').on(table.threadId, table.createdAt)],
);
