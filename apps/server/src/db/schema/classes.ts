import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { createdAt, id, updatedAt } from './ids';

export const classes = pgTable(
  'classes',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    joinCode: text('join_code').notNull().unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('classes_institute_name_unique').on(table.instituteId, table.name)],
);

/** Who is in a class, and as what: instructor or learner. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['instructor', 'learner'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.classId, table.userId] }), index('class_members_user_idx').on(table.userId)],
);

/**
 * A student's guardian in one institute, from a roster import (SPEC §5: guardian contact numbers).
 * Kept per institute: the same student may have different contacts on file at two schools.
 */
export const studentGuardians = pgTable(
  'student_guardians',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    guardianName: text('guardian_name').notNull(),
    guardianContactNumber: text('guardian_contact_number').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.instituteId] })],
);
