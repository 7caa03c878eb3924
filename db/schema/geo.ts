import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  paymentCurrency: varchar('payment_currency', { length: 3 }).notNull(),
  paymentCurrencySymbol: text('payment_currency_symbol').notNull(),
  paymentTaxName: text('payment_tax_name').notNull(),
  flag: text('flag').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    // Upper case ISO 3166-2 subdivision code without the country prefix (NSW, AUK); lower-cased in URLs.
    stateCode: varchar('state_code', { length: 8 }).notNull().unique(),
    link: text('link').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    population: integer('population').notNull().default(0),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
    regionCode: text('region_code').notNull(),
    // URL slug, unique within the state: /wedding-venues/in-nsw-hunter-valley
    link: text('link').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    population: integer('population').notNull().default(0),
  },
  (t) => [uniqueIndex('regions_state_link_idx').on(t.stateId, t.link)],
);

/**
 * The gazetteer behind the location autocomplete: Australian and New Zealand suburbs and towns.
 * Reference data, imported with the countries and states (importLocalities in server/modules/geo).
 */
export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    // The wedding region the place lies in, when it lies in one.
    regionId: integer('region_id').references(() => regions.id),
    name: text('name').notNull(),
    postcode: varchar('postcode', { length: 4 }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    population: integer('population').notNull().default(0),
    // Lower case, without diacritics or punctuation: what prefix search compares against.
    searchName: text('search_name').notNull(),
  },
  (t) => [index('localities_search_name_idx').on(t.searchName.op('text_pattern_ops'))],
);
