import { count } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { readGeography, type CountryRecord } from '../geo';
import { isPublished } from './published';

export type CountryWithCount = CountryRecord & { services: number };

/** The countries by id, each with how many services it has now: one query beside the cached geography. It takes no input. */
export async function listCountriesWithServices(ctx: RequestContext): Promise<CountryWithCount[]> {
  const [geography, countryCounts] = await Promise.all([
    readGeography(ctx),
    ctx.db.select({ countryId: services.countryId, total: count() }).from(services).where(isPublished).groupBy(services.countryId),
  ]);
  const totalByCountry = new Map(countryCounts.map((row) => [row.countryId, row.total]));
  return geography.countries.map((country) => ({ ...country, services: totalByCountry.get(country.id) ?? 0 }));
}
