import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { services } from './services';

/** A couple's wishlist: one per user, made when they first add a service. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlists_user_idx').on(t.userId)],
);

/** The services in a wishlist (spec §4: a service is in or out). */
export const wishlistServices = pgTable(
  'wishlist_services',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key serves "is it in this wishlist?"; the service index serves a listing's deletion.
  (t) => [primaryKey({ columns: [t.wishlistId, t.serviceId] }), index('wishlist_services_service_idx').on(t.serviceId)],
);

/**
 * A couple's private note on a service in their wishlist. It belongs to the wishlist entry: removing
 * the service from the wishlist removes the note.
 */
export const wishlistNotes = pgTable(
  'wishlist_notes',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id').notNull(),
    serviceId: integer('service_id').notNull(),
    // Plain text, never HTML: shown escaped.
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_notes_entry_idx').on(t.wishlistId, t.serviceId),
    foreignKey({ name: 'wishlist_notes_entry_fk', columns: [t.wishlistId, t.serviceId], foreignColumns: [wishlistServices.wishlistId, wishlistServices.serviceId] }).onDelete('cascade'),
    check('wishlist_notes_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

/**
 * One vote per user per service (a new vote replaces the old). Kept apart from the wishlist: a
 * vote still counts after the service leaves the wishlist. A reset (0) deletes the row.
 */
export const serviceVotes = pgTable(
  'service_votes',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: smallint('vote').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key's leading service_id serves a service's average; the user index a user's votes.
  (t) => [
    primaryKey({ columns: [t.serviceId, t.userId] }),
    index('service_votes_user_idx').on(t.userId),
    check('service_votes_vote_range', sql`${t.vote} between 1 and 5`),
  ],
);
