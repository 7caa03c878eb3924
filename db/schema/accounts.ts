import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    // Argon2id PHC string; null for accounts that only sign in through a social provider.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    nickname: text('nickname'),
    address: text('address'),
    avatar: text('avatar'),
    weddingDate: timestamp('wedding_date', { mode: 'string' }),
    weddingVenue: text('wedding_venue'),
    weddingLocation: text('wedding_location'),
    newsletterNotify: boolean('newsletter_notify').notNull().default(false),
    updatesNotify: boolean('updates_notify').notNull().default(true),
    messagesNotifyFrequently: integer('messages_notify_frequently').notNull().default(1),
    chatSignature: text('chat_signature'),
    isVendor: boolean('is_vendor').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mail addresses are compared case-insensitively.
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const roleNames = ['administrator', 'vendor', 'user'] as const;
export type RoleName = (typeof roleNames)[number];

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).$type<RoleName>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);
