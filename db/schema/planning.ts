import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Issue 33: a couple's planning (checklist and budget), private to the couple. Money is in minor
 * units (cents) of `currency`, non-negative and at most 1,000,000,000 (A$/NZ$10,000,000): the checks
 * below repeat the use cases' input rules so that no write path can store more.
 */
export const maxPlanningAmount = 1_000_000_000;

/**
 * One row per couple: the budget's total and guest count (both optional), its currency (AUD or NZD,
 * from the wedding location's country when the row was written), and the checklist's schedule: the
 * day it was laid out (`schedule_from`) for which wedding date (`schedule_for`). A compressed list
 * (a wedding under a year away) is spread from `schedule_from`, so it does not move every day; a new
 * wedding date lays it out again from that day.
 *
 * The weekly e-mail of the next tasks (off by default): `weekly_email` is the couple's choice (the
 * profile's Notifications); `weekly_email_sent_at` is when the job last claimed the couple's week,
 * before sending, so no instance or retry sends twice within 7 days; `weekly_email_token_hash` is
 * the SHA-256 of the e-mail's unsubscribe token (a signature of the server's, so the link in every
 * e-mail keeps working and carries nothing of the couple's).
 */
export const planningSettings = pgTable(
  'planning_settings',
  {
    coupleId: integer('couple_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    budgetTotal: integer('budget_total'),
    guests: integer('guests'),
    currency: varchar('currency', { length: 3 }).notNull(),
    checklistCreatedAt: timestamp('checklist_created_at', { withTimezone: true }),
    scheduleFrom: date('schedule_from', { mode: 'string' }),
    scheduleFor: date('schedule_for', { mode: 'string' }),
    weeklyEmail: boolean('weekly_email').notNull().default(false),
    weeklyEmailSentAt: timestamp('weekly_email_sent_at', { withTimezone: true }),
    weeklyEmailTokenHash: varchar('weekly_email_token_hash', { length: 64 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The job reads the couples who opted in; an unsubscribe link finds its couple by the token's hash.
    index('planning_settings_weekly_email_idx').on(t.coupleId).where(sql`${t.weeklyEmail}`),
    uniqueIndex('planning_settings_weekly_email_token_idx').on(t.weeklyEmailTokenHash),
    check('planning_settings_total', sql`${t.budgetTotal} is null or ${t.budgetTotal} between 0 and 1000000000`),
    check('planning_settings_guests', sql`${t.guests} is null or ${t.guests} between 0 and 10000`),
    check('planning_settings_currency', sql`${t.currency} in ('AUD', 'NZD')`),
  ],
);

/**
 * A checklist task. Tasks of the default list carry their template's key (`template`): their due
 * date follows the wedding date unless the couple set one (`due_date`); the couple's own tasks have
 * no template. `position` orders the whole list (moveTask); at most 500 tasks per couple.
 */
export const planningTasks = pgTable(
  'planning_tasks',
  {
    id: serial('id').primaryKey(),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    template: varchar('template', { length: 40 }),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    categoryId: varchar('category_id', { length: 30 }),
    position: integer('position').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('planning_tasks_couple_idx').on(t.coupleId, t.position),
    uniqueIndex('planning_tasks_template_idx').on(t.coupleId, t.template).where(sql`${t.template} is not null`),
    check('planning_tasks_title', sql`char_length(${t.title}) between 1 and 200`),
    check('planning_tasks_note', sql`char_length(${t.note}) <= 2000`),
    check('planning_tasks_position', sql`${t.position} >= 0`),
  ],
);

/**
 * A budget item: a name in a budget category, an estimate and an actual cost (each per guest when
 * `per_guest`, so the total follows the guest count), and its payments. The couple's own items only:
 * a booking's accepted quote is read from the bookings module, never copied here. At most 500 per couple.
 */
export const planningBudgetItems = pgTable(
  'planning_budget_items',
  {
    id: serial('id').primaryKey(),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: varchar('category_id', { length: 30 }).notNull(),
    name: text('name').notNull(),
    estimate: integer('estimate').notNull().default(0),
    actual: integer('actual'),
    perGuest: boolean('per_guest').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('planning_budget_items_couple_idx').on(t.coupleId, t.categoryId, t.id),
    check('planning_budget_items_name', sql`char_length(${t.name}) between 1 and 120`),
    check('planning_budget_items_estimate', sql`${t.estimate} between 0 and 1000000000`),
    check('planning_budget_items_actual', sql`${t.actual} is null or ${t.actual} between 0 and 1000000000`),
  ],
);

/** A payment of a budget item: an amount, when it is due, paid or pending. At most 50 per item. */
export const planningBudgetPayments = pgTable(
  'planning_budget_payments',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => planningBudgetItems.id, { onDelete: 'cascade' }),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    paid: boolean('paid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('planning_budget_payments_item_idx').on(t.itemId, t.id),
    index('planning_budget_payments_couple_idx').on(t.coupleId, t.dueDate),
    check('planning_budget_payments_amount', sql`${t.amount} between 0 and 1000000000`),
  ],
);

export type PlanningSettingsRow = typeof planningSettings.$inferSelect;
export type PlanningTaskRow = typeof planningTasks.$inferSelect;
export type PlanningBudgetItemRow = typeof planningBudgetItems.$inferSelect;
export type PlanningBudgetPaymentRow = typeof planningBudgetPayments.$inferSelect;
