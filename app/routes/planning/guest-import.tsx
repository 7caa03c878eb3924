import { GuestImportPage } from '~/features/planning/guest-import-page';
import type { ImportAnswer } from '~/features/planning/guest-import-form';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/guest-import';
import { guestImportAction, loadGuestImport } from './guest-import.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Import guests') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadGuestImport(args);
export const action = (args: Route.ActionArgs) => guestImportAction(args);

export default function GuestImportRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <GuestImportPage summary={loaderData.summary} answer={actionData as ImportAnswer | undefined} />;
}
