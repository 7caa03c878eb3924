import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Messages sent with the contact form (spec §3 Contact message). A signed-in sender's account is
 * kept with the name and address they wrote from; a visitor's message has no account.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    content: text('content').notNull(),
    category: varchar('category', { length: 40 }).notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    // user, vendor or other as a visitor chose it; a signed-in sender's role from their account.
    userRole: varchar('user_role', { length: 16 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // An administrator dealt with it (the admin area's inbox: new or handled).
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
