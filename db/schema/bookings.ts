import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { conversations } from './messaging';
import { services } from './services';

/**
 * What a couple told the vendor when the conversation started (issue 31): the wedding date, or that
 * it is flexible (with a month or a season in words), the guests and the budget for this vendor (minor
 * units of the listing's country's currency). One row per conversation, written once.
 */
export const enquiryDetails = pgTable(
  'enquiry_details',
  {
    conversationId: integer('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    weddingDate: date('wedding_date', { mode: 'string' }),
    dateFlexible: boolean('date_flexible').notNull().default(false),
    // "March 2027", "spring": when a flexible date is roughly.
    flexibleWhen: text('flexible_when'),
    guests: integer('guests'),
    budget: integer('budget'),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enquiry_details_guests', sql`${t.guests} is null or ${t.guests} between 1 and 100000`),
    check('enquiry_details_budget', sql`${t.budget} is null or ${t.budget} >= 0`),
    check('enquiry_details_flexible_when', sql`${t.flexibleWhen} is null or char_length(${t.flexibleWhen}) <= 40`),
  ],
);

export const quoteStates = ['open', 'accepted', 'declined', 'withdrawn', 'expired', 'replaced'] as const;
export type QuoteState = (typeof quoteStates)[number];

export type QuoteItem = { description: string; amount: number };

/**
 * A vendor's quote in a conversation. Its terms are never edited: a revision is a new row and the old
 * one becomes 'replaced' (replaced_by). Only its state moves: open → accepted | declined | withdrawn |
 * expired | replaced. Amounts are minor units, tax included; `tax` is the GST part of the total.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<QuoteItem[]>().notNull(),
    total: integer('total').notNull(),
    tax: integer('tax').notNull(),
    // Basis points: 1000 is 10 %.
    taxRate: integer('tax_rate').notNull(),
    taxName: text('tax_name').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    depositAmount: integer('deposit_amount'),
    depositDue: date('deposit_due', { mode: 'string' }),
    terms: text('terms').notNull().default(''),
    validDays: integer('valid_days').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 10 }).$type<QuoteState>().notNull().default('open'),
    replacedBy: integer('replaced_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_conversation_idx').on(t.conversationId, t.id),
    index('quotes_vendor_idx').on(t.vendorId, t.createdAt),
    // One open quote per conversation: a revision replaces the open one.
    uniqueIndex('quotes_one_open_idx').on(t.conversationId).where(sql`${t.status} = 'open'`),
    // The expiry job's claims.
    index('quotes_open_until_idx').on(t.validUntil).where(sql`${t.status} = 'open'`),
    check('quotes_status', sql`${t.status} in ('open', 'accepted', 'declined', 'withdrawn', 'expired', 'replaced')`),
    check('quotes_total', sql`${t.total} > 0 and ${t.total} <= 100000000 and ${t.tax} >= 0`),
    check('quotes_deposit', sql`${t.depositAmount} is null or (${t.depositAmount} > 0 and ${t.depositAmount} <= ${t.total})`),
  ],
);

export const bookingStates = ['held', 'booked', 'declined', 'expired', 'cancelled'] as const;
export type BookingState = (typeof bookingStates)[number];

/**
 * A booking made by accepting a quote: the date is held (tentative) until the vendor confirms it
 * (booked) or declines, or the hold runs out (expired); either side cancels a booked date
 * (cancelled). `one_event_a_day` is the listing's category's rule when it was made: for those, one
 * couple at a time holds or books a listing's day (the partial unique index).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    oneEventADay: boolean('one_event_a_day').notNull(),
    total: integer('total').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    depositAmount: integer('deposit_amount'),
    depositDue: date('deposit_due', { mode: 'string' }),
    depositReceivedAt: timestamp('deposit_received_at', { withTimezone: true }),
    status: varchar('status', { length: 10 }).$type<BookingState>().notNull().default('held'),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    // Who declined or cancelled (null: the hold ran out).
    endedBy: integer('ended_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_one_a_day_idx').on(t.serviceId, t.eventDate).where(sql`${t.oneEventADay} and ${t.status} in ('held', 'booked')`),
    index('bookings_couple_idx').on(t.coupleId, t.eventDate),
    index('bookings_vendor_idx').on(t.vendorId, t.status),
    index('bookings_service_date_idx').on(t.serviceId, t.eventDate),
    index('bookings_held_until_idx').on(t.holdUntil).where(sql`${t.status} = 'held'`),
    check('bookings_status', sql`${t.status} in ('held', 'booked', 'declined', 'expired', 'cancelled')`),
  ],
);

/** A vendor's saved replies, with merge fields {couple_name} {wedding_date} {guests} {listing_name}. */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reply_templates_vendor_idx').on(t.vendorId, t.id)],
);

/** A vendor's automatic answer to the first message of each new conversation. */
export const autoReplies = pgTable('auto_replies', {
  vendorId: integer('vendor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  body: text('body').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type QuoteRow = typeof quotes.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type EnquiryDetailsRow = typeof enquiryDetails.$inferSelect;
