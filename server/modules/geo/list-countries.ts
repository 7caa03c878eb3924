import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { countries } from '../../../db/schema/geo';
import { services } from '../../../db/schema/services';

export type CountryWithCount = typeof countries.$inferSelect & { services: number };

export async function listCountries(db: Database): Promise<CountryWithCount[]> {
  return db
    .select({
      id: countries.id,
      code: countries.code,
      name: countries.name,
      paymentCurrency: countries.paymentCurrency,
      paymentCurrencySymbol: countries.paymentCurrencySymbol,
      paymentTaxName: countries.paymentTaxName,
      flag: countries.flag,
      services: count(services.id),
    })
    .from(countries)
    .leftJoin(services, eq(services.countryId, countries.id))
    .groupBy(countries.id)
    .orderBy(asc(countries.id));
}
