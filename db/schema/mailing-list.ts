import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/**
 * The mailing list (spec §1 coming soon), with double opt-in: an address is `pending` until the
 * link e-mailed to it is followed. The link's token is kept as its SHA-256 only; `confirmedAt` is
 * the record of consent. A signed-in person's account is noted (the spec's user id).
 */
export const mailingListSubscribers = pgTable(
  'mailing_list_subscribers',
  {
    id: serial('id').primaryKey(),
    // Lower-cased when stored: one row per address, whatever case it was typed in.
    email: text('email').notNull(),
    status: varchar('status', { length: 16 }).$type<SubscriberStatus>().notNull().default('pending'),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mailing_list_subscribers_email_idx').on(t.email),
    uniqueIndex('mailing_list_subscribers_token_idx').on(t.confirmTokenHash),
    // The export: confirmed addresses in the order they joined.
    index('mailing_list_subscribers_confirmed_idx').on(t.confirmedAt).where(sql`${t.status} = 'confirmed'`),
  ],
);
