import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * An institute's own OpenAI-compatible provider, set by its admin; used instead of the server's AI_*
 * variables for that institute's runs. The key is stored encrypted (AES-256-GCM, see ai.secret-box.ts)
 * and never leaves the server.
 */
export const aiProviders = pgTable('ai_providers', {
  instituteId: text('institute_id')
    .primaryKey()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  /** `v1:<iv>:<tag>:<ciphertext>` in base64url; null when the provider needs no key. */
  apiKeyCipher: text('api_key_cipher'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A teacher's favourite Bright AI tools (SPEC §7 bright-tools/favourites), shown first on /dashboard/create. */
export const aiToolFavourites = pgTable(
  'ai_tool_favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tool] })],
);

/** What a successful run produced, so the teacher finds it again in the history on /dashboard/create. */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    requestId: text('request_id').notNull(),
    engine: text('engine', { enum: ['builtin', 'model'] }).notNull(),
    model: text('model'),
    title: text('title').notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ai_generations_user_idx').on(table.userId, table.instituteId, table.createdAt)],
);
