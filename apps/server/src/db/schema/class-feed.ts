import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { classes } from './classes';
import { createdAt, id, updatedAt } from './ids';

/** SPEC §3 "Class feed post": text, files, comments; edited once changed (§4). */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: id(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorIsTeacher: boolean('author_is_teacher').notNull().default(false),
    text: text('text').notNull().default(''),
    edited: boolean('edited').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('feed_posts_class_created_idx').on(table.classId, table.createdAt)],
);

/** A file of a post, stored under DATA_DIR/files/feed; its type was read from its magic bytes. */
export const feedAttachments = pgTable(
  'feed_attachments',
  {
    id: id(),
    postId: text('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('feed_attachments_post_idx').on(table.postId)],
);

export const feedComments = pgTable(
  'feed_comments',
  {
    id: id(),
    postId: text('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feed_comments_post_created_idx').on(table.postId, table.createdAt)],
);
