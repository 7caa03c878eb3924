import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/country';

// One module for /au and /nz: the path says which.
export function loader({ request }: Route.LoaderArgs) {
  const code = new URL(request.url).pathname.startsWith('/nz') ? 'nz' : 'au';
  return { countryName: code === 'nz' ? 'New Zealand' : 'Australia' };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => [
  { title: titleWithProduct(matches, `Wedding Venues and Vendors in ${data?.countryName ?? 'Australia'}`) },
];

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  return <PageFrame title={`Weddings in ${loaderData.countryName}`} />;
}
