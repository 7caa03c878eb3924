import { and, eq, sql } from 'drizzle-orm';
import { services } from '../../../db/schema/services';

/**
 * The condition of every public read: drafts and unpublished listings are their vendor's alone, and
 * a listing held (an administrator hid it, its vendor is suspended, its subscription lapsed) is
 * nobody's to find until the hold ends.
 */
export const isPublished = and(
  eq(services.listingState, 'published'),
  sql`not exists (select 1 from service_holds h where h.service_id = ${services.id})`,
)!;
