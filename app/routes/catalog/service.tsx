import { Alert } from '@mantine/core';
import { Link } from 'react-router';
import { ServiceView } from '~/features/service-page/service-view';
import { serviceMetaTags } from '~/features/service-page/service-meta-tags';
import type { Route } from './+types/service';
import { loadService, serviceAction } from './service.server';

export const loader = (args: Route.LoaderArgs) => loadService(args);

export const action = (args: Route.ActionArgs) => serviceAction(args);

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  data ? serviceMetaTags(matches, data.service, data.origin, data.reviews ? { summary: data.reviews.summary, reviews: data.reviews.list.reviews } : undefined) : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, engagement, nearby, repliesWithinDay, calendar, origin, reviews } = loaderData;
  return (
    <>
      {/* Only the listing's vendor and administrators reach a draft or unpublished listing. */}
      {service.listingState !== 'published' && (
        <Alert className="content-width" mt="md" title={service.listingState === 'draft' ? 'Draft' : 'Unpublished'}>
          Couples cannot see this listing yet. <Link to={`/vendors/services/${service.id}/review`}>Review and publish it</Link>
        </Alert>
      )}
      <ServiceView
        service={service}
        engagement={engagement}
        nearby={nearby}
        repliesWithinDay={repliesWithinDay}
        calendar={calendar}
        reviews={reviews}
        shareUrl={`${origin}${service.path}`}
      />
    </>
  );
}
