import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Issue 34: a couple's guest list, events, invitations, tables and RSVP answers, private to the
 * couple (docs/guests.md). Every row is keyed by the couple (users.id, deleted with them). The
 * limits (1,000 guests, 50 events, 100 tables per couple, 15 people per household) are counted by
 * the use cases under the couple's settings row locked; the checks below repeat every per-row rule
 * (text lengths, enums, ranges) so that no write path can store more.
 */
export const guestAgeGroups = ['adult', 'child', 'infant'] as const;
export const guestSides = ['partner-1', 'partner-2', 'both'] as const;
export const invitationStatuses = ['waiting', 'attending', 'declined'] as const;
export const rsvpResolutions = ['matched', 'added', 'dismissed'] as const;

/** One row per couple: the private RSVP link's code (regenerable), the couple's message and the last day answers may change. */
export const guestSettings = pgTable(
  'guest_settings',
  {
    coupleId: integer('couple_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    rsvpCode: varchar('rsvp_code', { length: 64 }).notNull(),
    rsvpMessage: text('rsvp_message').notNull().default(''),
    rsvpCutoff: date('rsvp_cutoff', { mode: 'string' }),
    /** The meals guests choose from on the RSVP page (none: they type their choice). */
    mealOptions: text('meal_options').array().notNull().default(sql`'{}'`),
    defaultEventsAt: timestamp('default_events_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guest_settings_rsvp_code_idx').on(t.rsvpCode),
    check('guest_settings_rsvp_code', sql`char_length(${t.rsvpCode}) between 32 and 64`),
    check('guest_settings_rsvp_message', sql`char_length(${t.rsvpMessage}) <= 2000`),
    check('guest_settings_meal_options', sql`cardinality(${t.mealOptions}) <= 12`),
  ],
);

/** A household: who answers together on the RSVP page (up to 15 people), and their answer's message and e-mail. */
export const guestHouseholds = pgTable(
  'guest_households',
  {
    id: serial('id').primaryKey(),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** What the household wrote to the couple with their RSVP, where they had the confirmation sent, and when they last answered. */
    rsvpMessage: text('rsvp_message').notNull().default(''),
    rsvpEmail: text('rsvp_email').notNull().default(''),
    rsvpAnsweredAt: timestamp('rsvp_answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_households_couple_idx').on(t.coupleId, t.id),
    check('guest_households_name', sql`char_length(${t.name}) between 1 and 120`),
    check('guest_households_address', sql`char_length(${t.address}) <= 500`),
    check('guest_households_email', sql`char_length(${t.email}) <= 254`),
    check('guest_households_phone', sql`char_length(${t.phone}) <= 40`),
    check('guest_households_rsvp_message', sql`char_length(${t.rsvpMessage}) <= 2000`),
    check('guest_households_rsvp_email', sql`char_length(${t.rsvpEmail}) <= 254`),
  ],
);

/** A table at the reception: a name and its number of seats. */
export const guestTables = pgTable(
  'guest_tables',
  {
    id: serial('id').primaryKey(),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_tables_couple_idx').on(t.coupleId, t.id),
    check('guest_tables_name', sql`char_length(${t.name}) between 1 and 80`),
    check('guest_tables_seats', sql`${t.seats} between 1 and 50`),
  ],
);

/**
 * A guest. `first_key`/`last_key` are the names folded (lower case, accents removed, spaces
 * collapsed) for the RSVP page's lookup, indexed with the couple first. A plus-one is a guest row
 * whose `plus_one_of` names its host (named by the couple, or by the guest when answering). A
 * deleted guest keeps its row with `deleted_at` set, so the delete can be undone (restoreGuest).
 */
export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdId: integer('household_id')
      .notNull()
      .references(() => guestHouseholds.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    firstKey: text('first_key').notNull(),
    lastKey: text('last_key').notNull(),
    ageGroup: varchar('age_group', { length: 10 }).notNull().default('adult'),
    side: varchar('side', { length: 10 }).notNull().default('both'),
    groupName: text('group_name').notNull().default(''),
    email: text('email').notNull().default(''),
    dietary: text('dietary').notNull().default(''),
    meal: text('meal').notNull().default(''),
    notes: text('notes').notNull().default(''),
    plusOnesAllowed: integer('plus_ones_allowed').notNull().default(0),
    plusOneOf: integer('plus_one_of'),
    tableId: integer('table_id').references(() => guestTables.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guests_couple_idx').on(t.coupleId, t.householdId, t.id),
    index('guests_name_idx').on(t.coupleId, t.lastKey, t.firstKey),
    index('guests_household_idx').on(t.householdId),
    index('guests_table_idx').on(t.tableId),
    index('guests_plus_one_idx').on(t.plusOneOf),
    check('guests_first_name', sql`char_length(${t.firstName}) between 1 and 80`),
    check('guests_last_name', sql`char_length(${t.lastName}) <= 80`),
    check('guests_keys', sql`char_length(${t.firstKey}) <= 200 and char_length(${t.lastKey}) <= 200`),
    check('guests_age_group', sql`${t.ageGroup} in ('adult', 'child', 'infant')`),
    check('guests_side', sql`${t.side} in ('partner-1', 'partner-2', 'both')`),
    check('guests_group_name', sql`char_length(${t.groupName}) <= 80`),
    check('guests_email', sql`char_length(${t.email}) <= 254`),
    check('guests_dietary', sql`char_length(${t.dietary}) <= 300`),
    check('guests_meal', sql`char_length(${t.meal}) <= 80`),
    check('guests_notes', sql`char_length(${t.notes}) <= 2000`),
    check('guests_plus_ones_allowed', sql`${t.plusOnesAllowed} between 0 and 5`),
  ],
);

/** An event of the wedding (ceremony and reception by default): who is invited is in guest_invitations. */
export const guestEvents = pgTable(
  'guest_events',
  {
    id: serial('id').primaryKey(),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: varchar('kind', { length: 12 }).notNull().default('other'),
    date: date('date', { mode: 'string' }),
    time: varchar('time', { length: 5 }),
    place: text('place').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_events_couple_idx').on(t.coupleId, t.position),
    check('guest_events_name', sql`char_length(${t.name}) between 1 and 80`),
    check('guest_events_kind', sql`${t.kind} in ('ceremony', 'reception', 'other')`),
    check('guest_events_time', sql`${t.time} is null or ${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('guest_events_place', sql`char_length(${t.place}) <= 300`),
    check('guest_events_position', sql`${t.position} >= 0`),
  ],
);

/** A guest invited to an event, and their answer. */
export const guestInvitations = pgTable(
  'guest_invitations',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => guestEvents.id, { onDelete: 'cascade' }),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull().default('waiting'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('guest_invitations_pk').on(t.guestId, t.eventId),
    index('guest_invitations_couple_idx').on(t.coupleId, t.eventId, t.status),
    index('guest_invitations_event_idx').on(t.eventId),
    check('guest_invitations_status', sql`${t.status} in ('waiting', 'attending', 'declined')`),
  ],
);

/**
 * An RSVP answer that matched no guest (a name, an e-mail if given, a note): the couple resolves it
 * (matched to `guest_id`, added as `guest_id`, or dismissed).
 */
export const rsvpInbox = pgTable(
  'rsvp_inbox',
  {
    id: serial('id').primaryKey(),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    note: text('note').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: varchar('resolution', { length: 10 }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('rsvp_inbox_couple_idx').on(t.coupleId, t.resolvedAt, t.id),
    // The guest a note was matched to: deleting guests (a CSV import that replaces the list) sets it to null through this index, not a scan per guest.
    index('rsvp_inbox_guest_idx').on(t.guestId),
    check('rsvp_inbox_first_name', sql`char_length(${t.firstName}) between 1 and 80`),
    check('rsvp_inbox_last_name', sql`char_length(${t.lastName}) <= 80`),
    check('rsvp_inbox_note', sql`char_length(${t.note}) <= 2000`),
    check('rsvp_inbox_email', sql`char_length(${t.email}) <= 254`),
    check('rsvp_inbox_resolution', sql`${t.resolution} is null or ${t.resolution} in ('matched', 'added', 'dismissed')`),
  ],
);

export type GuestSettingsRow = typeof guestSettings.$inferSelect;
export type GuestHouseholdRow = typeof guestHouseholds.$inferSelect;
export type GuestRow = typeof guests.$inferSelect;
export type GuestEventRow = typeof guestEvents.$inferSelect;
export type GuestInvitationRow = typeof guestInvitations.$inferSelect;
export type GuestTableRow = typeof guestTables.$inferSelect;
export type RsvpInboxRow = typeof rsvpInbox.$inferSelect;
