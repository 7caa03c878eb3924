import type { GuestAnswer } from '~/features/guests/guest-answer';
import { GuestPage } from '~/features/guests/guest-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/guest';
import { guestAction, loadGuest } from './guest.server';

// The title names no guest: it is what browsers keep in their history.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Guest') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadGuest(args);
export const action = (args: Route.ActionArgs) => guestAction(args);

export default function GuestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <GuestPage data={loaderData} answer={actionData as GuestAnswer | undefined} />;
}
