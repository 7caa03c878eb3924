import type { GuestAnswer } from '~/features/guests/guest-answer';
import { GuestListPage } from '~/features/guests/guest-list-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/guests';
import { guestListAction, loadGuestList } from './guests.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Guests') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadGuestList(args);
export const action = (args: Route.ActionArgs) => guestListAction(args);

export default function GuestsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <GuestListPage data={loaderData} answer={actionData as GuestAnswer | undefined} />;
}
