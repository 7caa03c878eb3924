import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    // Issue 35: the person asked to delete their account (deleteMyAccount). Until `deletion_due_at`
    // they may sign in again to cancel; then the erasure job erases the account for good and sets
    // `erased_at` (the row stays as "a former member" for the other side's messages and reviews).
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    deletionRemovesReviews: boolean('deletion_removes_reviews').notNull().default(false),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are compared case-insensitively.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The erasure job and the administrators' list read the pending deletions only.
    index('users_deletion_due_idx').on(t.deletionDueAt).where(sql`${t.deletionDueAt} is not null and ${t.erasedAt} is null`),
  ],
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
    // Issue 35's sessions list: the browser and system in words ("Firefox on Windows"), the place
    // guessed from the address when it signed in (never the address itself), when it was last used,
    // and the SHA-256 of the device cookie that tells a new device from a known one.
    device: text('device'),
    place: text('place'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    deviceHash: varchar('device_hash', { length: 64 }),
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

/**
 * Issue 35: the authenticator app's second step (TOTP, RFC 6238). A row without `confirmed_at` is a
 * setup begun (beginTotpSetup) and not yet confirmed with a code; only a confirmed row asks for the
 * second step at sign-in. `last_step` is the last 30-second step a code was accepted for, so a code
 * is never accepted twice.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten one-time recovery codes, as SHA-256 hashes; a used code keeps its row with `used_at`. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Passkeys (WebAuthn credentials): the credential's id (base64url) and its public key (base64url). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports'),
    deviceType: varchar('device_type', { length: 16 }),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn ceremony in progress: the challenge the server sent, found by the SHA-256 of a token in
 * a short-lived cookie; `user_id` is set when a signed-in person adds a passkey, null for sign-in.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

export const signInMethods = ['password', 'passkey', 'google', 'facebook', 'activation', 'reset'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/**
 * Sign-in history (the data export's, and the new-device e-mail's memory): how and from what device
 * and place, never the address. Kept 12 months.
 */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 16 }).$type<SignInMethod>().notNull(),
    device: text('device'),
    place: text('place'),
    deviceHash: varchar('device_hash', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_events_user_idx').on(t.userId, t.at)],
);
