import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { services } from './services';

export const businessCountries = ['au', 'nz'] as const;
export type BusinessCountry = (typeof businessCountries)[number];

/**
 * A vendor's business (spec §3 Vendor registration): one row per vendor account. The business
 * number passed its check digits when it was saved; `verified_at` is set only by an administrator
 * who looked at the documents (verifyVendor), never bought.
 */
export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    jobTitle: text('job_title').notNull(),
    // E.164, checked with libphonenumber-js as possible for the country picked.
    phone: text('phone').notNull(),
    website: text('website'),
    businessCountry: varchar('business_country', { length: 2 }).$type<BusinessCountry>().notNull(),
    // Digits only: an ABN (11) or an NZBN (13).
    businessNumber: varchar('business_number', { length: 13 }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verificationNote: text('verification_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vendor_profiles_country', sql`${t.businessCountry} in ('au', 'nz')`)],
);

export const claimStatuses = ['open', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/**
 * A vendor's claim of an unclaimed listing, waiting for an administrator. One open claim per
 * listing and vendor; the evidence is a note, documents (vendor_documents.claim_id) or an e-mail
 * address at the listing's domain.
 */
export const serviceClaims = pgTable(
  'service_claims',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    evidenceEmail: text('evidence_email'),
    status: varchar('status', { length: 8 }).$type<ClaimStatus>().notNull().default('open'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_claims_open_idx').on(t.serviceId, t.vendorId).where(sql`${t.status} = 'open'`),
    index('service_claims_vendor_idx').on(t.vendorId),
    // The administrators' queue: open claims, oldest first.
    index('service_claims_status_idx').on(t.status, t.createdAt),
    check('service_claims_status', sql`${t.status} in ('open', 'approved', 'rejected')`),
  ],
);

/**
 * Verification documents (PDF, JPEG, PNG), kept in private storage under `storage_key`: never
 * served from a public path, read only through the vendors module by their vendor or an
 * administrator. A document sent with a claim names it.
 */
export const vendorDocuments = pgTable(
  'vendor_documents',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id').references(() => serviceClaims.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    // The name the vendor's file had, shown back to them; never used as a path.
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendor_documents_vendor_idx').on(t.vendorId), uniqueIndex('vendor_documents_key_idx').on(t.storageKey)],
);

/**
 * Page views of a listing: one counter per listing per day, nothing about who looked (no cookie,
 * no address), crawlers left out. The dashboard compares the last 30 days with the 30 before.
 */
export const serviceViews = pgTable(
  'service_views',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.day] })],
);
