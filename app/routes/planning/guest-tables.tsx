import type { FormAnswer } from '~/features/planning/form-answer';
import { TablesPage } from '~/features/planning/tables-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/guest-tables';
import { guestTablesAction, loadGuestTables } from './guest-tables.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Tables and seating') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadGuestTables(args);
export const action = (args: Route.ActionArgs) => guestTablesAction(args);

export default function GuestTablesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TablesPage seating={loaderData} answer={actionData as (FormAnswer & { tableId?: string }) | undefined} />;
}
