import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { categories } from '../../../db/schema/catalog';
import { serviceHolds, services, type ListingState, type ServiceHoldKind } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { matchUserIds } from '../accounts';
import { listNotificationContacts } from '../accounts/internal';
import { readGeography } from '../geo';
import { blankIsAbsent, containsPattern, pageWindow, parseInput, requireAdministrator, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';
import { canonicalServicePath } from './canonical-service-path';

const listingStatuses = ['published', 'draft', 'unpublished', 'hidden', 'unclaimed'] as const;

export const listAllListingsInput = z.object({
  q: searchTextField,
  status: z.preprocess(blankIsAbsent, z.enum(listingStatuses, 'There is no such status.').optional()),
  category: z.preprocess(blankIsAbsent, z.string().max(60, 'There is no such category.').optional()),
  /** A city, region or state, in part. */
  place: searchTextField,
  /** The owner: their user id, or part of their name or e-mail address. */
  owner: searchTextField,
  ...tableQueryFields(['name', 'updated', 'created'], 'updated', 'desc'),
});

export type AdminListingRow = {
  id: number;
  name: string;
  path: string;
  category: string;
  place: string;
  ownerId: number | null;
  /** Who owns it, for administrators: their first name and e-mail address. */
  owner: { name: string; email: string } | null;
  unclaimed: boolean;
  listingState: ListingState;
  verified: boolean;
  holds: { kind: ServiceHoldKind; reason: string }[];
  updatedAt: Date;
  createdAt: Date;
};

/** Every listing, whatever its state, for the admin area: searched by name, filtered by status, category, place and owner (by id, name or e-mail), with its owner's name and e-mail. */
export async function listAllListings(ctx: RequestContext, input: unknown): Promise<TablePage<AdminListingRow>> {
  const { q, status, category, place, owner, sort, dir, page } = parseInput(listAllListingsInput, input);
  requireAdministrator(ctx.viewer);
  const held = exists(ctx.db.select({ one: sql`1` }).from(serviceHolds).where(eq(serviceHolds.serviceId, services.id)));
  const statusCondition: Record<(typeof listingStatuses)[number], SQL> = {
    published: and(eq(services.listingState, 'published'), sql`not ${held}`)!,
    draft: eq(services.listingState, 'draft'),
    unpublished: eq(services.listingState, 'unpublished'),
    hidden: held,
    unclaimed: and(isNull(services.userId), eq(services.status, 'unclaimed'))!,
  };
  // Digits are a user id (a user's page links here so); anything else is part of a name or e-mail.
  const [geography, owners] = await Promise.all([readGeography(ctx), owner === undefined ? undefined : /^\d{1,9}$/.test(owner) ? [Number(owner)] : matchUserIds(ctx, { q: owner })]);
  // A place matches a city by its text, and a state or region by its name (or a state's code).
  const needle = place?.toLowerCase();
  const stateIds = needle ? geography.states.filter((state) => state.name.toLowerCase().includes(needle) || state.stateCode.toLowerCase() === needle).map((state) => state.id) : [];
  const regionIds = needle ? geography.regions.filter((region) => region.name.toLowerCase().includes(needle)).map((region) => region.id) : [];
  const where = and(
    q ? ilike(services.name, containsPattern(q)) : undefined,
    status ? statusCondition[status] : undefined,
    category ? eq(categories.name, category) : undefined,
    place ? or(ilike(services.city, containsPattern(place)), stateIds.length ? inArray(services.stateId, stateIds) : undefined, regionIds.length ? inArray(services.regionId, regionIds) : undefined) : undefined,
    owners ? (owners.length > 0 ? inArray(services.userId, owners) : sql`false`) : undefined,
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
        createdAt: services.createdAt,
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
  const contacts = await listNotificationContacts(ctx, rows.flatMap((row) => (row.ownerId === null ? [] : [row.ownerId])));
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
      owner: row.ownerId === null ? null : { name: contacts.get(row.ownerId)?.firstName ?? '', email: contacts.get(row.ownerId)?.email ?? '' },
      unclaimed: row.status === 'unclaimed',
      listingState: row.listingState,
      verified: row.verified,
      holds: row.holds,
      updatedAt: row.updatedAt,
      createdAt: row.createdAt,
    })),
    total,
    page,
  );
}
