import { Text } from '@mantine/core';
import { appContext } from '../../../server/http/router-context';
import { findCategoryBySlug } from '../../../server/modules/catalog/find-category';
import { findPlace } from '../../../server/modules/geo/find-place';
import { PageFrame } from '~/components/placeholder-page';
import { notFound } from '~/lib/not-found';
import { parsePlaceParam } from '~/lib/place-param';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/category-place';

/**
 * /{category}/{country} is the category landing; /{category}/in-{state} and
 * /{category}/in-{state}-{region} are place searches. Route patterns cannot match the "in-" prefix,
 * so one route receives all three and tells them apart here.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const slug = new URL(request.url).pathname.split('/')[1];
  const category = await findCategoryBySlug(db, slug);
  if (!category) notFound();
  const placeParam = parsePlaceParam(params.place);
  if (placeParam.kind === 'country') {
    return { kind: 'landing' as const, category, placeName: placeParam.countryCode === 'nz' ? 'New Zealand' : 'Australia' };
  }
  const place = await findPlace(db, placeParam.stateCode, placeParam.regionLink);
  if (!place) notFound();
  return { kind: 'search' as const, category, placeName: place.region?.name ?? place.state.name };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const { category, placeName } = data;
  const appName = titleWithProduct(matches, '').replace(/^ - /, '');
  return [
    { title: titleWithProduct(matches, `${category.pluralName} in ${placeName}`) },
    {
      name: 'description',
      content: `Search ${category.pluralName} in ${placeName}. Find your ideal ${category.singularName} and make planning your wedding day easy with ${appName}.`,
    },
  ];
};

export default function CategoryPlacePage({ loaderData }: Route.ComponentProps) {
  const { category, placeName } = loaderData;
  return (
    <PageFrame title={`${category.pluralName} in ${placeName}`}>
      {category.description && (
        <Text mt="md" maw={720}>
          {category.description}
        </Text>
      )}
    </PageFrame>
  );
}
