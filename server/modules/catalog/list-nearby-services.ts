import { and, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { hasRole, parseInput } from '../../kernel';
import { findCategoryByName } from './find-category-by-name';
import { listServiceCards, type ServiceCardData } from './list-service-cards';
import { isPublished, isPublishedListing } from './published';

export const nearbyServicesInput = z.object({
  category: z.string().max(100),
  /** Kilometres from the service (spec §9: 20). */
  distance: z.number().positive().max(400).default(20),
  serviceId: z.number().int().positive().max(2_147_483_647),
  limit: z.number().int().min(1).max(24).default(10),
});

const earthRadiusKm = 6371;
const kmPerDegreeLatitude = 111.32;

/**
 * Services of a category within a distance of another service, nearest first, without the service
 * itself (a service page's 'Also in this Area'). One query for the ids, narrowed by a latitude and
 * longitude box before the great-circle distance is computed, then the cards in three more. The
 * service itself must be public too (its vendor and administrators may ask about its draft): none
 * for a listing the viewer may not see, whose place would otherwise show through its neighbours.
 */
export async function listNearbyServices(ctx: RequestContext, input: unknown): Promise<ServiceCardData[]> {
  const { category: name, distance, serviceId, limit } = parseInput(nearbyServicesInput, input);
  const { db } = ctx;
  const category = await findCategoryByName(ctx, { name });
  if (!category) return [];
  const origin = alias(services, 'origin');
  const { viewer } = ctx;
  const readableOrigin = hasRole(viewer, 'administrator')
    ? undefined
    : viewer && hasRole(viewer, 'vendor')
      ? or(isPublishedListing(origin), eq(origin.userId, viewer.id))
      : isPublishedListing(origin);
  const latitudeSpan = distance / kmPerDegreeLatitude;
  // A degree of longitude shrinks towards the poles; the box widens with it (no wrap needed in AU/NZ).
  const longitudeSpan = sql`${latitudeSpan}::float8 / greatest(cos(radians(${origin.lat})), 0.01)`;
  const distanceKm = sql`${earthRadiusKm}::float8 * 2 * asin(sqrt(
      power(sin(radians(${services.lat} - ${origin.lat}) / 2), 2)
      + cos(radians(${origin.lat})) * cos(radians(${services.lat})) * power(sin(radians(${services.lng} - ${origin.lng}) / 2), 2)))`;
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .innerJoin(origin, eq(origin.id, serviceId))
    .where(
      and(
        eq(services.categoryId, category.id),
        ne(services.id, serviceId),
        isPublished,
        readableOrigin,
        sql`${services.lat} between ${origin.lat} - ${latitudeSpan}::float8 and ${origin.lat} + ${latitudeSpan}::float8`,
        sql`${services.lng} between ${origin.lng} - ${longitudeSpan} and ${origin.lng} + ${longitudeSpan}`,
        sql`${distanceKm} <= ${distance}::float8`,
      ),
    )
    .orderBy(distanceKm, services.id)
    .limit(limit);
  return listServiceCards(ctx, { serviceIds: rows.map((row) => row.id) });
}
