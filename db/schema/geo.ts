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
