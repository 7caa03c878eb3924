import { TaxInvoice } from '~/features/billing';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/invoice';
import { loadInvoice } from './invoice.server';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [{ title: titleWithProduct(matches, `Tax invoice ${loaderData?.number ?? ''}`) }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadInvoice(args);

export default function Invoice({ loaderData }: Route.ComponentProps) {
  return <TaxInvoice invoice={loaderData} />;
}
