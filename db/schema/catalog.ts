import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  // Machine name used in search URLs: category=venue
  name: text('name').notNull().unique(),
  order: integer('order').notNull(),
  title: text('title').notNull(),
  categorySlug: text('category_slug').notNull().unique(),
  singularName: text('singular_name').notNull(),
  pluralName: text('plural_name').notNull(),
  description: text('description'),
  // Name of a Tabler icon, resolved to a component in the UI.
  icon: text('icon').notNull(),
  // A listing of this category takes one wedding a day (venues, photographers): a day held or booked
  // for one couple cannot be accepted by another. Cakes, flowers, celebrants, photo booths take several.
  oneEventADay: boolean('one_event_a_day').notNull().default(true),
});

export const attributeTypes = ['range', 'number', 'checkbox_group', 'radio', 'radius'] as const;
export type AttributeType = (typeof attributeTypes)[number];

export { attributeGroups } from '../../shared/catalog/attributes';

export type AttributeOptions = {
  min?: number;
  max?: number;
  default?: number | string | number[];
  step?: number;
  unit?: string;
  maxSelected?: number;
  choices?: { value: string; label: string }[];
};

export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    // Key used in search URLs and in service meta: number_of_people, min_price_per_person
    name: text('name').notNull(),
    label: text('label').notNull(),
    group: text('group').notNull(),
    type: varchar('type', { length: 16 }).$type<AttributeType>().notNull(),
    options: jsonb('options').$type<AttributeOptions>().notNull().default({}),
    primary: boolean('primary').notNull().default(false),
    order: integer('order').notNull().default(0),
  },
  (t) => [uniqueIndex('attributes_category_name_idx').on(t.categoryId, t.name)],
);
