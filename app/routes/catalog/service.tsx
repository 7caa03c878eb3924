import { pagePath } from '~/lib/page-path';
import { redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { availabilityWindow, findServiceDetail } from '../../../server/modules/catalog/find-service-detail';
import { listNearbyServices } from '../../../server/modules/catalog/list-nearby-services';
import { findServiceEngagement, markWishlisted } from '../../../server/modules/engagement';
import { ServiceView } from '~/features/service-page/service-view';
import { serviceMetaTags } from '~/features/service-page/service-meta-tags';
import { notFound } from '~/lib/not-found';
import type { Route } from './+types/service';

/** Longer than any slug the catalog makes; such a URL is a mistake or a probe, not a service. */
const maxSlugLength = 200;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { db, publicUrl } = app;
  if (!/^\d{1,10}$/.test(params.id) || params.name.length > maxSlugLength) notFound();
  const service = await findServiceDetail(db, Number(params.id));
  if (!service) notFound();
  // One URL per service: any other spelling redirects permanently to it.
  if (pagePath(request) !== service.path) throw redirect(service.path, 301);
  // The rating and the viewer's facts on top of the service: 1 query, and 1 for the nearby cards' hearts.
  const [engagement, nearby] = await Promise.all([
    findServiceEngagement(app, { serviceId: service.id }),
    listNearbyServices(app, { category: service.category.name, serviceId: service.id }).then((cards) => markWishlisted(app, cards)),
  ]);
  return { service, engagement, nearby, calendar: availabilityWindow(), origin: publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  data ? serviceMetaTags(matches, data.service, data.origin, data.engagement) : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, engagement, nearby, calendar, origin } = loaderData;
  return <ServiceView service={service} engagement={engagement} nearby={nearby} calendar={calendar} shareUrl={`${origin}${service.path}`} />;
}
