import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { serviceVotes, wishlists, wishlistServices } from '../../../db/schema/engagement';
import { maxComparedServices } from '../../../shared/engagement/limits';
import { distanceKm } from '../../../shared/geo/distance-km';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { listComparisonFacts, listServiceCards, type ComparisonFacts, type ServiceCardData } from '../catalog';
import { locatePlaceName } from '../geo';
import { serviceIdField } from './input-fields';

export const compareWishlistInput = z.object({
  ids: z
    .array(serviceIdField)
    .min(2, { error: 'Select at least two services to compare.' })
    .max(maxComparedServices, { error: `Select at most ${maxComparedServices} services to compare.` })
    .transform((ids) => [...new Set(ids)]),
});

export type ComparedService = ServiceCardData &
  ComparisonFacts & {
    /** The couple's own vote, 0 when none (the public score is the reviews'). */
    vote: number;
    /** From the couple's wedding location, when it names a known place. */
    distanceKm: number | null;
  };

export type WishlistComparison = {
  /** The couple's wedding location as the gazetteer knows it ('Pokolbin NSW'), null when unknown. */
  weddingPlace: string | null;
  services: ComparedService[];
};

/**
 * Services of the couple's wishlist side by side (beyond the spec): price-like attributes, capacity,
 * the couple's own hearts and the distance from their wedding location. Ids outside their wishlist
 * are left out: only its owner reads a wishlist. Bounded: 1 query for the entries with votes, 3 for
 * the cards, 2 for the facts and at most 1 to place the wedding location.
 */
export async function compareWishlistServices(ctx: RequestContext, input: unknown): Promise<WishlistComparison> {
  const { ids } = parseInput(compareWishlistInput, input);
  const couple = requireSignedIn(ctx.viewer);
  const { db } = ctx;
  const rows = await db
    .select({
      serviceId: wishlistServices.serviceId,
      vote: serviceVotes.vote,
    })
    .from(wishlists)
    .innerJoin(wishlistServices, eq(wishlistServices.wishlistId, wishlists.id))
    .leftJoin(serviceVotes, and(eq(serviceVotes.serviceId, wishlistServices.serviceId), eq(serviceVotes.userId, wishlists.userId)))
    .where(and(eq(wishlists.userId, couple.id), inArray(wishlistServices.serviceId, ids)));
  const rowById = new Map(rows.map((row) => [row.serviceId, row]));
  const kept = ids.filter((id) => rowById.has(id));
  const [cards, facts, wedding] = await Promise.all([listServiceCards(ctx, { serviceIds: kept }),
    listComparisonFacts(ctx, { serviceIds: kept }),
    locatePlaceName(ctx, { name: couple.weddingLocation }),
  ]);
  return {
    weddingPlace: wedding?.label ?? null,
    services: cards.flatMap((card) => {
      const row = rowById.get(card.id)!;
      const fact = facts.get(card.id);
      if (!fact) return [];
      return [
        {
          ...card,
          ...fact,
          vote: row.vote ?? 0,
          distanceKm: wedding ? distanceKm(wedding.lat, wedding.lng, fact.location.lat, fact.location.lng) : null,
        },
      ];
    }),
  };
}
