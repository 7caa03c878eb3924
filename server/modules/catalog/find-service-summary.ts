import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, countries, services, states } from '../../../db/schema';

export type ServiceSummary = {
  id: number;
  name: string;
  slug: string;
  shortAddress: string;
  categorySlug: string;
  categoryTitle: string;
  countryCode: string;
  stateCode: string;
};

export async function findServiceSummary(db: Database, id: number): Promise<ServiceSummary | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({
      id: services.id,
      name: services.name,
      slug: services.slug,
      shortAddress: services.shortAddress,
      categorySlug: categories.categorySlug,
      categoryTitle: categories.title,
      countryCode: countries.code,
      stateCode: states.stateCode,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .innerJoin(countries, eq(countries.id, services.countryId))
    .innerJoin(states, eq(states.id, services.stateId))
    .where(eq(services.id, id))
    .limit(1);
  return row ?? null;
}

/** The one URL a service page is served at: /{country}/{state}/{category}/{id}/{slug}. */
export function canonicalServicePath(service: Pick<ServiceSummary, 'id' | 'slug' | 'categorySlug' | 'countryCode' | 'stateCode'>): string {
  return `/${service.countryCode}/${service.stateCode.toLowerCase()}/${service.categorySlug}/${service.id}/${service.slug}`;
}
