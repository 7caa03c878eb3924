import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Set by an administrator (suspendUser): sign-in is refused and sessions end until reinstated.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
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

/**
 * Signed-in sessions. The id is the SHA-256 of the token the client holds (cookie or bearer), so a
 * leaked table cannot be replayed. `kind` tells a browser session (cookie) from an API token.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<'cookie' | 'bearer'>().notNull().default('cookie'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const accountTokenPurposes = ['verify_email', 'reset_password'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * One-time tokens sent by e-mail (activation, password reset). Stored as the SHA-256 of the token;
 * `email` is the address the token was sent to, so a token dies when the address changes.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).$type<AccountTokenPurpose>().notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

export const identityProviders = ['google', 'facebook'] as const;
export type IdentityProvider = (typeof identityProviders)[number];

/** Social sign-in: the provider's stable subject id, linked to one of our users. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: varchar('provider', { length: 16 }).$type<IdentityProvider>().notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);
