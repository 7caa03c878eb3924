import { redirect } from 'react-router';
import { tagPage } from '../../../server/http/page-cache';
import { appContext } from '../../../server/http/router-context';
import { availabilityWindow, findServiceDetail, listNearbyServices } from '../../../server/modules/catalog';
import { findServiceEngagement, markWishlisted } from '../../../server/modules/engagement';
import { personTag, serviceTag } from '../../../server/modules/platform';
import { listQuickRepliers } from '../../../server/modules/messaging';
import { recordServiceView } from '../../../server/modules/vendors';
import { notFound } from '~/lib/not-found';
import { pagePath } from '~/lib/page-path';
import type { Route } from './+types/service';

/** Longer than any slug the catalog makes; such a URL is a mistake or a probe, not a service. */
const maxSlugLength = 200;

export async function loadService({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  if (!/^\d{1,10}$/.test(params.id) || params.name.length > maxSlugLength) notFound();
  const service = await findServiceDetail(app, { serviceId: Number(params.id) });
  if (!service) notFound();
  // One URL per service: any other spelling redirects permanently to it.
  if (pagePath(request) !== service.path) throw redirect(service.path, 301);
  // A view for the vendor's dashboard (buffered: no query), unless the vendor looks at their own
  // listing. The use case reads 2,000 characters of the user agent: an odd longer one is cut, not refused.
  const ownListing = service.owner !== null && service.owner.id === app.viewer?.id;
  if (!ownListing) recordServiceView(app, { serviceId: service.id, userAgent: request.headers.get('user-agent')?.slice(0, 2_000) });
  // The rating and the viewer's facts on top of the service: 1 query, 1 for the nearby cards' hearts,
  // and 1 for the vendor's reply times (none while unclaimed: nobody to reply).
  const [engagement, nearby, quickRepliers] = await Promise.all([
    findServiceEngagement(app, { serviceId: service.id }),
    listNearbyServices(app, { category: service.category.name, serviceId: service.id }).then((cards) => markWishlisted(app, cards)),
    listQuickRepliers(app, { serviceIds: service.owner ? [service.id] : [] }),
  ]);
  const repliesWithinDay = quickRepliers.has(service.id);
  // A visitor's copy shows the listing, its nearby cards and its vendor's public facts.
  tagPage(app, serviceTag(service.id), ...nearby.map((card) => serviceTag(card.id)), ...(service.owner ? [personTag(service.owner.id)] : []));
  // An answer from the cache still counts the view.
  if (app.page) app.page.viewedService = service.id;
  return { service, engagement, nearby, repliesWithinDay, calendar: availabilityWindow(app.clock.now()), origin: app.publicUrl };
}
