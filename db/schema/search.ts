import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { services } from './services';

/** A typed attribute value: number, radio choice, [from, to] range or checkbox choices. */
export type SearchAttributeValue = number | string | [number, number] | string[];

/**
 * The search index (spec §3 "Search index fields"): one narrow row per service with exactly what
 * the filters and the order read, so a search scans a few small pages instead of the wide services
 * rows, and needs no join for meta values or booked dates. Derived data: db/search-index.ts
 * rebuilds rows from services, service_meta and service_unavailable_dates.
 */
export const serviceSearch = pgTable(
  'service_search',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    stateId: integer('state_id').notNull(),
    regionId: integer('region_id'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    // The vendor's travel area (spec's locationShape): metres around lat/lng; null for venues.
    radius: integer('radius'),
    isVendorVerified: boolean('is_vendor_verified').notNull(),
    peopleMin: integer('people_min'),
    peopleMax: integer('people_max'),
    attributes: jsonb('attributes').$type<Record<string, SearchAttributeValue>>().notNull().default({}),
    bookedDates: date('booked_dates', { mode: 'string' }).array().notNull().default(sql`'{}'`),
    // Issue 32: the listing's published Bayesian mean of its reviews (reviews' reviewRankingScoreOf),
    // or the prior C without reviews; kept current by every review write and the daily prior job.
    reviewScore: doublePrecision('review_score').notNull().default(4),
  },
  (t) => [
    // The order without a place: the reviews' Bayesian mean, then verified first, then newest.
    index('service_search_rank_idx').on(t.categoryId, t.reviewScore, t.isVendorVerified, t.serviceId),
    // Place searches: a latitude band per category, longitude checked on the index rows; it also
    // carries what the distance filter and the order read, so a place search can read it alone.
    index('service_search_location_idx').on(t.categoryId, t.lat, t.lng, t.radius, t.reviewScore, t.isVendorVerified, t.serviceId),
    // Place pages and a typed region (issue 36): a state's or region's listings in the order without
    // a place, so its page and its count (to 1,001) read the first entries instead of filtering the
    // category's (300,000 venues at 1,000,000 listings).
    index('service_search_state_rank_idx').on(t.categoryId, t.stateId, t.reviewScore, t.isVendorVerified, t.serviceId),
    index('service_search_region_rank_idx').on(t.categoryId, t.regionId, t.reviewScore, t.isVendorVerified, t.serviceId),
    // Large parties: few venues hold them, found from the top of this index.
    index('service_search_people_idx').on(t.categoryId, t.peopleMax),
    index('service_search_attributes_idx').using('gin', t.attributes.op('jsonb_path_ops')),
  ],
);
