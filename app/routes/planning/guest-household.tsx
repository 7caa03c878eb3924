import type { GuestAnswer } from '~/features/guests/guest-answer';
import { HouseholdPage } from '~/features/guests/household-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/guest-household';
import { guestHouseholdAction, loadGuestHousehold } from './guest-household.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Household') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadGuestHousehold(args);
export const action = (args: Route.ActionArgs) => guestHouseholdAction(args);

export default function GuestHouseholdRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HouseholdPage data={loaderData} answer={actionData as GuestAnswer | undefined} />;
}
