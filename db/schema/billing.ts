import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories } from './catalog';
import { countries } from './geo';

export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** A plan per category and country: the basic listing, or an add-on naming the attribute it extends. */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    title: text('title').notNull(),
    // Minor units (cents), tax included.
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    interval: varchar('interval', { length: 8 }).$type<BillingInterval>().notNull(),
    // Add-on plans name the attribute they extend: { attribute: 'number_of_photos' }. A plan an
    // administrator took off sale is { retired: true }: no longer offered, its subscriptions renew.
    metadata: jsonb('metadata').$type<{ attribute?: string; retired?: boolean }>().notNull().default({}),
  },
  (t) => [index('billing_plans_category_country_idx').on(t.categoryId, t.countryId)],
);

export const subscriptionStatuses = ['awaiting_payment', 'active', 'past_due', 'hidden', 'ended'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const paymentProviders = ['builtin', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * A vendor's subscription in one category (one that has not ended per vendor and category): the
 * basic plan, its add-ons in billing_subscription_items, its state (billing's state machine) and
 * the buyer's business as its tax invoices name it. It outlives its vendor's account, ended and
 * without the vendor, as the record its tax invoices belong to.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: serial('id').primaryKey(),
    // Null once the vendor's account is deleted (billing's endVendorBilling ended it first).
    vendorId: integer('vendor_id').references(() => users.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => billingPlans.id),
    status: varchar('status', { length: 16 }).$type<SubscriptionStatus>().notNull(),
    provider: varchar('provider', { length: 8 }).$type<PaymentProviderName>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // Null until the first payment starts the first period.
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    // Minor units owed to the vendor (the unused part of a period after a cheaper change), taken off its next invoices.
    credit: integer('credit').notNull().default(0),
    buyerName: text('buyer_name').notNull(),
    buyerNumber: varchar('buyer_number', { length: 13 }).notNull(),
    // Stripe's ids when Stripe runs it.
    externalCustomerId: text('external_customer_id'),
    externalId: text('external_id').unique(),
    // The Checkout Session a Stripe subscription awaits its first payment in (expired when the vendor gives up).
    externalCheckoutId: text('external_checkout_id'),
    // When Stripe created the last customer.subscription event applied: an older one is read again from Stripe.
    externalEventAt: timestamp('external_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_one_per_category').on(t.vendorId, t.categoryId).where(sql`${t.status} <> 'ended'`),
    check('billing_subscriptions_status', sql`${t.status} in ('awaiting_payment', 'active', 'past_due', 'hidden', 'ended')`),
    check('billing_subscriptions_vendor', sql`${t.vendorId} is not null or ${t.status} = 'ended'`),
  ],
);

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

/** The add-on plans of a subscription: they follow its interval. */
export const billingSubscriptionItems = pgTable(
  'billing_subscription_items',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => billingSubscriptions.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => billingPlans.id),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.planId] })],
);

export const invoiceStatuses = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export type InvoiceLine = { title: string; amount: number };

/**
 * What an invoice is for: a subscription's first period, the next period (renewal), a change of
 * plan or add-ons (prorated; the change takes effect when it is paid), or a payment Stripe took by
 * card and billing recorded.
 */
export const invoicePurposes = ['first', 'renewal', 'change', 'card'] as const;
export type InvoicePurpose = (typeof invoicePurposes)[number];

/** The plan and add-ons a change invoice buys: they replace the subscription's when it is paid. */
export type PlanChange = { planId: number; addonPlanIds: number[] };

/**
 * A tax invoice: its number is its id (INV-000042), its lines and buyer copied when issued so it
 * never changes after. Amounts in minor units, tax included; `tax` is the part of `total` that is tax.
 * Kept when the vendor's account is deleted (tax records, five years): the buyer is on the row.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => billingSubscriptions.id),
    // Null once the vendor's account is deleted; buyer_name and buyer_number still say who bought.
    vendorId: integer('vendor_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: varchar('purpose', { length: 8 }).$type<InvoicePurpose>().notNull(),
    planChange: jsonb('plan_change').$type<PlanChange>(),
    // Credit of the subscription's taken off this invoice (given back if it is voided).
    creditApplied: integer('credit_applied').notNull().default(0),
    status: varchar('status', { length: 8 }).$type<InvoiceStatus>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    total: integer('total').notNull(),
    tax: integer('tax').notNull(),
    taxName: text('tax_name').notNull(),
    // Basis points: 1000 is 10 %.
    taxRate: integer('tax_rate').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    buyerName: text('buyer_name').notNull(),
    buyerNumber: varchar('buyer_number', { length: 13 }).notNull(),
    buyerCountry: varchar('buyer_country', { length: 2 }).notNull(),
    externalId: text('external_id').unique(),
  },
  (t) => [
    index('billing_invoices_vendor_idx').on(t.vendorId, t.id),
    index('billing_invoices_subscription_idx').on(t.subscriptionId, t.id),
    // One renewal invoice per period: two billing runs at once cannot both issue it.
    uniqueIndex('billing_invoices_one_renewal_per_period').on(t.subscriptionId, t.periodStart).where(sql`${t.purpose} = 'renewal' and ${t.status} <> 'void'`),
    check('billing_invoices_status', sql`${t.status} in ('open', 'paid', 'void')`),
    check('billing_invoices_purpose', sql`${t.purpose} in ('first', 'renewal', 'change', 'card')`),
  ],
);

/** Payment providers' events already applied (Stripe webhooks): written with their change, so a replay does nothing. */
export const billingProviderEvents = pgTable('billing_provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});


