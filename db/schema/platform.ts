import { index, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Site settings of spec §1/§7 (app.maintenance, app.name, services.graphcms.endpoint, …).
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the server makes for itself on first use (the bot check's HMAC key, …), shared by every
 * server instance through the database. Never exposed through settings or the API.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Errors the server met while answering (and errors a browser reported with feedback), by the id
 * the error screen shows. `source` is 'server' or 'client'.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    source: varchar('source', { length: 8 }).$type<'server' | 'client'>().notNull(),
    path: text('path').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    // An administrator marked it resolved in the admin area.
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('error_reports_occurred_idx').on(t.occurredAt)],
);

/** What a visitor wrote in the error screen's "Report Feedback" dialog. */
export const errorFeedback = pgTable(
  'error_feedback',
  {
    id: serial('id').primaryKey(),
    errorId: varchar('error_id', { length: 32 })
      .notNull()
      .references(() => errorReports.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    comments: text('comments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_feedback_error_idx').on(t.errorId)],
);

/**
 * The leases of background jobs (server/job-runner.ts): an instance runs a job only while it holds
 * its row, so two instances never run one at once; a crashed holder's lease simply runs out.
 */
export const jobLeases = pgTable('job_leases', {
  name: varchar('name', { length: 64 }).primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
