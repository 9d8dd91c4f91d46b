import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { createdAt, id, updatedAt } from './ids';

/**
 * Bright AI's credit ledger: one row per charge and one per refund (a compensating row pointing at the
 * same request), so the admin's view of who spent what never loses a run. `credits` is negative for a
 * charge and positive for a refund; tokens come from the model's usage report (0 on the built-in engine).
 */
export const aiLedger = pgTable(
  'ai_ledger',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    feature: text('feature').notNull(),
    requestId: text('request_id').notNull(),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    engine: text('engine', { enum: ['builtin', 'model'] }).notNull(),
    model: text('model'),
    credits: integer('credits').notNull(),
    tokens: integer('tokens').notNull().default(0),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ai_ledger_request_kind_idx').on(table.instituteId, table.requestId, table.kind),
    index('ai_ledger_institute_idx').on(table.instituteId, table.createdAt),
  ],
);

/** Per-institute Bright AI settings (absent row: defaults). */
export const aiSettings = pgTable('ai_settings', {
  instituteId: text('institute_id')
    .primaryKey()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  /** Whether runs on the built-in engine cost AI credits; default free. */
  builtinCharges: boolean('builtin_charges').notNull().default(false),
  updatedAt: updatedAt(),
});
