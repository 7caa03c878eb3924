import { BillingPage } from '~/features/billing';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/billing';
import { billingAction, loadBilling } from './billing.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Billing') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadBilling(args);
export const action = (args: Route.ActionArgs) => billingAction(args);

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  return <BillingPage data={loaderData} errors={actionData && 'errors' in actionData ? actionData.errors : undefined} done={actionData && 'done' in actionData ? actionData.done : undefined} />;
}
