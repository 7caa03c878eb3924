import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { categories } from '../../../db/schema/catalog';
import { serviceHolds, services, type ListingState, type ServiceHoldKind } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { requireRole } from '../accounts';
import { readGeography } from '../geo';
import { blankIsAbsent, idField, pageWindow, parseInput, searchTextField, tablePage, tableQueryFields, type TablePage } from '../platform';
import { canonicalServicePath } from './canonical-service-path';

export const listingStatuses = ['published', 'draft', 'unpublished', 'hidden', 'unclaimed'] as const;

export const listAllListingsInput = z.object({
  q: searchTextField,
  status: z.preprocess(blankIsAbsent, z.enum(listingStatuses, 'There is no such status.').optional()),
  category: z.preprocess(blankIsAbsent, z.string().max(60, 'There is no such category.').optional()),
  /** A city, region or state, in part. */
  place: searchTextField,
  owner: z.preprocess(blankIsAbsent, idField('The owner is a user id.').optional()),
  ...tableQueryFields(['name', 'updated', 'created'], 'updated', 'desc'),
});

export type AdminListingRow = {
  id: number;
  name: string;
  path: string;
  category: string;
  place: string;
  ownerId: number | null;
  unclaimed: boolean;
  listingState: ListingState;
  verified: boolean;
  holds: { kind: ServiceHoldKind; reason: string }[];
  updatedAt: Date;
};

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Every listing, whatever its state, for the admin area: searched by name, filtered by status, category, place and owner. */
export async function listAllListings(ctx: RequestContext, input: unknown): Promise<TablePage<AdminListingRow>> {
  const { q, status, category, place, owner, sort, dir, page } = parseInput(listAllListingsInput, input);
  requireRole(ctx.viewer, 'administrator');
  const held = exists(ctx.db.select({ one: sql`1` }).from(serviceHolds).where(eq(serviceHolds.serviceId, services.id)));
  const statusCondition: Record<(typeof listingStatuses)[number], SQL> = {
    published: and(eq(services.listingState, 'published'), sql`not ${held}`)!,
    draft: eq(services.listingState, 'draft'),
    unpublished: eq(services.listingState, 'unpublished'),
    hidden: held,
    unclaimed: and(isNull(services.userId), eq(services.status, 'unclaimed'))!,
  };
  const geography = await readGeography(ctx);
  // A place matches a city by its text, and a state or region by its name (or a state's code).
  const needle = place?.toLowerCase();
  const stateIds = needle ? geography.states.filter((state) => state.name.toLowerCase().includes(needle) || state.stateCode.toLowerCase() === needle).map((state) => state.id) : [];
  const regionIds = needle ? geography.regions.filter((region) => region.name.toLowerCase().includes(needle)).map((region) => region.id) : [];
  const where = and(
    q ? ilike(services.name, likeText(q)) : undefined,
    status ? statusCondition[status] : undefined,
    category ? eq(categories.name, category) : undefined,
    place ? or(ilike(services.city, likeText(place)), stateIds.length ? inArray(services.stateId, stateIds) : undefined, regionIds.length ? inArray(services.regionId, regionIds) : undefined) : undefined,
    owner ? eq(services.userId, owner) : undefined,
  );
  const order = dir === 'asc' ? asc : desc;
  const column = sort === 'name' ? services.name : sort === 'created' ? services.createdAt : services.updatedAt;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: services.id,
        name: services.name,
        slug: services.slug,
        city: services.city,
        ownerId: services.userId,
        status: services.status,
        listingState: services.listingState,
        verified: services.isVendorVerified,
        updatedAt: services.updatedAt,
        categoryName: categories.title,
        categorySlug: categories.categorySlug,
        countryId: services.countryId,
        stateId: services.stateId,
        holds: sql<{ kind: ServiceHoldKind; reason: string }[]>`coalesce((select json_agg(json_build_object('kind', h.kind, 'reason', h.reason) order by h.kind) from service_holds h where h.service_id = ${services.id}), '[]')`,
      })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(where)
      .orderBy(order(column), desc(services.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(services).innerJoin(categories, eq(categories.id, services.categoryId)).where(where),
  ]);
  const countryCode = new Map(geography.countries.map((country) => [country.id, country.code]));
  const stateCode = new Map(geography.states.map((state) => [state.id, state.stateCode]));
  return tablePage(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      path: canonicalServicePath({ id: row.id, slug: row.slug, categorySlug: row.categorySlug, countryCode: countryCode.get(row.countryId)!, stateCode: stateCode.get(row.stateId)! }),
      category: row.categoryName,
      place: row.city,
      ownerId: row.ownerId,
      unclaimed: row.status === 'unclaimed',
      listingState: row.listingState,
      verified: row.verified,
      holds: row.holds,
      updatedAt: row.updatedAt,
    })),
    total,
    page,
  );
}
