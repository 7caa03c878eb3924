import { AvailabilityStep } from '~/features/listing-editor/availability-step';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/listing-availability';
import { listingAvailabilityAction, loadListingAvailability } from './listing-availability.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Availability') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadListingAvailability(args);
export const action = (args: Route.ActionArgs) => listingAvailabilityAction(args);

export default function ListingAvailabilityPage({ loaderData }: Route.ComponentProps) {
  return <AvailabilityStep listing={loaderData.listing} />;
}
