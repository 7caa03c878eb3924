import { Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { listRegionCategories } from '../../../server/modules/geo/list-region-categories';
import { CategoryIcon } from '~/features/catalog/category-icon';
import { notFound } from '~/lib/not-found';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/place';
import classes from './landing.module.css';

/** /{state}/{region}: the categories with services in a region, with counts, linking to their search. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.state.length > 8 || params.region.length > 120) notFound();
  const { db } = context.get(appContext);
  const found = await listRegionCategories(db, params.state, params.region);
  if (!found) notFound();
  const { place, categories } = found;
  const stateCode = place.state.stateCode.toLowerCase();
  return {
    regionName: place.region.name,
    stateName: place.state.name,
    countryCode: place.country.code,
    countryName: place.country.name,
    categories: categories.map(({ category, services }) => ({
      id: category.id,
      pluralName: category.pluralName,
      icon: category.icon,
      services,
      link: `/${category.categorySlug}/in-${stateCode}-${place.region.link}`,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  data
    ? [
        { title: titleWithProduct(matches, `Weddings in ${data.regionName}, ${data.stateName}`) },
        { name: 'description', content: `Wedding venues and vendors in ${data.regionName}, ${data.stateName}: ${data.categories.map((entry) => entry.pluralName).join(', ')}.` },
      ]
    : [];

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  const { regionName, stateName, countryCode, countryName, categories } = loaderData;
  return (
    <div className={`content-width ${classes.body}`}>
      <nav aria-label="Breadcrumb">
        <Text size="sm" c="dimmed">
          <Link to={`/${countryCode}`}>{countryName}</Link> › {stateName}
        </Text>
      </nav>
      <Title order={1} mt="xs">
        Weddings in {regionName}
      </Title>
      <Text size="lg" c="dimmed" mt="xs" mb="xl">
        {stateName}, {countryName}
      </Text>
      {categories.length > 0 ? (
        <ul className={`column-list ${classes.categories}`}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={category.link} className={classes.categoryLink}>
                <span className={classes.icon}>
                  <CategoryIcon name={category.icon} />
                </span>
                <span>
                  <span className={classes.categoryName}>{category.pluralName}</span>
                  <span className={classes.categoryCount}>
                    {category.services} {category.services === 1 ? 'listing' : 'listings'}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Text c="dimmed">Nothing is listed in {regionName} yet.</Text>
      )}
    </div>
  );
}
