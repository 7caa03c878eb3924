import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const dataExportStatuses = ['queued', 'preparing', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/**
 * Issue 35: "Download my data". The export job prepares the zip in private storage (`file_key`) and
 * sets `expires_at` 7 days after it is ready; `progress` (0–100) is what the page shows meanwhile.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).$type<DataExportStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    // The job reads the exports still to prepare.
    index('data_exports_pending_idx').on(t.requestedAt).where(sql`${t.status} in ('queued', 'preparing')`),
    check('data_exports_progress', sql`${t.progress} between 0 and 100`),
  ],
);

export const privacyRequestKinds = ['access', 'correction', 'deletion'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];
export const privacyRequestStates = ['open', 'answered', 'refused'] as const;
export type PrivacyRequestState = (typeof privacyRequestStates)[number];

/**
 * A person's request about their personal information (APP 12 and 13, NZ IPP 6 and 7): what it is
 * about (`subject`, such as "A published review"), their words, and the legal deadline counted from
 * the day it came (`due_on`: 30 days for Australia, 20 working days for New Zealand, by `country`).
 * Answered or refused by an administrator, with the answer sent and, when refused, the written reason.
 * The person's id goes when the account is erased; the request and its answer stay on record.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 12 }).$type<PrivacyRequestKind>().notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    state: varchar('state', { length: 12 }).$type<PrivacyRequestState>().notNull().default('open'),
    answer: text('answer'),
    refusalReason: text('refusal_reason'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('privacy_requests_state_idx').on(t.state, t.dueOn),
    index('privacy_requests_user_idx').on(t.userId),
    check('privacy_requests_country', sql`${t.country} in ('AU', 'NZ')`),
  ],
);
