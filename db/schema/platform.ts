import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Site settings of spec §1/§7 (app.maintenance, app.name, services.graphcms.endpoint, …).
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
