import { MyVendorsPage } from '~/features/bookings/my-vendors-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/my-vendors';
import { loadMyVendors, myVendorsAction } from './my-vendors.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'My vendors') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadMyVendors(args);
export const action = (args: Route.ActionArgs) => myVendorsAction(args);

export default function MyVendors({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as { done?: string; errors?: Record<string, string>; intent?: string } | undefined;
  return <MyVendorsPage data={loaderData} failed={result?.errors ? { form: result.intent ?? '', errors: result.errors } : null} />;
}
