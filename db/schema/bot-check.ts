import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Bot-check (ALTCHA) solutions already accepted, kept until their challenge expires: no replays. */
export const spentBotChallenges = pgTable(
  'spent_bot_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_bot_challenges_expires_idx').on(t.expiresAt)],
);
