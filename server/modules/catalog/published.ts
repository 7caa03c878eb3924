import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { services } from '../../../db/schema/services';

/**
 * The one definition of a public listing, the condition of every read a visitor or couple can
 * reach (search, cards, place pages, the sitemap, nearby and featured, and through the catalog's
 * `publicOnly` reads: chat, conversations, wishlist and votes): drafts and unpublished listings are
 * their vendor's alone, and a listing held (an administrator hid it, its vendor is suspended, its
 * subscription lapsed) is nobody's to find until the hold ends. `listings` is the services table or
 * an alias of it (a query reading two listings, such as nearby's origin).
 */
export function isPublishedListing(listings: { id: AnyColumn; listingState: AnyColumn } = services): SQL {
  return and(eq(listings.listingState, 'published'), sql`not exists (select 1 from service_holds h where h.service_id = ${listings.id})`)!;
}

/** A public listing, of the services table (isPublishedListing). */
export const isPublished = isPublishedListing();
