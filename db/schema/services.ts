import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { attributes, categories } from './catalog';
import { countries, regions, states } from './geo';

export const listingStates = ['draft', 'published', 'unpublished'] as const;
export type ListingState = (typeof listingStates)[number];

export const bookedDaySources = ['vendor', 'import', 'booking'] as const;
export type BookedDaySource = (typeof bookedDaySources)[number];

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    // The vendor who owns the listing; null while the listing is unclaimed.
    userId: integer('user_id').references(() => users.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    regionId: integer('region_id').references(() => regions.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    city: text('city').notNull(),
    shortAddress: text('short_address').notNull(),
    address: text('address').notNull(),
    businessAddress: text('business_address'),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    // Metres the vendor travels from its location; null for venues.
    radius: integer('radius'),
    // 'unclaimed' or null (a listing owned by its vendor).
    status: text('status'),
    // Who sees the listing: a draft and an unpublished listing only its vendor and administrators;
    // a published one everybody (search, place pages, carousels, the sitemap).
    listingState: varchar('listing_state', { length: 12 }).$type<ListingState>().notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // The secret of the listing's iCal feed URL (/calendar/{token}.ics); a new one ends the old URL.
    icalToken: varchar('ical_token', { length: 64 }),
    // A calendar the vendor publishes elsewhere, imported hourly into the booked days.
    icalImportUrl: text('ical_import_url'),
    icalImportedAt: timestamp('ical_imported_at', { withTimezone: true }),
    // When a server instance last took the import on (each listing's import runs on one instance an hour).
    icalImportClaimedAt: timestamp('ical_import_claimed_at', { withTimezone: true }),
    website: text('website'),
    phone: text('phone'),
    brochureFile: text('brochure_file'),
    isVendorVerified: boolean('is_vendor_verified').notNull().default(false),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    businessLat: doublePrecision('business_lat'),
    businessLng: doublePrecision('business_lng'),
    // Guest capacity, denormalised from meta for the number_of_people filter.
    peopleMin: integer('people_min'),
    peopleMax: integer('people_max'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_category_state_region_idx').on(t.categoryId, t.stateId, t.regionId),
    // Featured carousels: verified first, then newest.
    index('services_category_rank_idx').on(t.categoryId, t.isVendorVerified, t.id),
    index('services_user_idx').on(t.userId),
    index('services_region_idx').on(t.regionId),
    uniqueIndex('services_ical_token_idx').on(t.icalToken),
    // A listing's slug is unique among the listings of its place (state and region, a missing region
    // counting as one place), so two saves at once cannot both take it: the second retries.
    unique('services_place_slug_key').on(t.stateId, t.regionId, t.slug).nullsNotDistinct(),
    check('services_listing_state', sql`${t.listingState} in ('draft', 'published', 'unpublished')`),
  ],
);

export const serviceHoldKinds = ['administrator', 'suspension', 'billing'] as const;
export type ServiceHoldKind = (typeof serviceHoldKinds)[number];

/**
 * Why a published listing is kept out of sight without being unpublished: an administrator hid it,
 * its vendor is suspended, or its category's subscription lapsed. Each cause holds and releases its
 * own row, so one ending does not reveal a listing another still hides; the vendor's own choice
 * (listing_state) is left alone and comes back as it was.
 */
export const serviceHolds = pgTable(
  'service_holds',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<ServiceHoldKind>().notNull(),
    reason: text('reason').notNull(),
    heldBy: integer('held_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.kind] }),
    check('service_holds_kind', sql`${t.kind} in ('administrator', 'suspension', 'billing')`),
  ],
);

export const serviceMeta = pgTable(
  'service_meta',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').references(() => attributes.id),
    metaKey: text('meta_key').notNull(),
    // Plain text or a JSON string (arrays for checkbox groups and ranges).
    metaValue: text('meta_value').notNull(),
  },
  (t) => [uniqueIndex('service_meta_service_key_idx').on(t.serviceId, t.metaKey)],
);

export const serviceMedia = pgTable(
  'service_media',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    // Path under /images/ or an absolute video URL.
    url: text('url').notNull(),
    isImage: boolean('is_image').notNull().default(true),
    position: integer('position').notNull().default(0),
    alt: text('alt'),
  },
  (t) => [index('service_media_service_idx').on(t.serviceId, t.position)],
);

export const serviceUnavailableDates = pgTable(
  'service_unavailable_dates',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    // Who marked the day: the vendor ('vendor'), or the hourly import of the vendor's own calendar
    // ('import'), which replaces only its own days, or a confirmed booking ('booking', issue 31).
    source: varchar('source', { length: 8 }).$type<BookedDaySource>().notNull().default('vendor'),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.date] }), index('service_unavailable_date_idx').on(t.date)],
);
