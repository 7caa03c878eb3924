import type { RequestContext } from '../../context';
import type { ReviewSource } from '../../../shared/reviews/rules';
import { listReviewableBookings, type ReviewableBooking } from '../bookings/internal';
import { listServiceLinks, type ServiceLink } from '../catalog';
import { listAnsweredConversations, type AnsweredConversation } from '../messaging/internal';
import { listingNotFound } from './policy';

/** How a couple dealt with a listing here: a confirmed booking first, else a conversation the vendor answered. */
export type Dealing = { source: ReviewSource; booking: ReviewableBooking | null; conversation: AnsweredConversation | null };

/** The couple's dealing with the listing, or null when they have not been in touch here (no permission checked). */
export async function findDealing(ctx: Pick<RequestContext, 'db'>, coupleId: number, serviceId: number): Promise<Dealing | null> {
  const [booking] = await listReviewableBookings(ctx, { coupleId, serviceId, limit: 1 });
  const [conversation] = await listAnsweredConversations(ctx, { coupleId, serviceId, limit: 1 });
  if (booking) return { source: 'booking', booking, conversation: conversation ?? null };
  if (conversation) return { source: 'enquiry', booking: null, conversation };
  return null;
}

/** A public listing (its name, page and vendor now), or "There is no such service." */
export async function requirePublicListing(ctx: RequestContext, serviceId: number): Promise<ServiceLink> {
  const listing = (await listServiceLinks(ctx, { serviceIds: [serviceId], publicOnly: true })).get(serviceId);
  if (!listing) throw listingNotFound();
  return listing;
}

/** Listings (public or not: a removed listing's reviews stay their couple's) by id. */
export async function readListings(ctx: RequestContext, serviceIds: number[]): Promise<Map<number, ServiceLink>> {
  return listServiceLinks(ctx, { serviceIds: [...new Set(serviceIds)] });
}

export const ownersOf = (listings: Map<number, ServiceLink>) => new Map([...listings].map(([id, listing]) => [id, listing.ownerId]));
