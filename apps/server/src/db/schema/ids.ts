import { randomUUID } from 'node:crypto';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Ids are opaque strings (ARCHITECTURE.md §5.10). */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
