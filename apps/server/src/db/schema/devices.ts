import type { DisplayState } from '@bright/contracts';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { createdAt, id } from './ids';

/** A code a display shows while it waits to be paired; only the hash of its room's secret is kept. */
export const devicePairings = pgTable(
  'device_pairings',
  {
    id: id(),
    code: text('code').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('device_pairings_code_idx').on(table.code),
    index('device_pairings_address_idx').on(table.address, table.createdAt),
  ],
);

/** A display paired to a teacher: its own token (hash only), revoked on unpair or sign-out, and what it shows. */
export const pairedDevices = pgTable(
  'paired_devices',
  {
    id: id(),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: text('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    /** The owner's session that paired it: signing that session out unpairs the display. */
    ownerSessionId: text('owner_session_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    state: jsonb('state').$type<DisplayState>().notNull(),
    pairedAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('paired_devices_owner_idx').on(table.ownerId, table.pairedAt)],
);

/** Wrong codes entered, per account and per address: the brute-force limit counts the last minute's. */
export const devicePairingFailures = pgTable(
  'device_pairing_failures',
  {
    id: id(),
    scope: text('scope').notNull(),
    at: createdAt(),
  },
  (table) => [index('device_pairing_failures_scope_idx').on(table.scope, table.at)],
);
