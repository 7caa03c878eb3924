import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/** Bot-check (ALTCHA) solutions already accepted, kept until their challenge expires: no replays. */
export const spentBotChallenges = pgTable(
  'spent_bot_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_bot_challenges_expires_idx').on(t.expiresAt)],
);
