import { Text } from '@mantine/core';
import { appContext } from '../../../server/http/router-context';
import { findPlace } from '../../../server/modules/geo/find-place';
import { PageFrame } from '~/components/placeholder-page';
import { notFound } from '~/lib/not-found';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/place';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const place = await findPlace(db, params.state, params.region);
  if (!place?.region) notFound();
  return { regionName: place.region.name, stateName: place.state.name, countryName: place.country.name };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => [
  { title: titleWithProduct(matches, data ? `Weddings in ${data.regionName}, ${data.stateName}` : 'Place') },
];

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title={`Weddings in ${loaderData.regionName}`}>
      <Text c="dimmed" mt="xs">
        {loaderData.stateName}, {loaderData.countryName}
      </Text>
    </PageFrame>
  );
}
