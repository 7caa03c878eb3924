import { redirect } from 'react-router';
import { tagPage } from '../../../server/http/page-cache';
import { appContext } from '../../../server/http/router-context';
import type { HttpRequestContext } from '../../../server/context';
import { findServiceDetail, listNearbyServices, type ServiceCardData, type ServiceDetail } from '../../../server/modules/catalog';
import { availabilityWindow } from '../../../shared/catalog/availability-window';
import { findServiceEngagement } from '../../../server/modules/engagement';
import { personTag, readSharedPageData, serviceTag } from '../../../server/kernel';
import { listQuickRepliers } from '../../../server/modules/messaging';
import { listReviewScores, type WithReviewScore } from '../../../server/modules/reviews';
import { withReviewScores } from '../../../shared/reviews/card-scores';
import { recordServiceView } from '../../../server/modules/vendors';
import type { ServiceCardView } from '~/features/catalog';
import type { ServicePageListing } from '~/features/service-page/service-view';
import { notFound } from '~/lib/not-found';
import { pagePath } from '~/lib/page-path';
import type { Route } from './+types/service';
import { loadServiceReviews, serviceReviewsAction } from './service-reviews.server';

/** Longer than any slug the catalog makes; such a URL is a mistake or a probe, not a service. */
const maxSlugLength = 200;

export async function loadService({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  if (!/^\d{1,10}$/.test(params.id) || params.name.length > maxSlugLength) notFound();
  const id = Number(params.id);
  const calendar = availabilityWindow(app.clock.now());
  // The published listing as every visitor sees it, shared by signed-in viewers for a few seconds
  // and dropped by this instance's purges of what it shows; a page rendered for the page cache reads it afresh (another
  // instance's purge does not reach this one's shared data), and so does a draft's vendor.
  const visitor = { ...app, viewer: null, session: null };
  const shared = app.page
    ? readListing(visitor, id)
    : readSharedPageData(app.db, `service-page:${id}:${calendar.from}`, () => readListing(visitor, id), (listing) => (listing ? listingTags(listing) : [serviceTag(id)]));
  const listing = (await shared) ?? (app.viewer ? await readListing(app, id) : null);
  if (!listing) notFound();
  const { service } = listing;
  // One URL per service: any other spelling redirects permanently to it.
  if (pagePath(request) !== service.path) throw redirect(service.path, 301);
  // A view for the vendor's dashboard (buffered: no query), unless the vendor looks at their own
  // listing. The use case reads 2,000 characters of the user agent: an odd longer one is cut, not refused.
  const ownListing = service.owner !== null && service.owner.id === app.viewer?.id;
  if (!ownListing) recordServiceView(app, { serviceId: service.id, userAgent: request.headers.get('user-agent')?.slice(0, 2_000) });
  // The viewer's facts on top, in one query: the rating, their vote, note and hearts (the nearby cards' too).
  const { wishlistedCardIds, ...engagement } = await findServiceEngagement(app, { serviceId: service.id, cardIds: listing.nearby.map((card) => card.id) });
  const nearby = listing.nearby.map((card) => ({ ...card, inWishlist: wishlistedCardIds.includes(card.id) }));
  // The reviews (a public listing's only): the score, the page of them the URL asks for, and
  // whether the viewer may write one. A review's write purges the listing's pages.
  const reviews = service.listingState === 'published' ? await loadServiceReviews(app, service.id, new URL(request.url)) : null;
  tagPage(app, ...listingTags(listing));
  // An answer from the cache still counts the view.
  if (app.page) app.page.viewedService = service.id;
  return { service, engagement, nearby, repliesWithinDay: listing.repliesWithinDay, calendar, origin: app.publicUrl, reviews };
}

/** The page's forms: the reviews' (write, edit, delete, report), for the listing the URL names. */
export async function serviceAction({ params, request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  if (!/^\d{1,10}$/.test(params.id)) notFound();
  return serviceReviewsAction(app, request, Number(params.id));
}

/**
 * The listing as `ctx`'s viewer may see it, with its nearby cards (and their reviews' figures: a
 * review purges its listing's tag, which the shared copy and the page carry) and whether its vendor
 * replies within a day (none while unclaimed: nobody to reply); null when they may not see it. Only
 * what the page shows: the loader's data is encoded into every page and decoded by every browser.
 */
async function readListing(ctx: HttpRequestContext, id: number) {
  const service = await findServiceDetail(ctx, { serviceId: id });
  if (!service) return null;
  const [nearby, quickRepliers] = await Promise.all([
    listNearbyServices(ctx, { category: service.category.name, serviceId: service.id }),
    listQuickRepliers(ctx, { serviceIds: service.owner ? [service.id] : [] }),
  ]);
  const scores = await listReviewScores(ctx, { serviceIds: nearby.map((card) => card.id) });
  return { service: pageListing(service), nearby: withReviewScores(nearby, scores).map(nearbyCard), repliesWithinDay: quickRepliers.has(service.id) };
}

/** A visitor's copy shows the listing, its nearby cards and its vendor's public facts. */
function listingTags({ service, nearby }: { service: ServicePageListing; nearby: { id: number }[] }): string[] {
  return [serviceTag(service.id), ...nearby.map((card) => serviceTag(card.id)), ...(service.owner ? [personTag(service.owner.id)] : [])];
}

function pageListing(service: ServiceDetail): ServicePageListing {
  const { allMetaAttributes: _meta, media: _media, businessAddress: _businessAddress, businessLocation: _businessLocation, radius: _radius, ...shown } = service;
  return shown;
}

/** A nearby card shows one picture of the four a card carries. */
function nearbyCard({ id, name, path, regionName, stateName, isVendorVerified, images, primaryAttributes, reviewScore }: ServiceCardData & WithReviewScore): ServiceCardView {
  return { id, name, path, regionName, stateName, isVendorVerified, images: images.slice(0, 1), primaryAttributes, reviewScore };
}
