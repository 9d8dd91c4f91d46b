import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { classes } from './classes';
import { createdAt, id } from './ids';

/** One taking of a class's attendance (SPEC §3 "Attendance"); its id is the log's attendanceId. */
export const attendanceSessions = pgTable(
  'attendance_sessions',
  {
    id: id(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    teacherId: text('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('attendance_sessions_class_idx').on(table.classId, table.takenAt),
    index('attendance_sessions_teacher_idx').on(table.teacherId, table.takenAt),
  ],
);

/** A student's status in one taking: PRESENT, ABSENT, LATE or EXCUSED. */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    attendanceId: text('attendance_id')
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PRESENT', 'ABSENT', 'LATE', 'EXCUSED'] }).notNull(),
    /**
     * The session's class and time, copied by a database trigger on every insert (and on a session's
     * change), never written by the app: a class's marks over a range are then one index-only scan
     * instead of one lookup per taking (Insights over three years of attendance).
     */
    classId: text('class_id'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.attendanceId, table.studentId] }),
    index('attendance_marks_student_idx').on(table.studentId),
    index('attendance_marks_class_idx').on(table.classId, table.takenAt, table.studentId, table.status),
  ],
);
