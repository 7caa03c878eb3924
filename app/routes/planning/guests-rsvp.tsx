import { CoupleRsvpPage } from '~/features/planning/guests-rsvp-page';
import type { FormAnswer } from '~/features/planning/form-answer';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/guests-rsvp';
import { coupleRsvpAction, loadCoupleRsvp } from './guests-rsvp.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'RSVP link and notes') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadCoupleRsvp(args);
export const action = (args: Route.ActionArgs) => coupleRsvpAction(args);

export default function CoupleRsvpRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CoupleRsvpPage data={loaderData} answer={actionData as FormAnswer | undefined} />;
}
