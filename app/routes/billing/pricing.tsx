import { PricingPage } from '~/features/billing';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/pricing';
import { loadPricing, subscribeAction } from './pricing.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Explore our Pricing') }];

export const loader = (args: Route.LoaderArgs) => loadPricing(args);
export const action = (args: Route.ActionArgs) => subscribeAction(args);

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  return <PricingPage data={loaderData} errors={actionData?.errors} />;
}
