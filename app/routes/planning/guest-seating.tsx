import { SeatingListsPage } from '~/features/planning/seating-lists-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/guest-seating';
import { loadGuestSeating } from './guest-seating.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Seating lists') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadGuestSeating(args);

export default function GuestSeatingRoute({ loaderData }: Route.ComponentProps) {
  return <SeatingListsPage seating={loaderData} />;
}
