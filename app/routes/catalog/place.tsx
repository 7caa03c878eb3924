import { Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CategoryIcon } from '~/features/catalog/category-icon';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/place';
import { loadPlace } from './place.server';
import classes from './landing.module.css';

export const loader = (args: Route.LoaderArgs) => loadPlace(args);

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
