import { eq } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { readGeography } from '../geo';
import { listCategories } from './list-categories';

/** What the bookings module needs of a listing: its name, owner, money and one-wedding-a-day rule. */
export type BookableListing = {
  id: number;
  name: string;
  ownerId: number | null;
  categoryTitle: string;
  /** The category takes one wedding a day (a held or booked day closes the listing's day). */
  oneEventADay: boolean;
  countryCode: string;
  /** Lower case, as billing writes it: 'aud', 'nzd'. */
  currency: string;
  taxName: string;
};

/** A listing's booking facts, or undefined when there is none (no permission checked: the caller decided). */
export async function readBookableListing(ctx: RequestContext, serviceId: number): Promise<BookableListing | undefined> {
  // One after another: a caller's transaction is one connection, which takes one query at a time.
  const categoryRows = await listCategories(ctx);
  const geography = await readGeography(ctx);
  const [row] = await ctx.db
    .select({ id: services.id, name: services.name, ownerId: services.userId, categoryId: services.categoryId, countryId: services.countryId })
    .from(services)
    .where(eq(services.id, serviceId));
  if (!row) return undefined;
  const category = categoryRows.find((entry) => entry.id === row.categoryId);
  const country = geography.countries.find((entry) => entry.id === row.countryId);
  if (!category || !country) return undefined;
  return {
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    categoryTitle: category.title,
    oneEventADay: category.oneEventADay,
    countryCode: country.code,
    currency: country.paymentCurrency.toLowerCase(),
    taxName: country.paymentTaxName,
  };
}
